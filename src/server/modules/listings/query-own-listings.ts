import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { OwnListingsResponse } from '../../../contracts/own-listings';
import { manageListingsPageSize } from '../../../domain/listing';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { requireOperator, type Operator } from './own-listing-access';
import { toOwnListings } from './to-own-listing';

/** Manage listings (spec 000 §9): the operator's own listings, newest first, 42 a page, one image each. */
export async function queryOwnListings(
  deps: { db: Db; imageStorage: ImageStorage },
  user: Operator,
  query: { page: number },
): Promise<OwnListingsResponse> {
  requireOperator(user);
  const own = and(eq(listings.authorId, user.id), eq(listings.deleted, false));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(listings)
      .where(own)
      .orderBy(desc(listings.createdAt), asc(listings.id))
      .limit(manageListingsPageSize)
      .offset((query.page - 1) * manageListingsPageSize),
    deps.db.select({ total: count() }).from(listings).where(own),
  ]);
  return {
    data: await toOwnListings(deps.db, deps.imageStorage, rows, { imagesPerListing: 1 }),
    meta: {
      page: query.page,
      perPage: manageListingsPageSize,
      totalItems: total,
      totalPages: Math.ceil(total / manageListingsPageSize),
    },
  };
}
