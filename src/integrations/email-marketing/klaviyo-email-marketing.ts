import { toMajorUnits, type Money } from '../../domain/money';
import type { EmailMarketing, MarketingEvent, MarketingProfile } from './email-marketing';

type Fetch = typeof globalThis.fetch;

/** The API revision these request shapes follow (Klaviyo dates its API versions). */
export const klaviyoRevision = '2024-10-15';

/** Klaviyo takes phone numbers in E.164 only; any other form is left out rather than refused. */
const e164 = (phone: string | null) => {
  const compact = phone?.replace(/[\s().-]/g, '') ?? '';
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
};

const profileAttributes = (profile: MarketingProfile) => ({
  email: profile.email,
  phone_number: e164(profile.phoneNumber),
  external_id: profile.userId,
  first_name: profile.firstName,
  last_name: profile.lastName,
});

/** The body of POST /api/events/ for one event. */
export function toKlaviyoEvent(event: MarketingEvent) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties: event.properties,
        time: event.at.toISOString(),
        unique_id: event.id,
        ...(event.value
          ? {
              value: toMajorUnits({
                amount: event.value.amountMinor,
                currency: event.value.currency as Money['currency'],
              }),
              value_currency: event.value.currency,
            }
          : {}),
        metric: { data: { type: 'metric', attributes: { name: event.metric } } },
        profile: {
          data: {
            type: 'profile',
            attributes: { email: event.email, external_id: event.userId },
          },
        },
      },
    },
  };
}

/**
 * Klaviyo's REST API over fetch (docs/decisions/165: `klaviyo-api` is not in this install; these are
 * the JSON:API requests it makes). A profile is created with POST /api/profiles/; on 409
 * duplicate_profile the existing one (found by its email) is updated with PATCH. A refusal throws, so
 * the job runner retries.
 */
export function createKlaviyoEmailMarketing(options: {
  apiKey: string;
  baseUrl?: string;
  fetch?: Fetch;
}): EmailMarketing {
  const send = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl ?? 'https://a.klaviyo.com';
  const call = (method: string, path: string, body: unknown) =>
    send(new URL(path, base).toString(), {
      method,
      headers: {
        authorization: `Klaviyo-API-Key ${options.apiKey}`,
        accept: 'application/vnd.api+json',
        'content-type': 'application/vnd.api+json',
        revision: klaviyoRevision,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  const refused = async (what: string, response: Response) =>
    new Error(`Klaviyo refused ${what}: ${response.status} ${await response.text()}`);

  return {
    kind: 'klaviyo',
    async upsertProfile(profile) {
      const attributes = profileAttributes(profile);
      const created = await call('POST', '/api/profiles/', {
        data: { type: 'profile', attributes },
      });
      if (created.ok) return;
      if (created.status !== 409) throw await refused('the profile', created);
      const conflict = (await created.json()) as {
        errors?: { meta?: { duplicate_profile_id?: string } }[];
      };
      const id = conflict.errors?.[0]?.meta?.duplicate_profile_id;
      if (!id) throw new Error('Klaviyo answered 409 without the duplicate profile id');
      const updated = await call('PATCH', `/api/profiles/${encodeURIComponent(id)}/`, {
        data: { type: 'profile', id, attributes },
      });
      if (!updated.ok) throw await refused('the profile update', updated);
    },
    async trackEvent(event) {
      const response = await call('POST', '/api/events/', toKlaviyoEvent(event));
      if (!response.ok) throw await refused('the event', response);
    },
  };
}
