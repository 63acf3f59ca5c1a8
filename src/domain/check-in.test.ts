import { describe, expect, it } from 'vitest';
import {
  mergeScan,
  noShowPersonsOf,
  notCheckedIn,
  refusalOf,
  resultOf,
  scanTimeOf,
  type CheckInState,
  type CodeCheck,
  type ScannedBooking,
  type ScanKind,
} from './check-in';

const start = new Date('2026-06-10T08:30:00Z');
const departure = { listingId: 'levada-do-rei', start };
const booking: ScannedBooking = { listingId: 'levada-do-rei', start, confirmed: true, persons: 3 };
const at = (time: string) => new Date(`2026-06-10T${time}:00Z`);

describe('refusing a scan', () => {
  const cases: Array<
    [string, CodeCheck, ScannedBooking | null, ScanKind, number | null, string | null]
  > = [
    ['a typed reference of the departure', { kind: 'none' }, booking, 'check-in', null, null],
    ['a genuine ticket of the departure', { kind: 'valid', start }, booking, 'check-in', 3, null],
    ['part of the party', { kind: 'none' }, booking, 'check-in', 2, null],
    ['a code that is no ticket', { kind: 'unreadable' }, booking, 'check-in', 1, 'not-a-ticket'],
    [
      'a forged or altered ticket',
      { kind: 'bad-signature' },
      booking,
      'check-in',
      1,
      'invalid-signature',
    ],
    [
      'a genuine ticket of another time, its booking unknown here',
      { kind: 'valid', start: at('14:00') },
      null,
      'check-in',
      1,
      'other-departure',
    ],
    ['a reference no booking has', { kind: 'none' }, null, 'check-in', 1, 'unknown-ticket'],
    [
      'a booking of another tour at the same time',
      { kind: 'valid', start },
      { ...booking, listingId: 'pico-ruivo' },
      'check-in',
      1,
      'other-departure',
    ],
    [
      'a cancelled booking',
      { kind: 'none' },
      { ...booking, confirmed: false },
      'no-show',
      null,
      'not-confirmed',
    ],
    ['more people than the party', { kind: 'none' }, booking, 'check-in', 4, 'too-many-persons'],
    ['a no-show of the party', { kind: 'none' }, booking, 'no-show', null, null],
  ];
  it.each(cases)('%s', (_name, code, scanned, kind, persons, refusal) => {
    expect(refusalOf({ code, booking: scanned, departure, kind, persons })).toBe(refusal);
  });
});

describe('merging scans from several devices', () => {
  const scans = [
    { kind: 'check-in' as const, scannedAt: at('09:05'), persons: 3 },
    { kind: 'check-in' as const, scannedAt: at('09:02'), persons: 2 },
    { kind: 'no-show' as const, scannedAt: at('09:40'), persons: 0 },
    { kind: 'no-show' as const, scannedAt: at('09:31'), persons: 0 },
  ];
  const expected: CheckInState = {
    checkedInAt: at('09:02'),
    checkedInPersons: 3,
    noShowAt: at('09:31'),
  };

  it.each([
    ['in the order made', [0, 1, 2, 3]],
    ['in reverse', [3, 2, 1, 0]],
    ['each twice', [1, 0, 1, 3, 2, 0, 3, 2]],
  ])('ends in the earliest times and the most people, %s', (_name, order) => {
    const state = order.reduce((s, index) => mergeScan(s, scans[index]!), notCheckedIn);
    expect(state).toEqual(expected);
  });

  it.each([
    ['the first scan', at('09:02'), 'checked-in'],
    ['a later scan of the same ticket', at('09:05'), 'already-checked-in'],
  ] as const)('tells %s that it was %s', (_name, scannedAt, result) => {
    expect(resultOf({ kind: 'check-in', scannedAt }, expected)).toBe(result);
  });

  it.each([
    ['no mark', notCheckedIn, 0],
    ['the whole party missing', { ...notCheckedIn, noShowAt: at('09:31') }, 3],
    ['two of three came', { ...expected, checkedInPersons: 2 }, 1],
    ['all came after a mark', expected, 0],
  ] as const)('counts the no-shows of a party of 3 with %s', (_name, state, count) => {
    expect(noShowPersonsOf(3, state)).toBe(count);
  });
});

describe('the time a scan is kept with', () => {
  const received = at('10:00');
  it.each([
    ['the device clock', at('09:02'), at('09:02')],
    ['never after it reached the server', at('11:00'), received],
    [
      'never more than a day before the departure',
      new Date('2020-01-01T00:00:00Z'),
      new Date('2026-06-09T08:30:00Z'),
    ],
  ] as const)('%s', (_name, scannedAt, kept) => {
    expect(scanTimeOf(scannedAt, start, received)).toEqual(kept);
  });
});
