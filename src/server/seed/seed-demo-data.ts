import { demoTranslationsOf } from './demo-listing-translations';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import {
  listingPublicDataSchema,
  type AvailabilityPlan,
  type ListingPublicData,
} from '../../contracts/listings';
import type { ImageStorage } from '../../integrations/image-storage/image-storage';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { hashPassword } from '../modules/accounts/password';
import { createImage } from '../modules/images/create-image';
import { syncListingSlots } from '../modules/listings/sync-listing-slots';
import { createPayments } from '../providers/create-payments';
import type { Db } from '../db/client';
import { listings, marketplaceAdmins, users } from '../db/schema';
import {
  demoListings,
  demoAdmin,
  demoPassword,
  demoUsers,
  instantDemoTitles,
  demoQuestions,
  includedItems,
  type DemoListing,
  type DemoUser,
  type DemoUserKey,
} from './demo-listings';
import { openDemoPhotoCache } from './demo-photo-cache';
import { generatePhoto, photoThemes, type PhotoSubject, type PhotoTheme } from './generate-photo';
import { seedDemoAffiliates } from './seed-demo-affiliates';
import { demoOctoKey, seedDemoReseller } from './seed-demo-reseller';
import { seedDemoBookings, type BookingSeedSummary } from './seed-demo-bookings';
import { seedDemoGuide, demoGuide } from './seed-demo-guide';
import { seedDemoPayouts } from './seed-demo-payouts';
import { createPayouts } from '../providers/create-payouts';
import { featureListing } from '../modules/console/feature-listing';
import { createAffiliate } from '../modules/affiliates/create-affiliate';
import { createAvailabilityExceptions } from '../modules/listings/create-availability-exceptions';
import { seasonClosures, type Season } from '../../domain/availability-exception';
import { userTypes } from '../../domain/accounts';
import { localDateOf } from '../../domain/time-slots';

/** What the demo operators answer most (spec 001 §3: three quick replies). */
const demoQuickReplies = {
  quickReply1: {
    title: 'Yes, see you there',
    message:
      'Thank you for your message! Yes, that works well. We meet ten minutes before the start; see you on the day.',
  },
  quickReply2: {
    title: 'Hotel pickup',
    message:
      'We pick you up at your hotel 15 minutes before the start. Tell us its name and we confirm the time.',
  },
  quickReply3: {
    title: 'Weather',
    message:
      'We go in light rain. If the weather is unsafe we move you to another day or refund you in full.',
  },
};

export type SeedDeps = { db: Db; clock: Clock; imageStorage: ImageStorage; config?: Config };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Image work runs two at a time: the machine may have two cores and sharp uses one per job. */
const imageConcurrency = 2;

/** A month-day season (first before last in one year): its dates this year, or next year once this year's has ended. */
export function nextSeason(season: NonNullable<DemoListing['season']>, today: string): Season {
  const year = Number(today.slice(0, 4));
  const inYear = (y: number) => ({ first: `${y}-${season.first}`, last: `${y}-${season.last}` });
  return inYear(year).last >= today ? inYear(year) : inYear(year + 1);
}

/**
 * Fills an empty database with the demo marketplace: operators, customers and an affiliate (one
 * shared password) and published listings across Madeira and mainland Portugal, each with photos
 * drawn for it and run through the same image pipeline as uploads. All rows go in one
 * transaction, so a failed seed leaves the database empty and the next start tries again.
 * Returns a printable summary with the demo accounts.
 */
export async function seedDemoData(
  deps: SeedDeps,
  options: { log: (line: string) => void },
): Promise<string> {
  const started = performance.now();
  const { log } = options;
  const now = deps.clock.now().getTime();

  log('Seeding the demo marketplace…');
  // One hash for the shared password: argon2 is slow on purpose.
  const passwordHash = await hashPassword(demoPassword);
  const userRows = demoUsers.map((user) => toUserRow(user, passwordHash, now));
  const userIds = new Map<DemoUserKey, string>(demoUsers.map((u, i) => [u.key, userRows[i]!.id]));
  const listingRows = demoListings.map((listing, index) =>
    toListingRow(listing, index, userIds, now),
  );

  const photos = planPhotos(demoListings);
  const limit = createLimiter(imageConcurrency);
  const cache = await openDemoPhotoCache();
  const drawn = new Map<string, Promise<Buffer>>();
  // Each drawn photo is encoded once per size and format (JPEG, AVIF, WebP), whichever images use it.
  const encoded = new Map<string, Map<string, Promise<Buffer>>>();
  const kept = new Map<string, Map<string, Buffer>>();
  const photo = (planned: PlannedPhoto) => {
    const { theme, seed, subject } = planned;
    const key = photoKey(planned);
    let pending = drawn.get(key);
    if (!pending) {
      const encodings = new Map<string, Promise<Buffer>>();
      encoded.set(key, encodings);
      pending = cache.read(key).then((files) => {
        kept.set(key, files);
        for (const [name, data] of files)
          if (name !== 'source') encodings.set(name, Promise.resolve(data));
        return files.get('source') ?? limit(() => generatePhoto(theme, seed, { subject }));
      });
      drawn.set(key, pending);
    }
    return { source: pending, encodings: encoded.get(key)! };
  };

  let imageCount = 0;
  let slotCount = 0;
  await deps.db.transaction(async (tx) => {
    await tx.insert(users).values(userRows);
    // The marketplace's administrator (decision 100): an account of its own with the role, no listings.
    const [admin] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        email: demoAdmin.email,
        emailVerified: true,
        passwordHash,
        firstName: demoAdmin.firstName,
        lastName: demoAdmin.lastName,
        type: userTypes.customer,
        protectedData: { type: userTypes.customer, marketingEmailOption: false },
        createdAt: new Date(now - 90 * day),
        updatedAt: new Date(now - 90 * day),
      })
      .returning({ id: users.id });
    await tx
      .insert(marketplaceAdmins)
      .values({ userId: admin!.id, grantedAt: new Date(now - 90 * day), grantedBy: 'demo seed' });
    for (const row of userRows.filter((u) => u.type === 3)) {
      await createAffiliate(
        tx,
        { now: () => row.createdAt },
        { id: row.id, businessName: String(row.publicData?.cname ?? '') },
      );
    }
    const inserted = await tx.insert(listings).values(listingRows).returning();
    // The seat inventory of the bookable window, as publishing would make it.
    for (const row of inserted)
      slotCount += (await syncListingSlots(tx, row, deps.clock.now())).inserted;
    const total = photos.reduce((sum, list) => sum + list.length, 0);
    const distinct = new Set(photos.flat().map(photoKey)).size;
    log(`Making ${total} listing images from ${distinct} demo photos…`);
    await Promise.all(
      listingRows.flatMap((row, index) =>
        photos[index]!.map(async (planned, position) => {
          const drawing = photo(planned);
          const source = await drawing.source;
          const createdAt = row.createdAt.getTime() + (position + 1) * minute;
          await limit(() =>
            createImage(
              {
                db: tx,
                imageStorage: deps.imageStorage,
                clock: { now: () => new Date(createdAt) },
              },
              {
                ownerId: row.authorId,
                listingId: row.id,
                position,
                source,
                encodings: drawing.encodings,
              },
            ),
          );
          imageCount++;
          if (imageCount % 40 === 0) log(`  ${imageCount} of ${total} images ready`);
        }),
      ),
    );
  });
  // What this seed drew or encoded is kept for the next one.
  for (const [key, source] of drawn) {
    const files = new Map([['source', await source]]);
    for (const [name, data] of encoded.get(key)!) files.set(name, await data);
    const known = kept.get(key)!;
    for (const name of known.keys()) files.delete(name);
    if (files.size > 0) await cache.write(key, files);
  }

  // Seasonal tours close the rest of the year, through the operator's own use case.
  for (const [index, listing] of demoListings.entries()) {
    if (!listing.season) continue;
    const row = listingRows[index]!;
    const closures = seasonClosures({
      season: nextSeason(listing.season, localDateOf(deps.clock.now(), listing.timezone)),
      timeZone: listing.timezone,
      existing: [],
      now: deps.clock.now(),
    });
    await createAvailabilityExceptions(
      deps,
      { id: row.authorId, type: userTypes.operator },
      row.id,
      closures,
    );
  }

  // Payout accounts first, so that the demo bookings' money is transferred to the operators.
  const payoutCount = deps.config
    ? await seedDemoPayouts(
        {
          db: deps.db,
          clock: deps.clock,
          payouts: await createPayouts(deps.config, deps.db, deps.clock),
        },
        demoUsers.flatMap((user, i) => (user.type === 2 ? [{ user, id: userRows[i]!.id }] : [])),
      )
    : 0;
  if (payoutCount > 0) log(`  ${payoutCount} operators have a payout account`);

  // Bookings go through the engine after the listings are committed, like a traveller's would.
  const bookingsStarted = performance.now();
  const activity = deps.config
    ? await seedDemoBookings(
        {
          db: deps.db,
          clock: deps.clock,
          config: deps.config,
          payments: await createPayments(deps.config, deps.db, deps.clock),
          imageStorage: deps.imageStorage,
        },
        listingRows.map((row, index) => ({
          listing: demoListings[index]!,
          id: row.id,
          authorId: row.authorId,
          createdAt: row.createdAt,
          availabilityPlan: row.availabilityPlan!,
        })),
        new Map(
          demoUsers.map((u, i) => [
            u.key,
            {
              id: userRows[i]!.id,
              type: u.type,
              createdAt: userRows[i]!.createdAt,
              language: u.language ?? 'en',
            },
          ]),
        ),
        log,
      )
    : { bookings: 0, reviews: 0, messages: 0 };
  log(
    `  ${activity.bookings} bookings, ${activity.reviews} reviews and ${activity.messages} messages in ${((performance.now() - bookingsStarted) / 1000).toFixed(1)} s`,
  );
  // The affiliate's clicks and a referred booking, on a family tour the demo bookings leave alone.
  const familyTours = listingRows
    .map((row, index) => ({ listing: demoListings[index]!, id: row.id, authorId: row.authorId }))
    .filter(
      ({ listing }) => listing.schedule.kind === 'time' && listing.child && !listing.unitType,
    );
  if (deps.config && familyTours.length > 0) {
    const made = await seedDemoAffiliates(
      {
        db: deps.db,
        clock: deps.clock,
        config: deps.config,
        payments: await createPayments(deps.config, deps.db, deps.clock),
      },
      familyTours[familyTours.length - 1]!,
      userIds,
      log,
    );
    log(`Demo affiliate: ${made.clicks} clicks, ${made.bookings} referred booking`);
  }

  // Ana Sousa's guide, who runs her departures in the check-in app (decision 152).
  if (deps.config)
    await seedDemoGuide({ db: deps.db, clock: deps.clock, config: deps.config }, passwordHash);

  // The administrator features two tours for the landing page, as the console does (decision 130).
  const [adminRow] = await deps.db
    .select({ id: marketplaceAdmins.userId })
    .from(marketplaceAdmins)
    .limit(1);
  for (const title of featuredDemoTitles) {
    const index = demoListings.findIndex((listing) => listing.en.title === title);
    if (adminRow && index >= 0)
      await featureListing(
        deps,
        { id: adminRow.id, label: demoAdmin.email },
        listingRows[index]!.id,
        true,
      );
  }
  // About half the Madeira tours confirm instantly (issue 45, decision 120), set after the demo bookings
  // so that those stay the requests and answers they tell (a booking keeps the mode it was made with).
  const instantIds = listingRows
    .filter((_, index) => instantDemoTitles.has(demoListings[index]!.en.title))
    .map((row) => row.id);
  if (instantIds.length > 0)
    await deps.db
      .update(listings)
      .set({ publicData: sql`${listings.publicData} || '{"instantBooking": true}'::jsonb` })
      .where(inArray(listings.id, instantIds));
  log(`  ${instantIds.length} Madeira tours confirm instantly`);
  // A reseller of the OCTO API selling every demo listing (issue 47).
  await seedDemoReseller(deps, listingRows);

  const seconds = (performance.now() - started) / 1000;
  return summary(
    userRows.length + (deps.config ? 2 : 1),
    listingRows.length,
    imageCount,
    drawn.size,
    slotCount,
    activity,
    seconds,
  );
}

function toUserRow(
  user: DemoUser,
  passwordHash: string,
  now: number,
): typeof users.$inferInsert & { id: string; createdAt: Date } {
  const createdAt = new Date(now - user.joinedDaysAgo * day - (user.key.length % 7) * hour);
  return {
    id: randomUUID(),
    email: user.email,
    emailVerified: true,
    passwordHash,
    language: user.language ?? 'en',
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio ?? null,
    type: user.type,
    publicData: user.companyName ? { cname: user.companyName } : {},
    protectedData: {
      type: user.type,
      marketingEmailOption: false,
      ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
      ...(user.type === 2 ? { quickReplies: demoQuickReplies } : {}),
    },
    // Bookable as soon as their payout account is made (seed-demo-payouts.ts; with Stripe configured,
    // where no account can be made for them, the demo operators stay bookable).
    isPayoutReady: user.type === 2,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The demo listings before the room priced per night, the last one (decision 177). */
const toursBeforeTheRoom = 40;

function toListingRow(
  listing: DemoListing,
  index: number,
  userIds: Map<DemoUserKey, string>,
  now: number,
): typeof listings.$inferInsert & {
  id: string;
  authorId: string;
  createdAt: Date;
  availabilityPlan: AvailabilityPlan;
} {
  // Spread over the last five weeks in an interleaved order, so "newest first" mixes places. The
  // tours' order and dates stay as they were before the room per night (decision 177), listed last
  // and the newest.
  const rank = index < toursBeforeTheRoom ? (index * 17) % toursBeforeTheRoom : -0.5;
  const createdAt = new Date(now - (rank + 1) * 20 * hour - (index % 5) * 37 * minute);
  return {
    id: randomUUID(),
    authorId: userIds.get(listing.operator)!,
    state: 'published',
    title: listing.en.title,
    description: listing.en.description,
    shortDescription: listing.en.shortDescription,
    lat: listing.lat,
    lng: listing.lng,
    priceAmount: listing.adult,
    priceCurrency: 'EUR',
    publicData: toPublicData(listing),
    availabilityPlan: toAvailabilityPlan(listing),
    createdAt,
    updatedAt: createdAt,
  };
}

/** The listing's public data, checked against the same schema the API serves. */
export function toPublicData(listing: DemoListing): ListingPublicData {
  const pickup = listing.en.pickupDescription;
  const pt = listing.pt;
  return listingPublicDataSchema.parse({
    location: { address: listing.address, building: listing.en.meetingPoint },
    timezone: listing.timezone,
    place: listing.place,
    categories: listing.categories,
    duration: listing.duration,
    certificate: listing.certificate,
    included: listing.included.map((item) => includedItems[item][0]),
    languages: listing.languages,
    pickupOffered: pickup !== undefined,
    dropoffOffered: pickup !== undefined,
    pickupDescription: pickup,
    prices: {
      adult: listing.adult,
      child: listing.child ? { amount: listing.child[0], ageGroup: listing.child[1] } : undefined,
      infant: listing.infant
        ? { amount: listing.infant[0], ageGroup: listing.infant[1] }
        : undefined,
    },
    groupPricing: listing.maxGroupSize ? { maxGroupSize: listing.maxGroupSize } : undefined,
    minimumGroupSize: listing.minimumGroupSize,
    unitType: listing.unitType ?? 'adult',
    discountPercent: listing.discountPercent,
    cancellationPolicy: listing.cancellationPolicy ?? 'flexible-24h',
    rules: listing.en.rules,
    questions: demoQuestions[listing.en.title],
    highlights: listing.en.highlights,
    notIncluded: listing.en.notIncluded,
    whatToBring: listing.en.whatToBring,
    notSuitableFor: listing.en.notSuitableFor,
    accessibility: listing.en.accessibility,
    translations: {
      ...demoTranslationsOf(listing),
      pt: {
        meetingPoint: pt.meetingPoint,
        highlights: pt.highlights,
        notIncluded: pt.notIncluded,
        whatToBring: pt.whatToBring,
        notSuitableFor: pt.notSuitableFor,
        accessibility: pt.accessibility,
        title: pt.title,
        shortDescription: pt.shortDescription,
        description: pt.description,
        rules: pt.rules,
        pickupDescription: pt.pickupDescription,
        included: listing.included.map((item) => includedItems[item][1]),
      },
    },
  });
}

function toAvailabilityPlan(listing: DemoListing): AvailabilityPlan {
  const { schedule } = listing;
  if (schedule.kind === 'day') {
    return {
      type: 'availability-plan/day',
      timezone: listing.timezone,
      entries: schedule.days.map((dayOfWeek) => ({ dayOfWeek, seats: schedule.seats })),
    };
  }
  return {
    type: 'availability-plan/time',
    timezone: listing.timezone,
    entries: schedule.days.flatMap((dayOfWeek) =>
      schedule.slots.map(([startTime, endTime]) => ({
        dayOfWeek,
        seats: schedule.seats,
        startTime,
        endTime,
      })),
    ),
  };
}

type PlannedPhoto = { theme: PhotoTheme; seed: number; subject?: PhotoSubject };
/** One drawn photo, whichever images use it. */
export const photoKey = ({ theme, seed, subject }: PlannedPhoto) =>
  `${theme}:${seed}:${subject ?? ''}`;

/**
 * Which drawn photo each listing image uses. Every cover is a picture of its own (no two tours share
 * one, so tours of one category look different in a list), with the tour's activity drawn in when it
 * has one (dolphins, kayaks, a surfer, a paraglider). The other images reuse their theme's set in turn.
 */
export function planPhotos(list: DemoListing[]): PlannedPhoto[][] {
  const covers = new Map<PhotoTheme, number>(photoThemes.map((t) => [t, 0]));
  for (const listing of list) covers.set(listing.photos[0]!, covers.get(listing.photos[0]!)! + 1);
  const setSize = (theme: PhotoTheme) => Math.min(6, Math.max(3, covers.get(theme)!));
  const nextCover = new Map<PhotoTheme, number>(photoThemes.map((t) => [t, 0]));
  return list.map((listing, index) => {
    const first = listing.photos[0]!;
    const coverSeed = nextCover.get(first)!;
    nextCover.set(first, coverSeed + 1);
    return listing.photos.map((theme, position) =>
      position === 0
        ? { theme, seed: 1 + coverSeed, ...(listing.subject ? { subject: listing.subject } : {}) }
        : { theme, seed: 1 + ((coverSeed + index + position) % setSize(theme)) },
    );
  });
}

/** Runs at most n jobs at once, first come first served. */
function createLimiter(n: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await job();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

const featuredDemoTitles = [
  'Dolphin and whale watching by catamaran',
  'Levada do Caldeirão Verde laurel forest walk',
];

function summary(
  userCount: number,
  listingCount: number,
  imageCount: number,
  photoCount: number,
  slotCount: number,
  activity: BookingSeedSummary,
  seconds: number,
): string {
  const roles: Array<[1 | 2 | 3, string]> = [
    [2, 'Tour operators'],
    [1, 'Customers'],
    [3, 'Affiliate'],
  ];
  const width = Math.max(...demoUsers.map((u) => u.email.length)) + 2;
  const lines = [
    '',
    `Demo marketplace ready: ${listingCount} published listings, ${imageCount} images (${photoCount} drawn photos), ${slotCount} bookable departures, ${activity.bookings} bookings, ${activity.reviews} reviews, ${activity.messages} messages, ${userCount} accounts, in ${seconds.toFixed(1)} s.`,
    `Every demo account signs in with the password: ${demoPassword}`,
  ];
  for (const [type, label] of roles) {
    lines.push(`  ${label}:`);
    for (const user of demoUsers.filter((u) => u.type === type)) {
      const company = user.companyName ? ` (${user.companyName})` : '';
      lines.push(`    ${user.email.padEnd(width)}${user.firstName} ${user.lastName}${company}`);
    }
  }
  lines.push('  Administrator (the console at /console):');
  lines.push(`    ${demoAdmin.email.padEnd(width)}${demoAdmin.firstName} ${demoAdmin.lastName}`);
  lines.push('  Guide of Laurissilva Trails (the check-in app at /checkin):');
  lines.push(`    ${demoGuide.email.padEnd(width)}${demoGuide.firstName} ${demoGuide.lastName}`);
  lines.push('  Demo reseller (the OCTO API at /octo, every listing, 20 % commission):');
  lines.push(`    Authorization: Bearer ${demoOctoKey}`);
  lines.push('');
  return lines.join('\n');
}
