// The reminder of a request still unanswered halfway through the operator's answer window (issue 45,
// decision 120): the operator is asked to answer by the deadline, and the traveller told when they
// will know at the latest. Queued when the card is authorised; nothing is sent once it was answered.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { transactions } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import type { JobInput } from '../../jobs/job-queue';
import type { Db } from '../../db/client';
import { storeEmail } from '../email/queue-email';
import { timerDueOf } from '../transactions/transition-transaction';
import { renderBookingEmail } from './booking-email';
import { formatBookingTime } from './booking-facts';
import { loadBookingNotice } from './load-booking-notice';

export const answerReminderJobKind = 'answer-reminder';

const payloadSchema = z.object({ transactionId: z.uuid(), requestedAt: z.coerce.date() });

/** The reminder of a request authorised at `requestedAt`, halfway to its deadline; none for an instant booking. */
export async function answerReminderJob(
  db: Db,
  transactionId: string,
  requestedAt: Date,
): Promise<JobInput | null> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!row || row.state !== 'preauthorized' || row.isInstant) return null;
  const deadline = await timerDueOf(db, row, 'expire');
  if (!deadline) return null;
  return {
    kind: answerReminderJobKind,
    payload: { transactionId, requestedAt: requestedAt.toISOString() },
    runAt: new Date(requestedAt.getTime() + (deadline.getTime() - requestedAt.getTime()) / 2),
    key: `${answerReminderJobKind}:${transactionId}`,
  };
}

export const sendAnswerReminder: JobHandler = async (payload, { deps }) => {
  const { transactionId, requestedAt } = payloadSchema.parse(payload);
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!row || row.state !== 'preauthorized') return;
  const deadline = await timerDueOf(deps.db, row, 'expire');
  if (!deadline || deadline <= deps.clock.now()) return;
  const notice = await loadBookingNotice(deps, {
    transactionId,
    transition: 'confirm-payment',
    by: 'customer',
    at: requestedAt,
  });
  if (!notice) return;
  for (const role of ['provider', 'customer'] as const) {
    const party = notice[role];
    // A reseller's traveller without an email address hears nothing from us (decision 149).
    if (!party.email) continue;
    const template =
      role === 'customer' ? 'booking-answer-reminder' : 'booking-answer-reminder-provider';
    const email = renderBookingEmail({
      notice,
      role,
      template,
      publicBaseUrl: deps.config.publicBaseUrl,
      extraValues: { deadline: formatBookingTime(deadline, notice, party.language) },
    });
    await storeEmail(deps, {
      to: party.email,
      userId: party.id,
      language: party.language,
      template,
      ...email,
      dedupeKey: `${answerReminderJobKind}:${transactionId}:${role}`,
    });
  }
};
