import { eq, type SQL } from 'drizzle-orm';
import type { ConsoleListing } from '../../../contracts/console';
import type { ListingState } from '../../../domain/listing';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';

/** The columns of a listing the console shows, with its operator. */
export const consoleListingColumns = {
  id: listings.id,
  title: listings.title,
  state: listings.state,
  featured: listings.featured,
  rejectionReason: listings.rejectionReason,
  publicData: listings.publicData,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  operatorId: users.id,
  operatorFirstName: users.firstName,
  operatorLastName: users.lastName,
  operatorEmail: users.email,
  operatorPublicData: users.publicData,
  operatorBanned: users.banned,
};

type ConsoleListingRow = Awaited<ReturnType<typeof selectConsoleListings>>[number];

export function toConsoleListing(row: ConsoleListingRow): ConsoleListing {
  const company =
    typeof row.operatorPublicData.cname === 'string' ? row.operatorPublicData.cname : null;
  return {
    id: row.id,
    title: row.title,
    state: row.state as ListingState,
    featured: row.featured,
    rejectionReason: row.rejectionReason,
    place: row.publicData.place ?? row.publicData.location?.address ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    operator: {
      id: row.operatorId,
      name: `${row.operatorFirstName} ${row.operatorLastName}${company ? ` (${company})` : ''}`,
      email: row.operatorEmail,
      banned: row.operatorBanned,
    },
  };
}

/** Listings with their operators, as the console lists them. */
export const selectConsoleListings = (db: Db, where: SQL | undefined) =>
  db
    .select(consoleListingColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.authorId))
    .where(where);

/** One listing as the console shows it, or null. */
export async function loadConsoleListing(db: Db, id: string): Promise<ConsoleListing | null> {
  const [row] = await selectConsoleListings(db, eq(listings.id, id));
  return row ? toConsoleListing(row) : null;
}
