import { describe, expect, it } from 'vitest';
import { bookingChoiceParams, parseBookingChoice } from '../../../domain/booking-choice';
import { listingPathWithChoice, parseCheckoutChoice } from './checkout-choice';

const panelChoice = {
  date: '2026-06-12',
  start: '2026-06-12T09:00:00.000Z',
  end: '2026-06-12T12:00:00.000Z',
  adults: 2,
  children: 1,
  infants: 0,
};
const query = (change: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams(bookingChoiceParams(panelChoice));
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  return params;
};

describe('the checkout choice in the URL (the booking panel’s parameters, decision 024)', () => {
  it('reads what the booking panel sends as the order parameters', () => {
    expect(parseCheckoutChoice(query())).toEqual({
      bookingStart: '2026-06-12T09:00:00.000Z',
      bookingEnd: '2026-06-12T12:00:00.000Z',
      bookingStartDate: '2026-06-12',
      bookingQuantityAdult: 2,
      bookingQuantityChild: 1,
      bookingQuantityInfant: 0,
    });
  });

  it.each([
    ['no departure', { bookingStart: undefined }],
    ['a start that is no instant', { bookingStart: 'tomorrow' }],
    ['an end before the start', { bookingEnd: '2026-06-12T08:00:00.000Z' }],
    ['no date', { bookingDate: undefined }],
    ['a bad date', { bookingDate: '2026-13-40' }],
    ['nobody', { adults: '0', children: '0' }],
  ])('has no choice with %s', (_, change) => {
    expect(parseCheckoutChoice(query(change))).toBeNull();
  });
});

describe('back to the activity from checkout (issue 49)', () => {
  it('opens the listing page with the same date, departure and party', () => {
    const choice = parseCheckoutChoice(query())!;
    const path = listingPathWithChoice(
      '/l/levada-walk/6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11',
      choice,
    );
    expect(path.startsWith('/l/levada-walk/6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11?')).toBe(true);
    expect(parseBookingChoice(new URLSearchParams(path.split('?')[1]))).toEqual(panelChoice);
  });
});
