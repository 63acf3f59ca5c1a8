import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { listingTimeZones, type ListingTimeZone } from './listing';
import { isLocalMidnight, localDateOf, localTimeOf } from './zone-date';
import { floorToDay, formatWallDate, zoneModel } from './zone-time';

describe('localDateOf', () => {
  it.each([
    // Midnight in Portugal is 23:00Z in summer (UTC+1) and 00:00Z in winter (UTC+0).
    ['2026-07-14T22:59:59Z', 'Europe/Lisbon', '2026-07-14'],
    ['2026-07-14T23:00:00Z', 'Europe/Lisbon', '2026-07-15'],
    ['2026-07-14T23:00:00Z', 'Atlantic/Madeira', '2026-07-15'],
    ['2026-11-24T23:59:59Z', 'Atlantic/Madeira', '2026-11-24'],
    ['2026-11-25T00:00:00Z', 'Atlantic/Madeira', '2026-11-25'],
    // The nights the clocks change (29 March, 25 October 2026) and the turn of the year.
    ['2026-03-29T00:59:59Z', 'Europe/Lisbon', '2026-03-29'],
    ['2026-03-29T01:00:00Z', 'Europe/Lisbon', '2026-03-29'],
    ['2026-10-24T22:59:59Z', 'Europe/Lisbon', '2026-10-24'],
    ['2026-10-24T23:00:00Z', 'Europe/Lisbon', '2026-10-25'],
    ['2026-12-31T23:59:59Z', 'Europe/Lisbon', '2026-12-31'],
    ['2027-01-01T00:00:00Z', 'Atlantic/Madeira', '2027-01-01'],
  ] as const)('%s in %s is %s', (instant, zone, date) => {
    expect(localDateOf(new Date(instant), zone)).toBe(date);
  });

  it('agrees with the zone rules departures are computed with, at any instant of 2020–2040', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 11, 31) }),
        fc.constantFrom(...listingTimeZones),
        (t, zone) => {
          const wall = zoneModel(zone, t, t).toWall(t);
          expect(localDateOf(new Date(t), zone)).toBe(formatWallDate(wall));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with them hour by hour around every change of the clocks from 2024 to 2040', () => {
    const disagreements: string[] = [];
    for (let year = 2024; year <= 2040; year++)
      for (const [month, firstDay] of [
        [2, 25],
        [9, 25],
      ] as const)
        for (let hour = 0; hour < 10 * 24; hour += 1) {
          const t = Date.UTC(year, month, firstDay) + hour * 3_600_000;
          for (const zone of listingTimeZones) {
            const byRules = formatWallDate(zoneModel(zone, t, t).toWall(t));
            const date = localDateOf(new Date(t), zone);
            if (date !== byRules)
              disagreements.push(`${new Date(t).toISOString()} ${zone}: ${date} / ${byRules}`);
          }
        }
    expect(disagreements).toEqual([]);
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => localDateOf(new Date(), 'Atlantis/Nowhere' as ListingTimeZone)).toThrow(
      expect.objectContaining({ code: 'validation-invalid-value' }) as AppError,
    );
  });
});

describe('localTimeOf and isLocalMidnight', () => {
  it.each([
    ['2026-06-10T08:30:00Z', 'Atlantic/Madeira', '09:30', false],
    ['2026-07-14T23:00:00Z', 'Europe/Lisbon', '00:00', true],
    ['2026-07-14T23:00:00.001Z', 'Europe/Lisbon', '00:00', false],
    ['2026-11-25T00:00:00Z', 'Atlantic/Madeira', '00:00', true],
    ['2026-11-25T12:00:00Z', 'Atlantic/Madeira', '12:00', false],
    // The first of the two 01:30s of 25 October, and the hour that does not exist on 29 March.
    ['2026-10-25T01:30:00Z', 'Europe/Lisbon', '01:30', false],
    ['2026-03-29T01:00:00Z', 'Europe/Lisbon', '02:00', false],
  ] as const)('%s in %s is %s (a local midnight: %s)', (instant, zone, time, midnight) => {
    expect(localTimeOf(new Date(instant), zone)).toBe(time);
    expect(isLocalMidnight(new Date(instant), zone)).toBe(midnight);
  });

  it('agree with the zone rules departures are computed with, at any minute of 2020–2040', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2040, 11, 31) / 60_000 }),
        fc.boolean(),
        fc.constantFrom(...listingTimeZones),
        (minutes, onMidnight, zone) => {
          let t = minutes * 60_000;
          const model = zoneModel(zone, t - 86_400_000, t + 86_400_000);
          // Half the runs on a local midnight, which random minutes would hardly ever hit.
          if (onMidnight) t = model.toInstant(floorToDay(model.toWall(t)));
          const wall = model.toWall(t);
          expect(localTimeOf(new Date(t), zone)).toBe(new Date(wall).toISOString().slice(11, 16));
          expect(isLocalMidnight(new Date(t), zone)).toBe(model.toInstant(floorToDay(wall)) === t);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes an invalid date for no local midnight', () => {
    expect(isLocalMidnight(new Date(Number.NaN), 'Europe/Lisbon')).toBe(false);
  });
});
