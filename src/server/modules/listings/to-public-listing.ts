import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Image,
  ListingPublicData,
  PublicAuthor,
  PublicListing,
} from '../../../contracts/listings';
import type { Language } from '../../../domain/languages';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { images, listings, users } from '../../db/schema';

type ListingRow = typeof listings.$inferSelect;
type UserRow = typeof users.$inferSelect;
type ImageRow = typeof images.$inferSelect;
/** The user columns the public view needs (never hashes, protected or private data). */
type PublicUserRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'bio' | 'publicData' | 'banned' | 'deleted'
>;

/** The listing's title in each language the operator translated it into (for pages and messages in the reader's). */
export function translatedTitles(
  publicData: Pick<ListingPublicData, 'translations'>,
): Partial<Record<Language, string>> {
  return Object.fromEntries(
    Object.entries(publicData.translations ?? {}).flatMap(([language, text]) =>
      text?.title?.trim() ? [[language, text.title]] : [],
    ),
  );
}

export const toImage = (
  row: Pick<ImageRow, 'id' | 'variants'> & { placeholder?: string | null; alt?: string | null },
  storage: ImageStorage,
): Image => ({
  id: row.id,
  variants: row.variants.map((v) => ({
    name: v.name,
    width: v.width,
    height: v.height,
    url: storage.urlFor(v.key),
    ...(v.avifKey && v.webpKey
      ? { avifUrl: storage.urlFor(v.avifKey), webpUrl: storage.urlFor(v.webpKey) }
      : {}),
  })),
  ...(row.placeholder ? { placeholder: row.placeholder } : {}),
  ...(row.alt ? { alt: row.alt } : {}),
});

export function toPublicAuthor(user: PublicUserRow, profileImage: Image | null): PublicAuthor {
  // Banned and deleted users keep no name or picture in public (spec 001 §1).
  if (user.banned || user.deleted) {
    return {
      id: user.id,
      displayName: user.banned ? 'Banned user' : 'Deleted user',
      abbreviatedName: '',
      bio: null,
      companyName: null,
      isBanned: user.banned,
      isDeleted: user.deleted,
      profileImage: null,
    };
  }
  const companyName = typeof user.publicData.cname === 'string' ? user.publicData.cname : null;
  return {
    id: user.id,
    displayName: `${user.firstName} ${user.lastName.charAt(0)}.`.trim(),
    abbreviatedName: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
    bio: user.bio,
    companyName,
    isBanned: false,
    isDeleted: false,
    profileImage,
  };
}

const profileImage = alias(images, 'profile_image');

/** The listing columns the public view is made of (not the search vector, the card, the plan). */
export const publicListingColumns = {
  id: listings.id,
  authorId: listings.authorId,
  title: listings.title,
  description: listings.description,
  shortDescription: listings.shortDescription,
  state: listings.state,
  lat: listings.lat,
  lng: listings.lng,
  priceAmount: listings.priceAmount,
  priceCurrency: listings.priceCurrency,
  publicData: listings.publicData,
  createdAt: listings.createdAt,
};
export type PublicListingRow = Pick<ListingRow, keyof typeof publicListingColumns>;

/**
 * Loads authors (with their profile pictures) and images for a page of listings in two queries,
 * sent together, and shapes the public view. Only the columns the view needs are read: on the
 * embedded database every column read is decoded in JavaScript (bench/README.md).
 */
export async function toPublicListings(
  db: Db,
  storage: ImageStorage,
  rows: PublicListingRow[],
  options: { imagesPerListing?: number } = {},
): Promise<PublicListing[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const [authors, imageRows] = await Promise.all([
    loadPublicAuthors(db, storage, authorIds),
    db
      .select({
        id: images.id,
        listingId: images.listingId,
        variants: images.variants,
        placeholder: images.placeholder,
        alt: images.alt,
      })
      .from(images)
      .where(
        inArray(
          images.listingId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(images.position), asc(images.createdAt)),
  ]);

  const imagesByListing = new Map<string, Image[]>();
  for (const row of imageRows) {
    const list = imagesByListing.get(row.listingId!) ?? [];
    if (options.imagesPerListing === undefined || list.length < options.imagesPerListing) {
      list.push(toImage(row, storage));
    }
    imagesByListing.set(row.listingId!, list);
  }

  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    shortDescription: row.shortDescription,
    state: row.state as PublicListing['state'],
    geolocation: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    price:
      row.priceAmount !== null ? { amount: row.priceAmount, currency: row.priceCurrency } : null,
    publicData: row.publicData,
    createdAt: row.createdAt.toISOString(),
    author: authors.get(row.authorId)!,
    images: imagesByListing.get(row.id) ?? [],
  }));
}

/** The public view of some users (with their profile pictures), by id, in one query. */
export async function loadPublicAuthors(
  db: Db,
  storage: ImageStorage,
  ids: string[],
): Promise<Map<string, PublicAuthor>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      publicData: users.publicData,
      banned: users.banned,
      deleted: users.deleted,
      profileImageId: profileImage.id,
      profileImageVariants: profileImage.variants,
    })
    .from(users)
    .leftJoin(profileImage, eq(profileImage.id, users.profileImageId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((u) => [
      u.id,
      toPublicAuthor(
        u,
        u.profileImageId && u.profileImageVariants
          ? toImage({ id: u.profileImageId, variants: u.profileImageVariants }, storage)
          : null,
      ),
    ]),
  );
}
