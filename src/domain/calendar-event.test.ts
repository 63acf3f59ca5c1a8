import { describe, expect, it } from 'vitest';
import { bookingEventChangedAt, bookingEventSequence, bookingEventUid } from './calendar-event';

describe('a booking’s calendar event', () => {
  it('one UID per booking; a SEQUENCE that grows with each change and fits 32 bits', () => {
    expect(bookingEventUid('abc')).toBe('abc@levada');
    const first = bookingEventSequence(new Date('2026-11-20T12:00:00Z'));
    const later = bookingEventSequence(new Date('2026-11-20T12:00:01Z'));
    expect(later).toBe(first + 1);
    expect(bookingEventSequence(new Date('2090-01-01T00:00:00Z'))).toBeLessThan(2 ** 31);
  });

  it('changes at the acceptance and at each move of the accepted booking, nothing else', () => {
    const requested = [
      { transition: 'request-payment', createdAt: '2026-11-20T10:00:00.000Z' },
      { transition: 'confirm-payment', createdAt: '2026-11-20T10:01:00.000Z' },
      { transition: 'update-preauthorized-booking', createdAt: '2026-11-20T11:00:00.000Z' },
    ];
    expect(bookingEventChangedAt(requested)).toBeNull();
    const accepted = [
      ...requested,
      { transition: 'accept', createdAt: '2026-11-20T12:00:00.000Z' },
    ];
    expect(bookingEventChangedAt(accepted)?.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    const moved = [
      ...accepted,
      { transition: 'update-accepted-booking', createdAt: '2026-11-25T08:00:00.000Z' },
    ];
    expect(bookingEventChangedAt(moved)?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });
});
