import { desc } from 'drizzle-orm';
import type { ConsoleMarketingResponse } from '../../../contracts/tracking';
import type { EmailMarketing } from '../../../integrations/email-marketing/email-marketing';
import type { Db } from '../../db/client';
import { marketingEvents, marketingProfiles } from '../../db/schema';

/** The local email-marketing default's 50 newest profiles and events (decision 165). */
export async function searchConsoleMarketing(deps: {
  db: Db;
  emailMarketing: EmailMarketing;
}): Promise<ConsoleMarketingResponse> {
  const [profiles, events] = await Promise.all([
    deps.db.select().from(marketingProfiles).orderBy(desc(marketingProfiles.updatedAt)).limit(50),
    deps.db.select().from(marketingEvents).orderBy(desc(marketingEvents.occurredAt)).limit(50),
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
    },
  };
}
