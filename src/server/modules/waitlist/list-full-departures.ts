import { and, asc, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FullDeparturesResponse } from '../../../contracts/waitlist';
import { AppError } from '../../../domain/errors';
import { openWaitlistStates } from '../../../domain/waitlist';
import type { AppDeps } from '../../app-deps';
import { departureDecisions, listings, listingSlots, waitlistEntries } from '../../db/schema';

const maxDays = 62;

/**
 * GET /api/listings/:id/full-departures: the departures of a published listing in [start, end) that
 * cannot take a party of one more now (no seat free), with how many parties wait; the listing page
 * offers their waitlist (decision 160). A departure cancelled at its minimum-group decision is not one.
 */
export async function listFullDepartures(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  listingId: string,
  range: { start: Date; end: Date },
): Promise<FullDeparturesResponse['data']> {
  if (
    !(range.end > range.start) ||
    range.end.getTime() - range.start.getTime() > maxDays * 86_400_000
  )
    throw new AppError('validation-invalid-params', `Ask for at most ${maxDays} days at a time`, [
      { path: 'end', code: 'range-too-long' },
    ]);
  const [listing] = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(eq(listings.id, listingId), eq(listings.state, 'published'), eq(listings.deleted, false)),
    );
  if (!listing) throw new AppError('not-found', 'Listing not found');
  const now = deps.clock.now();
  const slots = await deps.db
    .select()
    .from(listingSlots)
    .where(
      and(
        eq(listingSlots.listingId, listingId),
        gt(listingSlots.startAt, now),
        gte(listingSlots.startAt, range.start),
        lt(listingSlots.startAt, range.end),
        sql`${listingSlots.booked} >= ${listingSlots.seats}`,
        sql`not exists (select 1 from ${departureDecisions} where ${departureDecisions.listingId} = ${listingSlots.listingId} and ${departureDecisions.startAt} = ${listingSlots.startAt} and ${departureDecisions.outcome} = 'cancelled')`,
      ),
    )
    .orderBy(asc(listingSlots.startAt))
    .limit(500);
  if (slots.length === 0) return [];
  const waiting = await deps.db
    .select({ startAt: waitlistEntries.startAt, parties: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.listingId, listingId),
        inArray(waitlistEntries.state, [...openWaitlistStates]),
        gte(waitlistEntries.startAt, range.start),
        lt(waitlistEntries.startAt, range.end),
      ),
    )
    .groupBy(waitlistEntries.startAt);
  const partiesAt = new Map(waiting.map((row) => [row.startAt.getTime(), Number(row.parties)]));
  return slots.map((slot) => ({
    start: slot.startAt.toISOString(),
    end: slot.endAt.toISOString(),
    free: Math.max(0, slot.seats - slot.booked),
    waiting: partiesAt.get(slot.startAt.getTime()) ?? 0,
  }));
}
