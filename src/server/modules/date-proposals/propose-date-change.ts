// The operator proposes another departure (issue 45 item 5; decision 143). The change is checked by
// the spec's own update transition, run in a savepoint and rolled back: a full, past, out-of-window
// or same departure, or a booking that cannot move, is refused with the engine's coded error.
import { randomUUID } from 'node:crypto';
import { proposalExpiryOf, updateTransitionOf } from '../../../domain/date-proposal';
import { AppError } from '../../../domain/errors';
import { dateProposals } from '../../db/schema';
import { enqueueJobs } from '../../jobs/job-queue';
import { dateProposedJob } from '../notifications/date-proposed-email-job';
import {
  actorOf,
  applyTransition,
  lockTransaction,
  runInTransaction,
  type EngineDeps,
} from '../transactions/transition-transaction';
import { openProposalOf, type DateProposalRow } from './date-proposal-rows';

class CheckedOnly extends Error {}

export async function proposeDateChange(
  deps: EngineDeps,
  input: { transactionId: string; userId: string; bookingStart: string; bookingEnd: string },
): Promise<DateProposalRow> {
  return runInTransaction(deps, false, async (tx) => {
    const row = await lockTransaction(tx, input.transactionId);
    if (!row) throw new AppError('not-found', 'Transaction not found');
    const actor = actorOf(row, { userId: input.userId });
    if (actor !== 'provider')
      throw new AppError('forbidden', 'Only the operator proposes a new date', [
        { code: 'actor-not-allowed', actor },
      ]);
    const transition = updateTransitionOf(row.state);
    if (!transition || !row.bookingStart || !row.bookingEnd)
      throw new AppError(
        'transaction-invalid-transition',
        `A transaction in state ${row.state} cannot be moved`,
        [{ code: 'invalid-transition', state: row.state }],
      );
    const now = deps.clock.now();
    if (await openProposalOf(tx, row.id, now))
      throw new AppError('transition-reschedule-error', 'A date change is already proposed', [
        { code: 'proposal-open' },
      ]);
    const params = { bookingStart: input.bookingStart, bookingEnd: input.bookingEnd };
    try {
      await tx.transaction(async (savepoint) => {
        await applyTransition(savepoint, deps, row, {
          transition,
          actor,
          params,
          isSpeculative: true,
        });
        throw new CheckedOnly();
      });
    } catch (error) {
      if (!(error instanceof CheckedOnly)) throw error;
    }
    const bookingStart = new Date(input.bookingStart);
    const proposal: DateProposalRow = {
      id: randomUUID(),
      transactionId: row.id,
      proposedBy: input.userId,
      previousStart: row.bookingStart,
      previousEnd: row.bookingEnd,
      bookingStart,
      bookingEnd: new Date(input.bookingEnd),
      createdAt: now,
      expiresAt: proposalExpiryOf({
        proposedAt: now,
        currentStart: row.bookingStart,
        proposedStart: bookingStart,
      }),
      outcome: null,
      closedAt: null,
    };
    await tx.insert(dateProposals).values(proposal);
    // The traveller is emailed, in their language, once this commits.
    await enqueueJobs(tx, deps.clock, [dateProposedJob(row.id, proposal.id)]);
    return proposal;
  });
}
