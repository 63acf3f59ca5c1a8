import { isTransitionName } from '../../../domain/booking-process';
import { AppError } from '../../../domain/errors';
import type { JobHandler } from '../../jobs/job-handler';
import {
  applyTransition,
  lockTransaction,
  runInTransaction,
  timerDueOf,
} from './transition-transaction';

/**
 * The `transaction-timer` job: fires a timed transition through the engine as the system. It does
 * nothing when the transaction has left the state, or when the timer moved later (a reschedule
 * enqueued a new job for the new time), so a job may run twice or late without harm.
 */
export const fireTransactionTimer: JobHandler = async (payload, { deps }) => {
  const { transactionId, transition } = payload;
  if (typeof transactionId !== 'string' || !isTransitionName(transition))
    throw new Error('A transaction-timer job needs transactionId and transition');
  try {
    await runInTransaction(deps, false, async (tx) => {
      const row = await lockTransaction(tx, transactionId);
      const due = row ? await timerDueOf(tx, row, transition) : null;
      if (!row || !due || due > deps.clock.now()) return;
      await applyTransition(tx, deps, row, {
        transition,
        actor: 'system',
        params: {},
        isSpeculative: false,
      });
    });
  } catch (error) {
    // Someone else moved the transaction on first (a race with the customer, say): nothing to do.
    if (error instanceof AppError && error.code === 'transaction-invalid-transition') return;
    throw error;
  }
};
