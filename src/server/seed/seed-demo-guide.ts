// The demo operator's guide (issue 46 item 2, decision 152): an account like the other demo accounts
// (the shared demo password, which the sign-up's strength check would refuse), which accepts Ana
// Sousa's (Laurissilva Trails) invitation through the same use cases as the email's link. The
// invitation email is kept in the outbox, never sent.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userTypes } from '../../domain/accounts';
import { createOutboxEmailSender } from '../../integrations/email/outbox-email-sender';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { acceptGuideInvitation } from '../modules/guides/accept-guide-invitation';
import { inviteGuide } from '../modules/guides/invite-guide';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export const demoGuide = {
  email: 'guide@levada.demo',
  firstName: 'Rita',
  lastName: 'Gouveia',
  phoneNumber: '+351 912 000 201',
  operatorEmail: 'ana.sousa@levada.demo',
} as const;

export async function seedDemoGuide(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'publicBaseUrl'> },
  passwordHash: string,
): Promise<void> {
  const [operator] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoGuide.operatorEmail));
  if (!operator) return;
  const now = deps.clock.now();
  const [guide] = await deps.db
    .insert(users)
    .values({
      id: randomUUID(),
      email: demoGuide.email,
      emailVerified: true,
      passwordHash,
      firstName: demoGuide.firstName,
      lastName: demoGuide.lastName,
      language: 'en',
      type: userTypes.customer,
      protectedData: {
        type: userTypes.customer,
        marketingEmailOption: false,
        phoneNumber: demoGuide.phoneNumber,
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const emailDeps = { ...deps, emailSender: createOutboxEmailSender() };
  const { token } = await inviteGuide(emailDeps, operator.id, { email: demoGuide.email });
  await acceptGuideInvitation(emailDeps, guide!.id, token, {});
}
