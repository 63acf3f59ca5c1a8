import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityPlan } from '../../contracts/listings';
import { jobs, listingSlots } from '../db/schema';
import { buildListing } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { runDueJobs } from './job-runner';
import { rollListingSlotsJobKind, scheduleListingSlotsRoll } from './roll-listing-slots';

// The test clock starts at 2026-06-01T09:00Z: Monday 10:00 in Madeira and Lisbon (summer time, UTC+1).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const plan: AvailabilityPlan = {
  type: 'availability-plan/time',
  timezone: 'Atlantic/Madeira',
  entries: [{ dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' }],
};
const rollJobs = () =>
  t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, rollListingSlotsJobKind))
    .orderBy(asc(jobs.runAt));
const lastDeparture = async (listingId: string) =>
  (
    await t.database.db
      .select()
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listingId))
      .orderBy(asc(listingSlots.startAt))
  )
    .at(-1)
    ?.startAt.toISOString();
const quiet = { log: () => {} };

describe('the nightly roll of the seat inventory as a job', () => {
  it('rolls once at boot, then every night at five past midnight, one run per local day', async () => {
    const listing = await buildListing(t.database.db, { availabilityPlan: plan });
    expect(await lastDeparture(listing.id)).toBeUndefined();

    // Boot: today's roll runs at once and queues tomorrow's.
    await scheduleListingSlotsRoll(t.database.db, t.clock);
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    expect(await lastDeparture(listing.id)).toBe('2026-08-24T08:00:00.000Z'); // the last Monday of the 90-day window
    expect((await rollJobs()).map((j) => [j.key, j.state, j.runAt.toISOString()])).toEqual([
      ['roll-listing-slots:2026-06-01', 'done', '2026-06-01T09:00:00.000Z'],
      ['roll-listing-slots:2026-06-02', 'queued', '2026-06-01T23:05:00.000Z'],
    ]);

    // A second boot (or a second server process) the same day adds nothing.
    t.clock.advance(3_600_000);
    await scheduleListingSlotsRoll(t.database.db, t.clock);
    expect(await runDueJobs(t.app.deps, quiet)).toBe(0);
    expect(await rollJobs()).toHaveLength(2);

    t.clock.set('2026-06-01T23:05:00Z');
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    expect((await rollJobs()).map((j) => j.state)).toEqual(['done', 'done', 'queued']);
  });

  it('after days down, runs the overdue roll at once, once, and carries on from today', async () => {
    const listing = await buildListing(t.database.db, { availabilityPlan: plan });
    t.clock.set('2026-06-08T10:00:00Z'); // the next Monday; the 2026-06-03 roll is overdue
    await scheduleListingSlotsRoll(t.database.db, t.clock); // today's key is new: both run
    expect(await runDueJobs(t.app.deps, quiet)).toBe(2);
    expect(await runDueJobs(t.app.deps, quiet)).toBe(0);
    expect(await lastDeparture(listing.id)).toBe('2026-08-31T08:00:00.000Z');
    const queued = (await rollJobs()).filter((j) => j.state === 'queued');
    expect(queued.map((j) => [j.key, j.runAt.toISOString()])).toEqual([
      ['roll-listing-slots:2026-06-09', '2026-06-08T23:05:00.000Z'],
    ]);
  });
});
