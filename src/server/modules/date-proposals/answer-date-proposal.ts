// The traveller answers the operator's proposed date (decision 143): accepting fires the spec's update
// transition (the operator's change, with its move-seats effect, checked for free seats now); declining
// cancels with everything back. The operator may withdraw an unanswered proposal. Each runs in the
// engine's database transaction with the booking's row locked; payments move by the jobs it queues.
import { declineTransitionOf, updateTransitionOf } from '../../../domain/date-proposal';
import { AppError } from '../../../domain/errors';
import {
  actorOf,
  applyTransition,
  lockTransaction,
  runInTransaction,
  type EngineDeps,
  type TransactionRow,
} from '../transactions/transition-transaction';
import { answerableProposal, closeProposal } from './date-proposal-rows';

export type ProposalAnswer = 'accept' | 'decline' | 'withdraw';

export async function answerDateProposal(
  deps: EngineDeps,
  input: { transactionId: string; proposalId: string; userId: string; answer: ProposalAnswer },
): Promise<TransactionRow> {
  return runInTransaction(deps, false, async (tx) => {
    const row = await lockTransaction(tx, input.transactionId);
    if (!row) throw new AppError('not-found', 'Transaction not found');
    const actor = actorOf(row, { userId: input.userId });
    const answerer = input.answer === 'withdraw' ? 'provider' : 'customer';
    if (actor !== answerer)
      throw new AppError(
        'forbidden',
        input.answer === 'withdraw'
          ? 'Only the operator withdraws their proposal'
          : 'Only the traveller accepts or declines a proposed date',
        [{ code: 'actor-not-allowed', actor }],
      );
    const now = deps.clock.now();
    const proposal = await answerableProposal(tx, row.id, input.proposalId, now);
    const state = row.state;
    if (input.answer === 'withdraw') {
      await closeProposal(tx, proposal.id, 'withdrawn', now);
      return row;
    }
    const transition =
      input.answer === 'accept' ? updateTransitionOf(state) : declineTransitionOf(state);
    if (!transition)
      throw new AppError('transaction-invalid-transition', `A ${row.state} booking cannot change`, [
        { code: 'invalid-transition', state: row.state },
      ]);
    // The move is the operator's change (the spec's actors), made now that the traveller agreed; the
    // decline of a request is the traveller's own withdrawal, of an accepted booking the operator's
    // full-refund cancel (decision 143).
    const { row: next } = await applyTransition(tx, deps, row, {
      transition,
      actor: transition === 'decline-by-customer' ? 'customer' : 'provider',
      params:
        input.answer === 'accept'
          ? {
              bookingStart: proposal.bookingStart.toISOString(),
              bookingEnd: proposal.bookingEnd.toISOString(),
            }
          : {},
      isSpeculative: false,
    });
    await closeProposal(tx, proposal.id, input.answer === 'accept' ? 'accepted' : 'declined', now);
    return next;
  });
}
