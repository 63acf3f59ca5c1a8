import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, resellerListings, resellers } from '../../db/schema';

export type ResellerGrants = {
  resellers: { id: string; name: string }[];
  listings: { id: string; title: string }[];
  grants: {
    listingId: string;
    listingTitle: string;
    resellerId: string;
    commissionPercent: number;
  }[];
};

/** The resellers an operator may let sell, and which of the operator's listings each sells (decision 150). */
export async function listResellerGrants(db: Db, operatorId: string): Promise<ResellerGrants> {
  const all = await db
    .select({ id: resellers.id, name: resellers.name })
    .from(resellers)
    .orderBy(asc(resellers.name));
  const grants = await db
    .select({
      listingId: resellerListings.listingId,
      listingTitle: listings.title,
      resellerId: resellerListings.resellerId,
      commissionPercent: resellerListings.commissionPercent,
    })
    .from(resellerListings)
    .innerJoin(listings, eq(listings.id, resellerListings.listingId))
    .where(eq(listings.authorId, operatorId))
    .orderBy(asc(listings.title));
  const own = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.authorId, operatorId), eq(listings.deleted, false)))
    .orderBy(asc(listings.title));
  return { resellers: all, listings: own, grants };
}
