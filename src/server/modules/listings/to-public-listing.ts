import { inArray, asc } from 'drizzle-orm';
import type { Image, PublicAuthor, PublicListing } from '../../../contracts/listings';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { images, users, type listings } from '../../db/schema';

type ListingRow = typeof listings.$inferSelect;
type UserRow = typeof users.$inferSelect;
type ImageRow = typeof images.$inferSelect;

export const toImage = (row: ImageRow, storage: ImageStorage): Image => ({
  id: row.id,
  variants: row.variants.map((v) => ({ name: v.name, width: v.width, height: v.height, url: storage.urlFor(v.key) })),
});

export function toPublicAuthor(user: UserRow, profileImage: Image | null): PublicAuthor {
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

/** Loads authors and images for a page of listings in two queries and shapes the public view. */
export async function toPublicListings(
  db: Db,
  storage: ImageStorage,
  rows: ListingRow[],
  options: { imagesPerListing?: number } = {},
): Promise<PublicListing[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const authorRows = await db.select().from(users).where(inArray(users.id, authorIds));
  const profileImageIds = authorRows.map((u) => u.profileImageId).filter((id): id is string => !!id);
  const imageRows = await db
    .select()
    .from(images)
    .where(inArray(images.listingId, rows.map((r) => r.id)))
    .orderBy(asc(images.position), asc(images.createdAt));
  const profileImageRows = profileImageIds.length
    ? await db.select().from(images).where(inArray(images.id, profileImageIds))
    : [];

  const profileImages = new Map(profileImageRows.map((r) => [r.id, toImage(r, storage)]));
  const authors = new Map(
    authorRows.map((u) => [u.id, toPublicAuthor(u, u.profileImageId ? profileImages.get(u.profileImageId) ?? null : null)]),
  );
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
    price: row.priceAmount !== null ? { amount: row.priceAmount, currency: row.priceCurrency } : null,
    publicData: row.publicData,
    createdAt: row.createdAt.toISOString(),
    author: authors.get(row.authorId)!,
    images: imagesByListing.get(row.id) ?? [],
  }));
}
