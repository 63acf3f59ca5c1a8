import { and, eq } from 'drizzle-orm';
import type { PublicListing } from '../../../contracts/listings';
import { AppError } from '../../../domain/errors';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { publicListingColumns, toPublicListings } from './to-public-listing';

export async function showPublicListing(
  deps: { db: Db; imageStorage: ImageStorage },
  id: string,
): Promise<PublicListing> {
  const rows = await deps.db
    .select(publicListingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.state, 'published'), eq(listings.deleted, false)));
  const [listing] = await toPublicListings(deps.db, deps.imageStorage, rows);
  // Drafts, closed and deleted listings look exactly like missing ones to the public.
  if (!listing) throw new AppError('not-found', 'Listing not found');
  return listing;
}
