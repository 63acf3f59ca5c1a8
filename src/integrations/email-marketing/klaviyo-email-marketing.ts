import {
  ApiKeySession,
  EventEnum,
  EventsApi,
  MetricEnum,
  ProfileEnum,
  ProfilesApi,
  RetryWithExponentialBackoff,
  type EventCreateQueryV2,
} from 'klaviyo-api';
import { toMajorUnits, type Money } from '../../domain/money';
import type { EmailMarketing, MarketingEvent, MarketingProfile } from './email-marketing';

/** Klaviyo takes phone numbers in E.164 only; any other form is left out rather than refused. */
const e164 = (phone: string | null) => {
  const compact = phone?.replace(/[\s().-]/g, '') ?? '';
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
};

const profileAttributes = (profile: MarketingProfile) => ({
  email: profile.email,
  phoneNumber: e164(profile.phoneNumber),
  externalId: profile.userId,
  firstName: profile.firstName,
  lastName: profile.lastName,
});

/** One event as `klaviyo-api`'s EventsApi.createEvent takes it (it writes the JSON:API body). */
export function toKlaviyoEvent(event: MarketingEvent): EventCreateQueryV2 {
  return {
    data: {
      type: EventEnum.Event,
      attributes: {
        properties: event.properties,
        time: event.at,
        uniqueId: event.id,
        ...(event.value
          ? {
              value: toMajorUnits({
                amount: event.value.amountMinor,
                currency: event.value.currency as Money['currency'],
              }),
              valueCurrency: event.value.currency,
            }
          : {}),
        metric: { data: { type: MetricEnum.Metric, attributes: { name: event.metric } } },
        profile: {
          data: {
            type: ProfileEnum.Profile,
            attributes: { email: event.email, externalId: event.userId },
          },
        },
      },
    },
  };
}

/** The HTTP answer of a refused request (the client throws axios' error, which carries it). */
const answerOf = (error: unknown) =>
  (error as { response?: { status: number; data: unknown } } | null)?.response;

/** Klaviyo's answer to a refused request, for the job's error. */
const refused = (what: string, error: unknown) => {
  const answer = answerOf(error);
  return new Error(
    answer
      ? `Klaviyo refused ${what}: ${answer.status} ${JSON.stringify(answer.data)}`
      : `Klaviyo did not answer ${what}: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
};

/**
 * Klaviyo through its Node client, `klaviyo-api` (docs/decisions/165 and 174). A profile is created
 * with ProfilesApi.createProfile; on 409 duplicate_profile the existing one (the id Klaviyo names) is
 * updated with updateProfile; events with EventsApi.createEvent. The client's own retries are off (one
 * attempt, no sleeping): a refusal throws and the job runner retries. Loaded with `import()` only
 * with KLAVIYO_API_KEY (decision 163); `baseUrl` serves tests and proxies.
 */
export function createKlaviyoEmailMarketing(options: {
  apiKey: string;
  baseUrl?: string;
}): EmailMarketing {
  const session = new ApiKeySession(
    options.apiKey,
    new RetryWithExponentialBackoff({ numRetries: 1 }),
  );
  const profiles = new ProfilesApi(session);
  const events = new EventsApi(session);
  if (options.baseUrl) {
    const base = options.baseUrl.replace(/\/$/, '');
    profiles.basePath = base;
    events.basePath = base;
  }

  return {
    kind: 'klaviyo',
    async upsertProfile(profile) {
      const attributes = profileAttributes(profile);
      try {
        await profiles.createProfile({ data: { type: ProfileEnum.Profile, attributes } });
        return;
      } catch (error) {
        const answer = answerOf(error);
        if (answer?.status !== 409) throw refused('the profile', error);
        const conflict = answer.data as {
          errors?: { meta?: { duplicate_profile_id?: string } }[];
        };
        const id = conflict.errors?.[0]?.meta?.duplicate_profile_id;
        if (!id)
          throw new Error('Klaviyo answered 409 without the duplicate profile id', {
            cause: error,
          });
        try {
          await profiles.updateProfile(id, { data: { type: ProfileEnum.Profile, id, attributes } });
        } catch (updateError) {
          throw refused('the profile update', updateError);
        }
      }
    },
    async trackEvent(event) {
      try {
        await events.createEvent(toKlaviyoEvent(event));
      } catch (error) {
        throw refused('the event', error);
      }
    },
  };
}
