import { count, inArray } from 'drizzle-orm';
import type { OwnListing } from '../../../contracts/own-listings';
import { assertPublishable, missingForPublish } from '../../../domain/listing-states';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { ListingRow } from './own-listing-access';
import { toPublicListings } from './to-public-listing';

/** The publish check's view of a listing row. */
export const publishCandidateOf = (row: ListingRow, imageCount: number) => ({
  title: row.title,
  description: row.description,
  shortDescription: row.shortDescription,
  address: row.publicData.location?.address,
  hasGeolocation: row.lat !== null && row.lng !== null,
  adultPrice: row.publicData.prices?.adult ?? row.priceAmount,
  planSeats: row.availabilityPlan ? row.availabilityPlan.entries.map((e) => e.seats) : null,
  imageCount,
});

/** The author's view: the public one plus the plan and what is missing to publish. */
export async function toOwnListings(
  db: Db,
  storage: ImageStorage,
  rows: ListingRow[],
  options: { imagesPerListing?: number } = {},
): Promise<OwnListing[]> {
  if (rows.length === 0) return [];
  const [views, counts] = await Promise.all([
    toPublicListings(db, storage, rows, options),
    db
      .select({ listingId: images.listingId, n: count() })
      .from(images)
      .where(
        inArray(
          images.listingId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(images.listingId),
  ]);
  const imageCounts = new Map(counts.map((c) => [c.listingId, c.n]));
  return views.map((view, i) => {
    const row = rows[i]!;
    return {
      ...view,
      availabilityPlan: row.availabilityPlan,
      missingForPublish: missingForPublish(publishCandidateOf(row, imageCounts.get(row.id) ?? 0)),
      updatedAt: row.updatedAt.toISOString(),
      rejectionReason: row.rejectionReason,
      durationMinutes: (row.publicData as { durationMinutes?: number }).durationMinutes ?? null,
    };
  });
}

export async function countListingImages(db: Db, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(images)
    .where(inArray(images.listingId, [listingId]));
  return row?.n ?? 0;
}

/** A listing that is (or is about to be) live must stay complete: a change leaving a gap is refused. */
export async function assertCompleteWhenLive(
  db: Db,
  row: ListingRow,
  imageCount?: number,
): Promise<void> {
  if (row.state !== 'published' && row.state !== 'pendingApproval') return;
  assertPublishable(publishCandidateOf(row, imageCount ?? (await countListingImages(db, row.id))));
}
