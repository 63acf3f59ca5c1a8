import type { Analytics, AnalyticsEvent, AnalyticsEventName } from './analytics';

type Fetch = typeof globalThis.fetch;

// PostHog's names for the events it knows ($pageview, $identify, $set); the others are ours.
const posthogNames: Record<AnalyticsEventName, string> = {
  'page-view': '$pageview',
  'sign-up': 'sign_up',
  login: '$identify',
  logout: 'logout',
  'user-properties': '$set',
  'checkout-started': 'checkout_started',
  purchase: 'purchase',
};

/** One event in the body of PostHog's batch endpoint (what posthog-node sends). */
export function toPosthogMessage(event: AnalyticsEvent, publicBaseUrl: string) {
  const properties: Record<string, unknown> = { ...event.properties, $lib: 'levada-server' };
  if (event.name === 'page-view' && typeof event.properties.path === 'string')
    properties.$current_url = new URL(event.properties.path, publicBaseUrl).toString();
  if (event.anonymousId) properties.$anon_distinct_id = event.anonymousId;
  if (event.setProperties) properties.$set = event.setProperties;
  return {
    type: 'capture',
    event: posthogNames[event.name],
    distinct_id: event.distinctId,
    uuid: event.id,
    timestamp: event.at.toISOString(),
    properties,
  };
}

/**
 * PostHog's capture API over fetch: POST {host}/batch/ with the project key, the request posthog-node
 * makes (docs/decisions/166: the npm client is not in this install, and a one-request client needs no
 * queue of its own, since the job runner already retries). A refusal throws, so the job is retried.
 */
export function createPosthogAnalytics(options: {
  apiKey: string;
  host: string;
  publicBaseUrl: string;
  fetch?: Fetch;
}): Analytics {
  const send = options.fetch ?? globalThis.fetch;
  const url = new URL('/batch/', options.host).toString();
  return {
    kind: 'posthog',
    async capture(event) {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          api_key: options.apiKey,
          batch: [toPosthogMessage(event, options.publicBaseUrl)],
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok)
        throw new Error(`PostHog refused the event: ${response.status} ${await response.text()}`);
    },
  };
}
