import { desc, eq } from 'drizzle-orm';
import type { ConsoleMarketingResponse } from '../../../contracts/tracking';
import type { EmailMarketing } from '../../../integrations/email-marketing/email-marketing';
import type { Db } from '../../db/client';
import { affiliateConversions, marketingEvents, marketingProfiles, users } from '../../db/schema';

/**
 * The local email-marketing default's 50 newest profiles and events (decision 165), and the affiliate
 * tracker's 50 newest conversions (decision 176).
 */
export async function searchConsoleMarketing(deps: {
  db: Db;
  emailMarketing: EmailMarketing;
}): Promise<ConsoleMarketingResponse> {
  const [profiles, events, conversions] = await Promise.all([
    deps.db.select().from(marketingProfiles).orderBy(desc(marketingProfiles.updatedAt)).limit(50),
    deps.db.select().from(marketingEvents).orderBy(desc(marketingEvents.occurredAt)).limit(50),
    deps.db
      .select({
        transactionId: affiliateConversions.transactionId,
        firstName: users.firstName,
        lastName: users.lastName,
        publicData: users.publicData,
        valueMinor: affiliateConversions.valueMinor,
        currency: affiliateConversions.currency,
        reportedAt: affiliateConversions.reportedAt,
      })
      .from(affiliateConversions)
      .innerJoin(users, eq(users.id, affiliateConversions.affiliateId))
      .orderBy(desc(affiliateConversions.reportedAt))
      .limit(50),
  ]);
  return {
    data: {
      kind: deps.emailMarketing.kind,
      profiles: profiles.map((p) => ({
        userId: p.userId,
        email: p.email,
        phoneNumber: p.phoneNumber,
        name: `${p.firstName} ${p.lastName}`,
        updatedAt: p.updatedAt.toISOString(),
      })),
      events: events.map((e) => ({
        id: e.id,
        metric: e.metric,
        email: e.email,
        properties: {
          ...e.properties,
          ...(e.valueMinor === null ? {} : { valueMinor: e.valueMinor, currency: e.currency }),
        },
        occurredAt: e.occurredAt.toISOString(),
      })),
      conversions: conversions.map((c) => ({
        transactionId: c.transactionId,
        // The business name an affiliate signed up with, else the person's.
        affiliateName:
          typeof c.publicData.cname === 'string' && c.publicData.cname
            ? c.publicData.cname
            : `${c.firstName} ${c.lastName}`,
        valueMinor: c.valueMinor,
        currency: c.currency,
        reportedAt: c.reportedAt.toISOString(),
      })),
    },
  };
}
