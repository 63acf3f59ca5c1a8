import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ListingQuery, ListingQueryResponse } from '../../../contracts/listings';
import type { ListingSortKey } from '../../../domain/listing';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { toPublicListings } from './to-public-listing';

const publicOnly = and(eq(listings.state, 'published'), eq(listings.deleted, false));

// The id breaks ties so that paging is stable.
const orderBy = (sort: ListingSortKey): SQL[] => {
  switch (sort) {
    case 'createdAt':
      return [asc(listings.createdAt), asc(listings.id)];
    case 'price':
      return [desc(listings.priceAmount), asc(listings.id)];
    case '-price':
      return [asc(listings.priceAmount), asc(listings.id)];
    default:
      return [desc(listings.createdAt), asc(listings.id)];
  }
};

export async function queryPublicListings(
  deps: { db: Db; imageStorage: ImageStorage },
  query: ListingQuery,
): Promise<ListingQueryResponse> {
  const { db } = deps;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(publicOnly)
      .orderBy(...orderBy(query.sort))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(listings).where(publicOnly),
  ]);
  return {
    data: await toPublicListings(db, deps.imageStorage, rows),
    meta: {
      page: query.page,
      perPage: query.perPage,
      totalItems: total,
      totalPages: Math.ceil(total / query.perPage),
    },
  };
}
