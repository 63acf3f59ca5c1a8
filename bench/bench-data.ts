// Bench data: operators, listings (mostly published) and image rows, inserted in multi-row batches.
// Image rows point to fake storage keys: the image pipeline is not run and no file is written.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { images, listings, users } from '../src/server/db/schema';
import type { ListingPublicData } from '../src/contracts/listings';
import { bookingProcessAlias } from '../src/domain/booking-process';
import { categoryKeys, durationKeys } from '../src/domain/listing';
import { listingImageVariants, profileImageVariants } from '../src/domain/image-variants';

export type BenchData = {
  publishedIds: string[];
  publishedCount: number;
  hiddenCount: number;
  operatorCount: number;
  imageCount: number;
};

// A small seeded generator so that two runs see the same shapes (ids are random UUIDs).
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const places = [
  'Funchal',
  'Santana',
  'Porto Moniz',
  'Calheta',
  'Machico',
  'Câmara de Lobos',
  'Lisboa',
  'Porto',
  'Sintra',
  'Lagos',
  'Évora',
  'Nazaré',
];
const activities = [
  'Levada walk',
  'Dolphin watching',
  'Jeep safari',
  'Canyoning',
  'Wine tasting',
  'Sunrise hike',
  'Kayak tour',
  'Food tour',
  'Paragliding flight',
  'Whale watching',
];
// For the search bench: text that differs by activity, in English and Portuguese, so that a word
// matches the listings it would match in a real catalogue rather than every listing, plus a closing
// sentence every listing shares (its words are the "matches nearly everything" case).
const searchText: Record<string, { en: string; ptTitle: string; pt: string }> = {
  'Levada walk': {
    en: 'Follow a centuries-old levada through the laurel forest, past waterfalls and tunnels, with views over deep valleys.',
    ptTitle: 'Passeio na levada',
    pt: 'Siga uma levada centenária pela floresta Laurissilva, entre cascatas e túneis, com vistas sobre vales profundos.',
  },
  'Dolphin watching': {
    en: 'Sail out on a quiet catamaran to find common and bottlenose dolphins, with a marine biologist on board.',
    ptTitle: 'Observação de golfinhos',
    pt: 'Navegue num catamarã silencioso ao encontro de golfinhos-comuns e roazes, com um biólogo marinho a bordo.',
  },
  'Jeep safari': {
    en: 'Ride a four-wheel-drive jeep along mountain tracks to viewpoints, villages and the north coast.',
    ptTitle: 'Safari de jipe',
    pt: 'Percorra de jipe os caminhos de montanha até miradouros, aldeias e a costa norte.',
  },
  Canyoning: {
    en: 'Abseil down waterfalls and slide into clear pools in a river canyon, with all the technical equipment provided.',
    ptTitle: 'Canyoning',
    pt: 'Desça cascatas em rapel e salte para lagoas cristalinas num desfiladeiro, com todo o equipamento técnico incluído.',
  },
  'Wine tasting': {
    en: 'Taste five wines in a historic wine lodge and learn how the cellars age them in oak casks.',
    ptTitle: 'Prova de vinhos',
    pt: 'Prove cinco vinhos numa adega histórica e descubra como envelhecem em cascos de carvalho.',
  },
  'Sunrise hike': {
    en: 'Start in the dark and reach the summit for sunrise above a sea of clouds.',
    ptTitle: 'Caminhada ao nascer do sol',
    pt: 'Parta de noite e chegue ao pico ao nascer do sol, acima de um mar de nuvens.',
  },
  'Kayak tour': {
    en: 'Paddle a sea kayak along the cliffs into caves and sheltered coves.',
    ptTitle: 'Passeio de caiaque',
    pt: 'Reme num caiaque de mar junto às falésias, entre grutas e enseadas abrigadas.',
  },
  'Food tour': {
    en: 'Taste local food and drinks in the markets, taverns and bakeries of the old town.',
    ptTitle: 'Passeio gastronómico',
    pt: 'Prove comida e bebidas locais nos mercados, tascas e padarias da zona velha.',
  },
  'Paragliding flight': {
    en: 'Fly a tandem paraglider from the mountain to the beach with a certified pilot.',
    ptTitle: 'Voo de parapente',
    pt: 'Voe de parapente em tandem da montanha até à praia com um piloto certificado.',
  },
  'Whale watching': {
    en: 'Look for sperm whales and pilot whales in the deep Atlantic with spotters on the cliffs.',
    ptTitle: 'Observação de baleias',
    pt: 'Procure cachalotes e baleias-piloto no Atlântico profundo com vigias nas falésias.',
  },
};
const sharedClosing = {
  en: 'Small groups, local guides and free cancellation up to 24 hours before.',
  pt: 'Grupos pequenos, guias locais e cancelamento gratuito até 24 horas antes.',
};
const adjectives = [
  'Private',
  'Small-group',
  'Half-day',
  'Full-day',
  'Sunset',
  'Family',
  'Guided',
  'Scenic',
];
const sentence =
  'Walk along centuries-old irrigation channels through laurel forest listed by UNESCO, with stops at viewpoints over the valleys and a local guide who explains the history of the island. ';

const BATCH = 500;

async function insertInBatches<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const fakeVariants = (
  id: string,
  specs: readonly { name: string; width: number; height: number }[],
) =>
  specs.map((v) => ({
    name: v.name,
    width: v.width,
    height: v.height,
    key: `bench/${id}/${v.name}.jpg`,
  }));

export async function seedBenchData(
  db: Db,
  options: {
    publishedListings: number;
    operators: number;
    seed?: number;
    /**
     * The search bench: descriptions that differ by activity, and a Portuguese title and
     * description for every listing (publicData.translations.pt).
     */
    searchText?: boolean;
  },
): Promise<BenchData> {
  const random = mulberry32(options.seed ?? 20260601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const base = Date.UTC(2025, 0, 1);

  type UserInsert = typeof users.$inferInsert;
  type ListingInsert = typeof listings.$inferInsert;
  type ImageInsert = typeof images.$inferInsert;

  const userRows: UserInsert[] = [];
  const profileImages: ImageInsert[] = [];
  for (let i = 0; i < options.operators; i++) {
    const id = randomUUID();
    const at = new Date(base + i * 3_600_000);
    const hasPicture = random() < 0.4;
    const profileImageId = hasPicture ? randomUUID() : null;
    if (profileImageId) {
      profileImages.push({
        id: profileImageId,
        ownerId: id,
        listingId: null,
        position: 0,
        variants: fakeVariants(profileImageId, profileImageVariants),
        createdAt: at,
      });
    }
    userRows.push({
      id,
      email: `operator${i}@bench.example`,
      firstName: `Operator${i}`,
      lastName: pick(['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues']),
      bio: random() < 0.5 ? 'Certified mountain guide born in Madeira.' : null,
      type: 2,
      publicData: { cname: `${pick(places)} Tours Lda` },
      profileImageId,
      // A few banned/deleted authors keep the anonymising branch in the measured path.
      banned: i % 97 === 96,
      deleted: i % 89 === 88,
      createdAt: at,
      updatedAt: at,
    });
  }
  await insertInBatches(userRows, (batch) => db.insert(users).values(batch));

  // About 8% hidden listings on top of the published ones: drafts, closed, pending and deleted.
  const hiddenCount = Math.round(options.publishedListings * 0.08);
  const total = options.publishedListings + hiddenCount;
  const hiddenEvery = total / Math.max(hiddenCount, 1);
  const listingRows: ListingInsert[] = [];
  const imageRows: ImageInsert[] = [...profileImages];
  const publishedIds: string[] = [];
  let hiddenMade = 0;
  for (let i = 0; i < total; i++) {
    const id = randomUUID();
    const author = userRows[Math.floor(random() * userRows.length)]!;
    const isHidden = hiddenMade < hiddenCount && i >= Math.round((hiddenMade + 0.5) * hiddenEvery);
    const hidden = isHidden
      ? (['draft', 'closed', 'pendingApproval', 'deleted'] as const)[hiddenMade % 4]!
      : null;
    if (isHidden) hiddenMade++;
    // Every 50th listing shares the previous one's time: the id must break the tie in paging.
    const at = new Date(base + (i - (i % 50 === 49 ? 1 : 0)) * 2_700_000);
    const adult = 1500 + Math.floor(random() * 200) * 100;
    const place = pick(places);
    const adjective = pick(adjectives);
    const activity = pick(activities);
    const title = `${adjective} ${activity} from ${place}`;
    const publicData: ListingPublicData = {
      location: { address: `Rua ${i}, ${place}` },
      place,
      timezone: place === 'Lisboa' || place === 'Porto' ? 'Europe/Lisbon' : 'Atlantic/Madeira',
      categories: [pick(categoryKeys), ...(random() < 0.5 ? [pick(categoryKeys)] : [])].filter(
        (c, n, all) => all.indexOf(c) === n,
      ),
      duration: pick(durationKeys),
      languages: ['en', 'pt', ...(random() < 0.5 ? ['de'] : [])],
      included: ['Hotel pickup', 'Snacks and water', 'Insurance'],
      pickupOffered: random() < 0.6,
      dropoffOffered: random() < 0.4,
      prices: { adult, child: { amount: Math.round(adult / 2), ageGroup: '4-12' } },
      unitType: 'adult',
      cancellationPolicy: random() < 0.8 ? 'flexible-24h' : 'non-refundable',
      // No `translations` unless asked: the figures in README.md were measured without them. (They
      // also found that z.record(z.enum(languages)) required every language, so a partial set
      // answered 500; the contract now uses z.partialRecord.)
    };
    const descriptionRepeats = 2 + Math.floor(random() * 4);
    const text = searchText[activity]!;
    if (options.searchText) {
      publicData.translations = {
        pt: {
          title: `${text.ptTitle} a partir de ${place}`,
          description: `${`${text.pt} `.repeat(descriptionRepeats)}${sharedClosing.pt}`,
        },
      };
    }
    listingRows.push({
      id,
      authorId: author.id,
      state: hidden === null || hidden === 'deleted' ? 'published' : hidden,
      deleted: hidden === 'deleted',
      title,
      description: options.searchText
        ? `${`${text.en} `.repeat(descriptionRepeats)}${sharedClosing.en}`
        : sentence.repeat(descriptionRepeats).trim(),
      shortDescription: `${title} - Book online now!`,
      lat: 32.6 + random() * 0.3,
      lng: -17.2 + random() * 0.5,
      priceAmount: adult,
      priceCurrency: 'EUR',
      publicData,
      createdAt: at,
      updatedAt: at,
    });
    if (!hidden) publishedIds.push(id);
    const imageCount = 1 + Math.floor(random() * 3);
    for (let position = 0; position < imageCount; position++) {
      const imageId = randomUUID();
      imageRows.push({
        id: imageId,
        ownerId: author.id,
        listingId: id,
        position,
        variants: fakeVariants(imageId, listingImageVariants),
        createdAt: at,
      });
    }
  }
  await insertInBatches(listingRows, (batch) => db.insert(listings).values(batch));
  await insertInBatches(imageRows, (batch) => db.insert(images).values(batch));

  return {
    publishedIds,
    publishedCount: publishedIds.length,
    hiddenCount,
    operatorCount: userRows.length,
    imageCount: imageRows.length,
  };
}

/**
 * Departures for every published listing, generated in the database: 5 days a week for `days` days
 * from `from` (local dates in the listing's time zone), at 09:00 and, for half of the shorter tours,
 * again at 14:30, lasting as the duration key says; about 1 in 10 is sold out. Done in chunks of
 * listings so that the embedded database never holds one huge transaction. Returns the row count.
 */
export async function insertBenchSlots(
  db: Db,
  options: { from: string; days: number },
): Promise<number> {
  const ids = (
    (await db.execute(
      sql`select id from listings where state = 'published' and not deleted order by id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  let total = 0;
  const chunk = 2000;
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk);
    const result = (await db.execute(sql`
      insert into listing_slots (listing_id, start_at, end_at, seats, booked)
      select l.id, s.start_at, s.start_at + make_interval(mins => dur.minutes), 8,
             case when (h.h + d.d + k.k) % 10 = 0 then 8 else (h.h + d.d) % 5 end
      from listings l
      cross join lateral (select abs(hashtext(l.id::text)) as h) h
      cross join lateral (select case l.public_data ->> 'duration'
          when '1orless' then 60 when '1to2' then 120 when '3to4' then 210 when '5to6' then 330
          when '7to8' then 450 when '8ormore' then 540 else 1440 end as minutes) dur
      cross join generate_series(0, ${options.days - 1}) as d(d)
      cross join generate_series(0, 1) as k(k)
      cross join lateral (select ((${options.from}::date + d.d) + case k.k when 0 then time '09:00' else time '14:30' end)
          at time zone coalesce(l.public_data ->> 'timezone', 'Atlantic/Madeira') as start_at) s
      where l.id in (${sql.join(
        part.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and (h.h + d.d) % 7 < 5
        and (k.k = 0 or (h.h % 2 = 0 and dur.minutes < 300))
    `)) as unknown as { rowCount?: number | null; affectedRows?: number };
    total += result.rowCount ?? result.affectedRows ?? 0;
  }
  return total;
}

/**
 * Reviews as a marketplace in use has them: 3 in 10 published listings have 1 to 4 bookings that
 * ended reviewed, each with the traveller's review (1 to 5 stars), chosen by a hash of the id so that
 * two runs get the same. Inserted in the database like the departures; the rating columns follow
 * through their triggers (migration 0034). Returns the review count.
 */
export async function insertBenchReviews(db: Db): Promise<number> {
  const customer = { id: randomUUID() };
  await db.insert(users).values({
    id: customer.id,
    email: 'traveller@bench.example',
    firstName: 'Traveller',
    lastName: 'Costa',
    publicData: {},
    createdAt: new Date(Date.UTC(2025, 0, 1)),
    updatedAt: new Date(Date.UTC(2025, 0, 1)),
  });
  await db.execute(sql`
    create temporary table bench_reviewed as
    select gen_random_uuid() as id, l.id as listing_id, l.author_id, n.n
    from listings l
    cross join lateral (select abs(hashtext(l.id::text || 'reviews')) as h) h
    cross join generate_series(1, 1 + (h.h / 10) % 4) as n(n)
    where l.state = 'published' and not l.deleted and h.h % 10 < 3`);
  try {
    await db.execute(sql`
      insert into transactions (id, process_alias, listing_id, customer_id, provider_id, state,
                                last_transition, last_transitioned_at, created_at)
      select id, ${bookingProcessAlias}, listing_id, ${customer.id}::uuid, author_id, 'reviewed',
             'transition/expire-review-period', now(), now()
      from bench_reviewed`);
    const result = (await db.execute(sql`
      insert into reviews (id, transaction_id, listing_id, author_id, subject_id, type, rating, content, created_at)
      select gen_random_uuid(), id, listing_id, ${customer.id}::uuid, author_id, 'ofProvider',
             1 + abs(hashtext(id::text)) % 5, 'A lovely morning with a guide who knew every plant.', now()
      from bench_reviewed`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    return result.rowCount ?? result.affectedRows ?? 0;
  } finally {
    await db.execute(sql`drop table bench_reviewed`);
  }
}
