import { describe, expect, it } from 'vitest';
import { durationKeys } from './listing';
import { durationKeyOf, maxDurationMinutes } from './listing-duration';

describe('durationKeyOf (issue 49: durations of any length, buckets without gaps)', () => {
  it.each([
    [15, '1orless'],
    [60, '1orless'],
    [61, '1to2'],
    [140, '1to2'],
    [150, '3to4'],
    [269, '3to4'],
    [270, '5to6'],
    [390, '7to8'],
    [480, '7to8'],
    [481, '8ormore'],
    [23 * 60 + 59, '8ormore'],
    [24 * 60, 'multiday'],
    [maxDurationMinutes, 'multiday'],
  ] as const)('%i minutes is %s', (minutes, key) => expect(durationKeyOf(minutes)).toBe(key));

  it('puts every minute from 1 to 30 days in one bucket, the buckets in their order, none skipped', () => {
    let last = 0;
    const seen = new Set<string>();
    for (let minutes = 1; minutes <= maxDurationMinutes; minutes += 1) {
      const index = durationKeys.indexOf(durationKeyOf(minutes));
      if (index !== last && index !== last + 1) throw new Error(`${minutes} min skips a bucket`);
      last = index;
      seen.add(durationKeys[index]!);
    }
    expect([...seen]).toEqual([...durationKeys]);
  });
});
