import { describe, expect, it } from 'vitest';
import { bookingChoiceParams, defaultBookingChoice, parseBookingChoice } from './booking-choice';

const parse = (query: string) => parseBookingChoice(new URLSearchParams(query));

describe('parseBookingChoice', () => {
  it('reads a whole choice', () => {
    expect(
      parse(
        'bookingDate=2026-06-12&bookingStart=2026-06-12T14:00:00.000Z&bookingEnd=2026-06-12T17:00:00.000Z&adults=2&children=1&infants=1',
      ),
    ).toEqual({
      date: '2026-06-12',
      start: '2026-06-12T14:00:00.000Z',
      end: '2026-06-12T17:00:00.000Z',
      adults: 2,
      children: 1,
      infants: 1,
    });
  });

  it('gives one adult and nothing chosen without parameters', () => {
    expect(parse('')).toEqual(defaultBookingChoice);
  });

  it.each([
    ['bookingDate=2026-02-30', { date: null }],
    ['bookingDate=tomorrow', { date: null }],
    ['bookingStart=2026-06-12T14:00:00Z', { start: null, end: null }],
    [
      'bookingStart=2026-06-12T17:00:00Z&bookingEnd=2026-06-12T14:00:00Z',
      { start: null, end: null },
    ],
    ['bookingStart=yesterday&bookingEnd=2026-06-12T14:00:00Z', { start: null, end: null }],
    [
      'bookingStart=2026-06-12T15:00:00%2B01:00&bookingEnd=2026-06-12T18:00:00%2B01:00',
      { start: '2026-06-12T14:00:00.000Z', end: '2026-06-12T17:00:00.000Z' },
    ],
    ['adults=-1&children=1.5&infants=x', { adults: 1, children: 0, infants: 0 }],
    ['adults=99&children=0', { adults: 50, children: 0 }],
  ])('%s gives %j', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('reads back what it writes', () => {
    const choice = {
      date: '2026-06-12',
      start: '2026-06-12T14:00:00.000Z',
      end: '2026-06-12T17:00:00.000Z',
      adults: 3,
      children: 2,
      infants: 0,
    };
    expect(parse(new URLSearchParams(bookingChoiceParams(choice)).toString())).toEqual(choice);
    expect(bookingChoiceParams(defaultBookingChoice)).toEqual({
      adults: '1',
      children: '0',
      infants: '0',
    });
  });
});
