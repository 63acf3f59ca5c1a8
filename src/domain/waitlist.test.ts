import { describe, expect, it } from 'vitest';
import {
  joinRefusal,
  offerExpiryOf,
  offerHoursOf,
  partiesToOffer,
  placeInLine,
  type WaitingParty,
} from './waitlist';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
const party = (id: string, seats: number, seq: number): WaitingParty => ({ id, seats, seq });

describe('partiesToOffer: the waitlist offer order', () => {
  it.each([
    { free: 0, line: [party('a', 1, 0)], offered: [] },
    { free: 2, line: [party('a', 2, 0), party('b', 2, 1)], offered: ['a'] },
    // Who joined first, whatever order the rows come in.
    { free: 2, line: [party('b', 2, 1), party('a', 2, 0)], offered: ['a'] },
    // A party too large is passed over for the next that fits; it stays first for later seats.
    { free: 2, line: [party('a', 4, 0), party('b', 2, 1), party('c', 1, 2)], offered: ['b'] },
    { free: 3, line: [party('a', 4, 0), party('b', 2, 1), party('c', 1, 2)], offered: ['b', 'c'] },
    { free: 5, line: [party('a', 4, 0), party('b', 2, 1), party('c', 1, 2)], offered: ['a', 'c'] },
    { free: 1, line: [party('a', 2, 0)], offered: [] },
  ])('$free free seats → $offered', ({ free, line, offered }) => {
    expect(partiesToOffer(free, line).map((p) => p.id)).toEqual(offered);
  });
});

describe('offerExpiryOf: the hold expiry', () => {
  const start = new Date('2026-06-10T09:00:00Z');
  it('holds the seats for the listing’s hours', () => {
    expect(offerExpiryOf(new Date('2026-06-01T09:00:00Z'), start, 2).toISOString()).toBe(
      '2026-06-01T11:00:00.000Z',
    );
  });
  it('never past the booking cut-off, the start', () => {
    expect(offerExpiryOf(new Date('2026-06-10T08:00:00Z'), start, 2).toISOString()).toBe(
      start.toISOString(),
    );
  });
  it('2 hours unless the listing says otherwise', () => {
    expect(offerHoursOf({})).toBe(2);
    expect(offerHoursOf({ waitlistOfferHours: 6 })).toBe(6);
  });
});

describe('placeInLine', () => {
  const entries = [
    { ...party('a', 2, 0), state: 'expired' as const },
    { ...party('b', 2, 1), state: 'offered' as const },
    { ...party('c', 1, 2), state: 'waiting' as const },
    { ...party('d', 1, 3), state: 'left' as const },
  ];
  it('counts only the open entries, in the order they joined', () => {
    expect(placeInLine(entries, 'b')).toBe(1);
    expect(placeInLine(entries, 'c')).toBe(2);
    expect(placeInLine(entries, 'a')).toBeNull();
    expect(placeInLine(entries, 'd')).toBeNull();
  });
});

describe('joinRefusal', () => {
  const base = { start: at(60 * 24), now: at(0), capacity: 8, maxGroupSize: null };
  it.each([
    { seats: 2, free: 0, refusal: null },
    { seats: 3, free: 2, refusal: null },
    { seats: 2, free: 2, refusal: 'departure-not-full' },
    { seats: 9, free: 0, refusal: 'party-too-large' },
  ])('party of $seats with $free free → $refusal', ({ seats, free, refusal }) => {
    expect(joinRefusal({ ...base, seats, free })).toBe(refusal);
  });
  it('refuses a party above the listing’s group size and a departure that started', () => {
    expect(joinRefusal({ ...base, seats: 5, free: 0, maxGroupSize: 4 })).toBe('party-too-large');
    expect(joinRefusal({ ...base, seats: 1, free: 0, now: base.start })).toBe('departure-started');
  });
});
