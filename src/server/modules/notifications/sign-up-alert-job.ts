import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/job-queue';

export const signUpAlertJobKind = 'sign-up-alert';

const typeNames: Record<number, string> = { 1: 'customer', 2: 'tour operator', 3: 'affiliate' };

/**
 * Spec 001 §7: a chat alert on each sign-up outside production hosts (a staging or local site tells
 * the team someone tried it). Not on a production host; on a local or test host the outbox keeps it.
 */
export async function queueSignUpAlert(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'env'> },
  userId: string,
): Promise<void> {
  if (deps.config.env === 'production') return;
  await enqueueJob(deps.db, deps.clock, {
    kind: signUpAlertJobKind,
    payload: { userId },
    key: `${signUpAlertJobKind}:${userId}`,
  });
}

/** Posts the alert in the `alerts` room: the new account's first name, initial and type. */
export const sendSignUpAlert: JobHandler = async (payload, { deps, log }) => {
  const { userId } = z.object({ userId: z.uuid() }).parse(payload);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) return log(`Sign-up alert for ${userId}: the account is gone`);
  await deps.chatAlerts.post({
    room: 'alerts',
    text: `New sign-up on ${deps.config.publicBaseUrl}: ${user.firstName} ${user.lastName.slice(0, 1)}. (${typeNames[user.type] ?? 'user'})`,
    meta: { key: `${signUpAlertJobKind}:${userId}`, template: 'sign-up', language: 'en', userId },
  });
};
