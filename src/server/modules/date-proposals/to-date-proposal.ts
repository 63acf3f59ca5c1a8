import type { DateProposal } from '../../../contracts/transactions';
import { isProposalOpen } from '../../../domain/date-proposal';
import type { DateProposalRow } from './date-proposal-rows';

/** A proposal as both parties see it; one past its expiry reads as lapsed before anything closes it. */
export function toDateProposal(row: DateProposalRow, now: Date): DateProposal {
  const isOpen = isProposalOpen(row, now);
  return {
    id: row.id,
    previousStart: row.previousStart.toISOString(),
    previousEnd: row.previousEnd.toISOString(),
    bookingStart: row.bookingStart.toISOString(),
    bookingEnd: row.bookingEnd.toISOString(),
    proposedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: isOpen ? 'open' : ((row.outcome as DateProposal['status'] | null) ?? 'lapsed'),
    closedAt: isOpen ? null : (row.closedAt ?? row.expiresAt).toISOString(),
  };
}
