import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { monthOf } from '../../domain/affiliate-months';
import { affiliates, images, listingSlots, listings, users } from '../db/schema';
import { newReferralToken } from '../modules/affiliates/create-affiliate';
import { readReferralMark, type ReferralMark } from '../modules/affiliates/attribute-booking';
import { recordAffiliateClick } from '../modules/affiliates/record-affiliate-click';
import type { Clock } from '../clock';
import type { ListingPublicData } from '../../contracts/listings';

type UserRow = typeof users.$inferSelect;
type ListingRow = typeof listings.$inferSelect;
type ImageRow = typeof images.$inferSelect;
type ListingSlotRow = typeof listingSlots.$inferSelect;

let sequence = 0;
const next = () => ++sequence;
const baseTime = new Date('2026-01-01T10:00:00Z').getTime();

/** Inserts a real user row. Type 1 customer, 2 operator, 3 affiliate. */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  const at = new Date(baseTime + n * 1000);
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: `user${n}-${randomUUID().slice(0, 8)}@example.test`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      type: 1,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A tour operator with complete payout details (bookable) unless told otherwise. */
export const buildOperator = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, {
    type: 2,
    publicData: { cname: 'Levada Trails Lda' },
    isPayoutReady: true,
    ...overrides,
  });

/** An affiliate user with its affiliate account (Standard tier from the month it joined unless given). */
export async function buildAffiliate(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  account: Partial<typeof affiliates.$inferInsert> = {},
): Promise<UserRow & { affiliate: typeof affiliates.$inferSelect }> {
  const user = await buildUser(db, {
    type: 3,
    publicData: { cname: 'Quinta da Serra' },
    ...overrides,
  });
  const [affiliate] = await db
    .insert(affiliates)
    .values({
      userId: user.id,
      token: newReferralToken(),
      firstName: 'Quinta',
      lastName: 'daSerra',
      tierMonth: monthOf(user.createdAt),
      createdAt: user.createdAt,
      ...account,
    })
    .returning();
  return { ...user, affiliate: affiliate! };
}

/** Inserts a real listing row (published by default) with its author unless one is given. */
export async function buildListing(
  db: Db,
  overrides: Omit<Partial<typeof listings.$inferInsert>, 'publicData'> & {
    publicData?: Partial<ListingPublicData>;
  } = {},
): Promise<ListingRow> {
  const n = next();
  const authorId = overrides.authorId ?? (await buildOperator(db)).id;
  const at = overrides.createdAt ?? new Date(baseTime + n * 60_000);
  const priceAmount = overrides.priceAmount === undefined ? 4500 : overrides.priceAmount;
  const [row] = await db
    .insert(listings)
    .values({
      id: randomUUID(),
      title: `Levada walk number ${n}`,
      description: 'A gentle walk along an irrigation channel through laurel forest.',
      shortDescription: 'Laurel forest walk',
      state: 'published',
      lat: 32.75,
      lng: -16.9,
      createdAt: at,
      updatedAt: at,
      ...overrides,
      authorId,
      priceAmount,
      publicData: {
        categories: ['hiking'],
        duration: '3to4',
        pickupOffered: false,
        dropoffOffered: false,
        unitType: 'adult',
        cancellationPolicy: 'flexible-24h',
        prices: priceAmount === null ? undefined : { adult: priceAmount },
        timezone: 'Atlantic/Madeira',
        location: { address: 'Largo do Pelourinho, Funchal' },
        place: 'Funchal',
        ...overrides.publicData,
      },
    })
    .returning();
  return row!;
}

/** Inserts an image row with the variant names of spec 000 §9 (files are not written). */
export async function buildImage(
  db: Db,
  overrides: Partial<typeof images.$inferInsert> & { ownerId: string },
): Promise<ImageRow> {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(images)
    .values({
      id,
      position: 0,
      createdAt: new Date(baseTime + next() * 1000),
      variants: [
        { name: 'listing-card', width: 300, height: 200, key: `test/${id}/listing-card.jpg` },
        { name: 'listing-card-2x', width: 600, height: 400, key: `test/${id}/listing-card-2x.jpg` },
        { name: 'landscape-crop', width: 400, height: 267, key: `test/${id}/landscape-crop.jpg` },
      ],
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts one departure into the seat inventory: 3 hours and 8 free seats unless told otherwise. */
/** Puts a listing in any IANA time zone (the contracts offer Portugal's two; search reads any). */
export const moveListingTo = (db: Db, id: string, zone: string) =>
  db
    .update(listings)
    .set({
      publicData: sql`jsonb_set(${listings.publicData}, '{timezone}', to_jsonb(${zone}::text))`,
    })
    .where(eq(listings.id, id));

export async function buildListingSlot(
  db: Db,
  values: { listingId: string; startAt: Date; endAt?: Date; seats?: number; booked?: number },
): Promise<ListingSlotRow> {
  const [row] = await db
    .insert(listingSlots)
    .values({
      listingId: values.listingId,
      startAt: values.startAt,
      endAt: values.endAt ?? new Date(values.startAt.getTime() + 3 * 3_600_000),
      seats: values.seats ?? 8,
      booked: values.booked ?? 0,
    })
    .returning();
  return row!;
}

let visitors = 0;

/**
 * A visitor's verified referral mark, as the click route makes it: a click on the affiliate's link
 * recorded at `clickedAt` (now unless given) from a new visitor and an address of their own.
 */
export async function buildReferralMark(
  deps: { db: Db; clock: Clock },
  token: string,
  options: { clickedAt?: Date; visitorId?: string; address?: string } = {},
): Promise<ReferralMark> {
  const n = ++visitors;
  const visitor = {
    visitorId: options.visitorId ?? `test-visitor-${String(n).padStart(6, '0')}`,
    address: options.address ?? `203.0.113.${n % 250}`,
  };
  const clickedAt = options.clickedAt ?? deps.clock.now();
  const { mark } = await recordAffiliateClick(
    { db: deps.db, clock: { now: () => clickedAt } },
    { ref: token, ...visitor, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
  );
  const read = await readReferralMark(deps, { cookie: mark ?? undefined, ...visitor });
  if (!read) throw new Error(`No referral mark for ${token}`);
  return read;
}
