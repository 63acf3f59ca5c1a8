import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { DepartureWaitlistEntry, WaitlistEntry } from '../../../contracts/waitlist';
import { openWaitlistStates, placeInLine } from '../../../domain/waitlist';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { listings, users, waitlistEntries } from '../../db/schema';
import { waitlistCheckoutPath } from './send-waitlist-offer';

type EntryRow = typeof waitlistEntries.$inferSelect;
type ListingRow = { id: string; title: string; timeZone: string };

/** The open entries of the departures of `rows`, for their places in line. */
async function linesOf(db: Db, rows: EntryRow[]) {
  if (rows.length === 0) return [];
  return db
    .select({
      id: waitlistEntries.id,
      listingId: waitlistEntries.listingId,
      startAt: waitlistEntries.startAt,
      seats: waitlistEntries.seats,
      seq: waitlistEntries.seq,
      state: waitlistEntries.state,
    })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.state, [...openWaitlistStates]),
        or(
          ...rows.map((row) =>
            and(
              eq(waitlistEntries.listingId, row.listingId),
              eq(waitlistEntries.startAt, row.startAt),
            ),
          ),
        ),
      ),
    );
}

function toView(row: EntryRow, listing: ListingRow, line: Awaited<ReturnType<typeof linesOf>>) {
  const departureLine = line.filter(
    (other) =>
      other.listingId === row.listingId && other.startAt.getTime() === row.startAt.getTime(),
  );
  const isOffered = row.state === 'offered';
  return {
    id: row.id,
    listing: { id: listing.id, title: listing.title, timezone: listing.timeZone },
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    quantities: {
      adults: row.quantityAdult,
      children: row.quantityChild,
      infants: row.quantityInfant,
    },
    seats: row.seats,
    state: row.state,
    place: placeInLine(departureLine, row.id),
    createdAt: row.createdAt.toISOString(),
    offerExpiresAt: isOffered ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    checkoutPath: isOffered ? waitlistCheckoutPath(listing, row) : null,
  } satisfies WaitlistEntry;
}

/**
 * GET /api/waitlist: the signed-in traveller's entries (of one listing, for its page), with their
 * places in line: those still in line, and those that ended in the last 30 days.
 */
export async function listWaitlistEntries(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  customerId: string,
  listingId?: string,
): Promise<WaitlistEntry[]> {
  const recent = new Date(deps.clock.now().getTime() - 30 * 86_400_000);
  const rows = await deps.db
    .select({ entry: waitlistEntries, listing: listings })
    .from(waitlistEntries)
    .innerJoin(listings, eq(listings.id, waitlistEntries.listingId))
    .where(
      and(
        eq(waitlistEntries.customerId, customerId),
        listingId ? eq(waitlistEntries.listingId, listingId) : undefined,
        or(
          inArray(waitlistEntries.state, [...openWaitlistStates]),
          gt(waitlistEntries.endedAt, recent),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.startAt), desc(waitlistEntries.createdAt));
  const line = await linesOf(
    deps.db,
    rows.map((row) => row.entry),
  );
  return rows.map((row) => toView(row.entry, row.listing, line));
}

/** One entry of the traveller's; null when it is not theirs (to them it does not exist). */
export async function waitlistEntryView(
  db: Db,
  customerId: string,
  id: string,
): Promise<WaitlistEntry | null> {
  const [row] = await db
    .select({ entry: waitlistEntries, listing: listings })
    .from(waitlistEntries)
    .innerJoin(listings, eq(listings.id, waitlistEntries.listingId))
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.customerId, customerId)));
  if (!row) return null;
  return toView(row.entry, row.listing, await linesOf(db, [row.entry]));
}

/** The lines of departures, as their operator sees them on /inbox/departures (decision 160). */
export async function departureWaitlists(
  db: Db,
  listingIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, DepartureWaitlistEntry[]>> {
  const byDeparture = new Map<string, DepartureWaitlistEntry[]>();
  if (listingIds.length === 0) return byDeparture;
  const rows = await db
    .select({
      entry: waitlistEntries,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.customerId))
    .where(
      and(
        inArray(waitlistEntries.listingId, listingIds),
        inArray(waitlistEntries.state, [...openWaitlistStates]),
        gt(waitlistEntries.startAt, new Date(from.getTime() - 1)),
      ),
    )
    .orderBy(asc(waitlistEntries.seq));
  for (const { entry, firstName, lastName } of rows) {
    if (entry.startAt >= to) continue;
    const key = `${entry.listingId} ${entry.startAt.toISOString()}`;
    const line = byDeparture.get(key) ?? [];
    line.push({
      id: entry.id,
      place: line.length + 1,
      name: `${firstName} ${lastName.slice(0, 1)}.`.trim(),
      persons: entry.quantityAdult + entry.quantityChild + entry.quantityInfant,
      state: entry.state as 'waiting' | 'offered',
      offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    });
    byDeparture.set(key, line);
  }
  return byDeparture;
}
