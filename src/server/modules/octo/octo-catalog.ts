// What a reseller may sell (decision 150): the published listings its operators granted it, with the
// commission each keeps. Every OCTO read of a product goes through here, so a listing not granted to
// the caller does not exist for it (INVALID_PRODUCT_ID).
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { ListingPublicData } from '../../../contracts/listings';
import { AppError } from '../../../domain/errors';
import { octoOptionId } from '../../../domain/octo';
import type { Db } from '../../db/client';
import { images, listingSlots, listings, resellerListings, users } from '../../db/schema';
import { toListingFacts, type ListingFacts } from '../transactions/price-request';

export type OctoListing = {
  id: string;
  authorId: string;
  title: string;
  description: string;
  shortDescription: string;
  lat: number | null;
  lng: number | null;
  publicData: ListingPublicData;
  facts: ListingFacts;
  commissionPercent: number;
  imageKeys: string[];
};

/** An OCTO error of the route group (decision 151): a 400 with its OCTO code and the id it names. */
export const octoError = (
  error:
    | 'INVALID_PRODUCT_ID'
    | 'INVALID_OPTION_ID'
    | 'INVALID_UNIT_ID'
    | 'INVALID_AVAILABILITY_ID'
    | 'INVALID_BOOKING_UUID'
    | 'BAD_REQUEST'
    | 'UNPROCESSABLE_ENTITY',
  message: string,
  fields: Record<string, string> = {},
): AppError =>
  new AppError(
    error === 'UNPROCESSABLE_ENTITY'
      ? 'transaction-invalid-transition'
      : 'validation-invalid-value',
    message,
    [{ octo: error, ...fields }],
  );

const listingColumns = {
  id: listings.id,
  authorId: listings.authorId,
  title: listings.title,
  description: listings.description,
  shortDescription: listings.shortDescription,
  lat: listings.lat,
  lng: listings.lng,
  timeZone: listings.timeZone,
  publicData: listings.publicData,
};
type ListingColumns = Pick<
  typeof listings.$inferSelect,
  | 'id'
  | 'authorId'
  | 'title'
  | 'description'
  | 'shortDescription'
  | 'lat'
  | 'lng'
  | 'timeZone'
  | 'publicData'
>;

/** The listings with their facts and their pictures' keys, in order. */
async function withPictures(
  db: Db,
  rows: (ListingColumns & { commissionPercent: number })[],
): Promise<OctoListing[]> {
  if (rows.length === 0) return [];
  const pictures = await db
    .select({ listingId: images.listingId, variants: images.variants })
    .from(images)
    .where(
      inArray(
        images.listingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(images.position));
  return rows.map((row) => ({
    ...row,
    facts: toListingFacts(row),
    imageKeys: pictures
      .filter((picture) => picture.listingId === row.id)
      .flatMap((picture) => {
        const best =
          picture.variants.find((v) => v.name === 'landscape-crop2x') ??
          picture.variants.find((v) => v.name === 'landscape-crop') ??
          picture.variants[0];
        return best ? [best.key] : [];
      }),
  }));
}

/** The granted, published listings of a reseller whose operator can be booked (all, or the ids asked). */
export async function octoListings(
  db: Db,
  resellerId: string,
  ids?: readonly string[],
): Promise<OctoListing[]> {
  const rows = await db
    .select({ ...listingColumns, commissionPercent: resellerListings.commissionPercent })
    .from(resellerListings)
    .innerJoin(listings, eq(listings.id, resellerListings.listingId))
    .innerJoin(users, eq(users.id, listings.authorId))
    .where(
      and(
        eq(resellerListings.resellerId, resellerId),
        eq(listings.state, 'published'),
        eq(listings.deleted, false),
        eq(users.banned, false),
        eq(users.deleted, false),
        ids ? inArray(listings.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(listings.title), asc(listings.id));
  return withPictures(db, rows);
}

/** The listing of a booking made, granted still or not, at the commission of the booking. */
export async function bookedListing(
  db: Db,
  listingId: string,
  commissionPercent: number,
): Promise<OctoListing> {
  const rows = await db.select(listingColumns).from(listings).where(eq(listings.id, listingId));
  const [listing] = await withPictures(
    db,
    rows.map((row) => ({ ...row, commissionPercent })),
  );
  if (!listing) throw new AppError('internal-error', `Listing ${listingId} is gone`);
  return listing;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One granted listing and the DEFAULT option, or INVALID_PRODUCT_ID / INVALID_OPTION_ID. */
export async function octoListing(
  db: Db,
  resellerId: string,
  productId: string,
  optionId?: string,
): Promise<OctoListing> {
  const [listing] = uuidPattern.test(productId)
    ? await octoListings(db, resellerId, [productId])
    : [];
  if (!listing) throw octoError('INVALID_PRODUCT_ID', `No product ${productId}`, { productId });
  if (optionId !== undefined && optionId !== octoOptionId)
    throw octoError('INVALID_OPTION_ID', `No option ${optionId}`, { optionId });
  return listing;
}

export type OctoSlot = {
  listingId: string;
  startAt: Date;
  endAt: Date;
  seats: number;
  booked: number;
};

/** A listing's future departures from `from` (inclusive) to `to` (exclusive). */
export async function departuresOf(
  db: Db,
  listingIds: readonly string[],
  range: { from: Date; to: Date; now: Date },
): Promise<OctoSlot[]> {
  if (listingIds.length === 0) return [];
  const from = range.from > range.now ? range.from : range.now;
  if (range.to <= from) return [];
  return db
    .select()
    .from(listingSlots)
    .where(
      and(
        inArray(listingSlots.listingId, [...listingIds]),
        gt(listingSlots.startAt, range.now),
        gte(listingSlots.startAt, from),
        lt(listingSlots.startAt, range.to),
      ),
    )
    .orderBy(asc(listingSlots.startAt));
}
