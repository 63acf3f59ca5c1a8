import { z } from 'zod';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/job-queue';
import type { AppDeps } from '../../app-deps';
import { enqueueEnquiryEmail } from '../talk/message-email-job';
import type { BookingNotice } from './booking-notice';
import { notificationKinds, notificationsFor } from './notifications-for-transition';
import { reviewReminderJob } from './review-reminder-job';
import { answerReminderJob } from './answer-reminder-job';
import { notificationKey, sendTransactionNotification } from './send-transaction-notification';

import { transitionedPayloadSchema, type TransitionedEvent } from './transitioned-event';

export { transitionedPayloadSchema, type TransitionedEvent };

const notificationPayloadSchema = transitionedPayloadSchema.extend({
  kind: z.enum(notificationKinds),
});

/** Reads what a transition's messages need; null when the transaction is gone. */
export type LoadBookingNotice = (
  deps: AppDeps,
  event: TransitionedEvent,
) => Promise<BookingNotice | null>;

/**
 * The job handlers of booking notifications. `transaction-transitioned` decides which messages the
 * transition sends and queues one `transaction-notification` job for each, so a failing channel is
 * retried alone and never holds back the others (nor the transition, which committed before).
 */
export function createTransactionNotificationHandlers(
  load: LoadBookingNotice,
): Record<string, JobHandler> {
  return {
    'transaction-transitioned': async (payload, { deps, log }) => {
      const event = transitionedPayloadSchema.parse(payload);
      // An enquiry is a first message: the operator gets it as one (issue 9).
      if (event.transition === 'enquire')
        return enqueueEnquiryEmail(deps, event.transactionId, event.at);
      const notice = await load(deps, event);
      if (!notice)
        return log(
          `Transaction ${event.transactionId} not found: no notifications for ${event.transition}`,
        );
      const kinds = notificationsFor(notice);
      // A request waiting for the operator: the reminder halfway through its answer window.
      const reminder =
        event.transition === 'confirm-payment'
          ? await answerReminderJob(deps.db, notice.transactionId, event.at)
          : null;
      await deps.db.transaction(async (tx) => {
        if (reminder) await enqueueJob(tx, deps.clock, reminder);
        for (const kind of kinds) {
          await enqueueJob(tx, deps.clock, {
            kind: 'transaction-notification',
            payload: { ...payload, kind },
            key: `notify:${notificationKey(notice, kind)}`,
          });
        }
        if (event.transition === 'complete') {
          for (const role of ['customer', 'provider'] as const)
            await enqueueJob(
              tx,
              deps.clock,
              reviewReminderJob(notice.transactionId, role, event.at),
            );
        }
      });
    },
    'transaction-notification': async (payload, { deps, log }) => {
      const { kind, ...event } = notificationPayloadSchema.parse(payload);
      const notice = await load(deps, event);
      if (!notice)
        return log(
          `Transaction ${event.transactionId} not found: ${kind} of ${event.transition} not sent`,
        );
      await sendTransactionNotification(deps, notice, kind);
    },
  };
}
