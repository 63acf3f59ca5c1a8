// The traveller's email when the operator proposes another date (issue 45 item 5; decision 143): the
// new time and the one it replaces, until when to answer, and the button to the order page where they
// accept or cancel with a full refund. Queued with the proposal; nothing is sent once it closed.
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { dateProposals } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import type { JobInput } from '../../jobs/job-queue';
import { storeEmail } from '../email/queue-email';
import { renderBookingEmail } from './booking-email';
import { formatBookingTime } from './booking-facts';
import { loadBookingNotice } from './load-booking-notice';

export const dateProposedJobKind = 'date-proposed';
const payloadSchema = z.object({ transactionId: z.uuid(), proposalId: z.uuid() });

export const dateProposedJob = (transactionId: string, proposalId: string): JobInput => ({
  kind: dateProposedJobKind,
  payload: { transactionId, proposalId },
  key: `${dateProposedJobKind}:${proposalId}`,
});

export const sendDateProposedEmail: JobHandler = async (payload, { deps }) => {
  const { transactionId, proposalId } = payloadSchema.parse(payload);
  const [proposal] = await deps.db
    .select()
    .from(dateProposals)
    .where(and(eq(dateProposals.id, proposalId), isNull(dateProposals.outcome)));
  if (!proposal || proposal.expiresAt <= deps.clock.now()) return;
  const loaded = await loadBookingNotice(deps, {
    transactionId,
    transition: 'update-accepted-booking',
    by: 'provider',
    at: proposal.createdAt,
  });
  if (!loaded) return;
  // The email's "when" is the proposed time, "before" the booking's time now.
  const notice = {
    ...loaded,
    booking: { ...loaded.booking, start: proposal.bookingStart, end: proposal.bookingEnd },
    previousBooking: { start: proposal.previousStart, end: proposal.previousEnd },
  };
  const party = notice.customer;
  if (!party.email) return;
  const email = renderBookingEmail({
    notice,
    role: 'customer',
    template: 'booking-date-proposed',
    publicBaseUrl: deps.config.publicBaseUrl,
    extraValues: { deadline: formatBookingTime(proposal.expiresAt, notice, party.language) },
  });
  await storeEmail(deps, {
    to: party.email,
    userId: party.id,
    language: party.language,
    template: 'booking-date-proposed',
    ...email,
    dedupeKey: `${dateProposedJobKind}:${proposalId}`,
  });
};
