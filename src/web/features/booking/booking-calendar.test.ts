// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../contracts/transactions';
import { bookingEventSequence } from '../../../domain/calendar-event';
import { downloadBookingCalendar } from './booking-calendar';

const id = '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10';
const accepted = {
  id,
  state: 'accepted',
  transitions: [
    { transition: 'request-payment', by: 'customer', createdAt: '2026-11-20T10:00:00.000Z' },
    { transition: 'confirm-payment', by: 'customer', createdAt: '2026-11-20T10:01:00.000Z' },
    { transition: 'accept', by: 'provider', createdAt: '2026-11-20T12:00:00.000Z' },
  ],
  booking: { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T13:00:00.000Z' },
  listing: { title: 'Levada walk', titles: {} },
} as unknown as Transaction;

/** The text of the file the page offers for download. */
async function downloaded(transaction: Transaction, title = 'Levada walk'): Promise<string> {
  let file: Blob | null = null;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      file = blob;
      return 'blob:calendar';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await downloadBookingCalendar(transaction, { url: 'https://levada.example/order/x', title });
  return (file as Blob | null)!.text();
}
const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1] ?? 0);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the booking page’s calendar file', () => {
  it('is the event the emails sent: same UID, and the SEQUENCE of its last change', async () => {
    const moved = {
      ...accepted,
      transitions: [
        ...accepted.transitions,
        {
          transition: 'update-accepted-booking',
          by: 'provider',
          createdAt: '2026-11-25T08:00:00.000Z',
        },
      ],
      booking: { start: '2026-12-02T09:00:00.000Z', end: '2026-12-02T13:00:00.000Z' },
    } as unknown as Transaction;
    // The emails' events carry the sequence of the transition they tell of (notifications' booking-calendar.ts).
    const acceptedEmail = bookingEventSequence(new Date('2026-11-20T12:00:00.000Z'));
    const movedEmail = bookingEventSequence(new Date('2026-11-25T08:00:00.000Z'));

    const atAccept = await downloaded(accepted);
    expect(atAccept).toContain(`UID:${id}@levada`);
    expect(sequenceOf(atAccept)).toBe(acceptedEmail);
    const afterMove = await downloaded(moved);
    expect(afterMove).toContain('DTSTART:20261202T090000Z');
    // A calendar holding the acceptance email's event takes the moved one from the page.
    expect(sequenceOf(afterMove)).toBe(movedEmail);
    expect(sequenceOf(afterMove)).toBeGreaterThan(acceptedEmail);
  });

  it('names the tour as the reader reads it', async () => {
    expect(await downloaded(accepted, 'Passeio na levada')).toContain('SUMMARY:Passeio na levada');
  });
});
