import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { emailMessage } from '../email/render-email';
import { formatBookingTime, formatParticipants } from '../notifications/booking-facts';
import { loadBookingNotice } from '../notifications/load-booking-notice';
import { showTicket } from './show-ticket';

/**
 * GET /api/transactions/:id/wallet-pass: the confirmed booking's ticket as an Apple Wallet pass, for
 * its traveller only (the ticket's rules: 404 to anyone else), in the traveller's language. Without
 * the pass certificates there is no pass: 404 `wallet-pass-unavailable` (the page offers none).
 */
export async function createWalletPass(
  deps: Pick<AppDeps, 'db' | 'clock' | 'walletPasses'>,
  viewerId: string | null,
  id: string,
): Promise<{ reference: string; pass: Buffer }> {
  const ticket = await showTicket(deps, viewerId, id);
  if (!deps.walletPasses.isAvailable)
    throw new AppError('not-found', 'Wallet passes are not offered here', [
      { code: 'wallet-pass-unavailable' },
    ]);
  const notice = await loadBookingNotice(deps, {
    transactionId: ticket.transactionId,
    transition: 'accept',
    by: 'provider',
    at: deps.clock.now(),
  });
  if (!notice) throw new AppError('not-found', 'Ticket not found');
  const language = notice.customer.language;
  const label = (key: string) => emailMessage(language, `wallet.${key}`, {});
  const pass = await deps.walletPasses.createPass({
    serialNumber: ticket.reference,
    tourTitle: notice.listing.titles[language] ?? notice.listing.title,
    operatorName: `${notice.provider.firstName} ${notice.provider.lastName}`.trim(),
    start: notice.booking.start,
    when: formatBookingTime(notice.booking.start, notice, language),
    party: formatParticipants(notice.booking.quantities, language),
    code: ticket.code,
    meetingPoint: notice.listing.geolocation
      ? { ...notice.listing.geolocation, address: notice.listing.address }
      : null,
    language,
    labels: {
      tour: label('tour'),
      when: label('when'),
      party: label('party'),
      reference: label('reference'),
      meetingPoint: label('meetingPoint'),
    },
  });
  return { reference: ticket.reference, pass };
}
