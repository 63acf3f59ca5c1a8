import { PostHog } from 'posthog-node';
import type { Analytics, AnalyticsEvent, AnalyticsEventName } from './analytics';

// PostHog's names for the events it knows ($pageview, $identify, $set); the others are ours.
const posthogNames: Record<AnalyticsEventName, string> = {
  'page-view': '$pageview',
  'sign-up': 'sign_up',
  login: '$identify',
  logout: 'logout',
  'user-properties': '$set',
  'checkout-started': 'checkout_started',
  purchase: 'purchase',
  'ad-page-view': 'ad_page_view',
  'ad-purchase': 'ad_purchase',
};

/** One event as posthog-node's capture takes it (name, distinct id, uuid, time, properties). */
export function toPosthogMessage(event: AnalyticsEvent, publicBaseUrl: string) {
  const properties: Record<string, unknown> = { ...event.properties };
  if (event.name === 'page-view' && typeof event.properties.path === 'string')
    properties.$current_url = new URL(event.properties.path, publicBaseUrl).toString();
  if (event.anonymousId) properties.$anon_distinct_id = event.anonymousId;
  if (event.setProperties) properties.$set = event.setProperties;
  return {
    event: posthogNames[event.name],
    distinctId: event.distinctId,
    uuid: event.id,
    timestamp: event.at,
    properties,
  };
}

/**
 * PostHog through its Node client, `posthog-node` (docs/decisions/166 and 174): one
 * `captureImmediate` per event, from the `tracking-event` job (the job runner is the queue and the
 * retry, so the client neither batches nor retries, and looks up no feature flags or GeoIP). The
 * client reports a failed send as an `error` event rather than throwing: it is turned back into a
 * throw, so the job is retried. Loaded with `import()` only with POSTHOG_API_KEY (decision 163).
 */
export function createPosthogAnalytics(options: {
  apiKey: string;
  host: string;
  publicBaseUrl: string;
}): Analytics {
  const client = new PostHog(options.apiKey, {
    host: options.host,
    flushAt: 1,
    flushInterval: 0,
    fetchRetryCount: 0,
    requestTimeout: 15_000,
    disableGeoip: true,
  });
  return {
    kind: 'posthog',
    async capture(event) {
      let failure: unknown = null;
      const stop = client.on('error', (error: unknown) => (failure ??= error));
      try {
        await client.captureImmediate(toPosthogMessage(event, options.publicBaseUrl));
      } finally {
        stop();
      }
      if (failure)
        throw new Error(
          `PostHog refused the event: ${failure instanceof Error ? failure.message : String(failure)}`,
          { cause: failure },
        );
    },
  };
}
