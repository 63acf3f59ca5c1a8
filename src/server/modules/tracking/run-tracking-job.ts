import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { analyticsEventNames } from '../../../integrations/analytics/analytics';
import { marketingMetrics } from '../../../integrations/email-marketing/email-marketing';
import { users } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { hasTrackingConsent } from './tracking-consent';

const properties = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
const common = { id: z.uuid(), at: z.coerce.date() };
const payloadSchema = z.discriminatedUnion('target', [
  z.object({
    ...common,
    target: z.literal('analytics'),
    name: z.enum(analyticsEventNames),
    distinctId: z.string().min(1),
    userId: z.uuid().nullish(),
    anonymousId: z.string().nullish(),
    properties,
    setProperties: properties.optional(),
  }),
  z.object({
    ...common,
    target: z.literal('marketing-event'),
    metric: z.enum(marketingMetrics),
    userId: z.uuid(),
    properties,
    value: z.object({ amountMinor: z.number().int(), currency: z.string() }).nullish(),
  }),
  z.object({ ...common, target: z.literal('marketing-profile'), userId: z.uuid() }),
  z.object({
    ...common,
    target: z.literal('ad-pixel-page-view'),
    distinctId: z.string().min(1),
    userId: z.uuid().nullish(),
    path: z.string().max(500),
  }),
]);

/**
 * Runs one `tracking-event` job: tells the analytics or email-marketing service or the ad pixel
 * (decisions 165–167 and 176).
 * An event of a signed-in person goes only while their stored choice is "accepted", so a decline
 * stops what was already queued; an event for a deleted account is logged and dropped.
 */
export const runTrackingJob: JobHandler = async (payload, { deps, log }) => {
  const item = payloadSchema.parse(payload);
  const userId = item.userId ?? null;
  let person: typeof users.$inferSelect | undefined;
  if (userId) {
    [person] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!person || person.deleted)
      return log(`Tracking ${describe(item)} for a deleted account ${userId}: dropped`);
    if (!(await hasTrackingConsent(deps.db, userId))) return;
  }
  switch (item.target) {
    case 'analytics':
      return deps.analytics.capture({
        id: item.id,
        name: item.name,
        distinctId: item.distinctId,
        userId,
        anonymousId: item.anonymousId ?? null,
        properties: item.properties,
        setProperties: item.setProperties,
        at: item.at,
      });
    case 'marketing-profile':
      return deps.emailMarketing.upsertProfile({
        userId: person!.id,
        email: person!.email,
        phoneNumber: phoneOf(person!),
        firstName: person!.firstName,
        lastName: person!.lastName,
      });
    case 'ad-pixel-page-view':
      return deps.adPixel.trackPageView({
        eventId: item.id,
        path: item.path,
        distinctId: item.distinctId,
        userId,
        occurredAt: item.at,
      });
    case 'marketing-event':
      return deps.emailMarketing.trackEvent({
        id: item.id,
        metric: item.metric,
        userId: person!.id,
        email: person!.email,
        properties: item.properties,
        value: item.value ?? null,
        at: item.at,
      });
  }
};

const describe = (item: z.infer<typeof payloadSchema>) =>
  item.target === 'analytics'
    ? item.name
    : item.target === 'marketing-event'
      ? item.metric
      : item.target === 'ad-pixel-page-view'
        ? 'ad pixel page view'
        : 'profile';

const phoneOf = (person: typeof users.$inferSelect) => {
  const phone = person.protectedData.phoneNumber;
  return typeof phone === 'string' && phone ? phone : null;
};
