import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewPeriodDays } from '../../../domain/booking-process';
import { reviewTransitionFor, type ReviewerRole } from '../../../domain/reviews';
import { transactions } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import type { JobInput } from '../../jobs/job-queue';
import { storeEmail } from '../email/queue-email';
import { renderBookingEmail } from './booking-email';
import { loadBookingNotice } from './load-booking-notice';

export const reviewReminderJobKind = 'review-reminder';
// The one reminder goes out two days before the review period closes.
const reminderAfterMs = (reviewPeriodDays - 2) * 86_400_000;

const payloadSchema = z.object({
  transactionId: z.uuid(),
  role: z.enum(['customer', 'provider']),
  completedAt: z.coerce.date(),
});

/** The reminder of one party, queued at completion (keyed: one per party and transaction). */
export const reviewReminderJob = (
  transactionId: string,
  role: ReviewerRole,
  completedAt: Date,
): JobInput => ({
  kind: reviewReminderJobKind,
  payload: { transactionId, role, completedAt: completedAt.toISOString() },
  runAt: new Date(completedAt.getTime() + reminderAfterMs),
  key: `${reviewReminderJobKind}:${transactionId}:${role}`,
});

/** Reminds a party who may still review (not reviewed yet, period open); nothing otherwise. */
export const sendReviewReminder: JobHandler = async (payload, { deps }) => {
  const { transactionId, role, completedAt } = payloadSchema.parse(payload);
  const [row] = await deps.db
    .select({ state: transactions.state })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!row || !reviewTransitionFor(row.state, role, deps.clock.now()).isAllowed) return;
  const notice = await loadBookingNotice(deps, {
    transactionId,
    transition: 'complete',
    by: 'system',
    at: completedAt,
  });
  if (!notice) return;
  const template = role === 'customer' ? 'review-reminder' : 'review-reminder-provider';
  const party = notice[role];
  if (!party.email) return;
  const email = renderBookingEmail({
    notice,
    role,
    template,
    publicBaseUrl: deps.config.publicBaseUrl,
  });
  await storeEmail(deps, {
    to: party.email,
    userId: party.id,
    language: party.language,
    template,
    ...email,
    dedupeKey: `${reviewReminderJobKind}:${transactionId}:${role}`,
  });
};
