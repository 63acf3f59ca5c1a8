import { eur } from '../../domain/money';
import type { BookingNotice } from '../modules/notifications/booking-notice';

/**
 * A booking notice as load-booking-notice.ts reads it: Ana (traveller, English) booked 2 adults and
 * 1 child on Rui's levada walk in Madeira, 09:00 to 13:00 Madeira time on Tuesday 1 December 2026
 * (Madeira is on UTC in winter; the summer case is in the tests), paying €123.45, Rui earning €86.42.
 */
export function buildNotice(overrides: Partial<BookingNotice> = {}): BookingNotice {
  return {
    transactionId: '3f1c2a9e-7b4d-4e8f-9a10-5c6d7e8f9012',
    transition: 'confirm-payment',
    by: 'customer',
    at: new Date('2026-11-20T10:00:00Z'),
    listing: {
      id: '0b9e8d7c-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
      title: 'Levada do Caldeirão Verde walk',
      titles: {},
      timeZone: 'Atlantic/Madeira',
      address: 'Parque Florestal das Queimadas, Santana',
      path: '/l/levada-do-caldeirao-verde-walk/0b9e8d7c-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
    },
    booking: {
      start: new Date('2026-12-01T09:00:00Z'),
      end: new Date('2026-12-01T13:00:00Z'),
      isFullDay: false,
      quantities: { adult: 2, child: 1, infant: 0 },
    },
    previousBooking: null,
    customer: {
      id: '11111111-1111-4111-8111-111111111111',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      language: 'en',
    },
    provider: {
      id: '22222222-2222-4222-8222-222222222222',
      firstName: 'Rui',
      lastName: 'Gomes',
      email: 'rui@example.pt',
      language: 'pt',
      phoneNumber: '+351912345678',
      isSmsOn: true,
      isWhatsappOn: false,
    },
    payinTotal: eur(12345),
    payoutTotal: eur(8642),
    refund: null,
    ...overrides,
  };
}
