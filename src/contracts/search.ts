import { z } from 'zod';
import { listingSortKeys, searchPageSize } from '../domain/listing';
import { understoodPlaceKinds } from '../domain/query-understanding';
import { searchParamNames } from '../domain/search';
import { lineSchema, paginationSchema } from './common';
import { listingCardSchema } from './listings';
import { publicPaymentsConfigSchema } from './payments';
import { publicMarketplaceSettingsSchema } from './settings';

const param = (description: string) => lineSchema.max(2000).optional().describe(description);
const n = searchParamNames;

/** GET /api/listings/featured: the landing page's tours, featured and best first (decision 130). */
export const featuredListingsQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).max(24).default(6),
});

/**
 * GET /api/listings: the search page's own parameters (spec 000 §2), read by parseSearchParams in
 * src/domain/search.ts; a malformed value is answered 400 validation-invalid-params naming it.
 */
export const listingSearchQuerySchema = z.object({
  [n.page]: param('Page number, 1 to 10 000'),
  perPage: z.coerce.number().int().min(1).max(100).default(searchPageSize),
  [n.keywords]: param(
    "Words to find in titles and descriptions, in any of the listing's languages (accents and near misses forgiven)",
  ),
  [n.categories]: param('Category keys, comma-separated; a listing in any of them matches'),
  [n.durations]: param('Duration keys, comma-separated; any matches'),
  [n.pickup]: param('yes: hotel pickup offered; no: not offered'),
  [n.price]: param('min,max in euros; a max of 300 means 300 and above'),
  [n.dates]: param(
    "start,end local dates (YYYY-MM-DD, both inclusive, in each listing's time zone)",
  ),
  [n.minDuration]: param('With dates: minutes of free time a departure must offer (0, 60, 120)'),
  [n.bounds]: param('NE lat,NE lng,SW lat,SW lng'),
  [n.origin]: param('lat,lng of the chosen place (not used to filter)'),
  [n.address]: param('The chosen place as shown (not used to filter)'),
  [n.region]: param('Region key kept in canonical links (not used to filter)'),
  [n.sort]: param(
    `One of ${listingSortKeys.join(', ')}; default relevance with keywords, else -createdAt (newest)`,
  ),
  authorId: z.uuid().optional().describe("Only this user's listings (a profile page)"),
  language: z
    .enum(['en', 'pt', 'de', 'es', 'fr'])
    .optional()
    .describe(
      "The reader's language: keywords are stemmed in it as well as in English and Portuguese",
    ),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

/**
 * Why a result matched (decision 142): its title (isTitle) or a piece of its description, as pieces
 * of text whose odd ones (1, 3, …) are searched words; joined, they are the text shown.
 */
export const highlightSchema = z.object({ isTitle: z.boolean(), parts: z.array(z.string()) });

export const listingSearchResponseSchema = z.object({
  data: z.array(listingCardSchema),
  /**
   * With keywords: why each result matched, by listing id: its title (in the reader's language) with
   * the searched words marked, or a piece of its description holding them; absent for a listing found
   * by its category or place alone.
   */
  highlights: z.record(z.string(), highlightSchema).optional(),
  meta: paginationSchema.extend({
    /** More than totalItems match: the count stopped at the cap (shown as "1,000+"). */
    isTotalCapped: z.boolean(),
    /** The order used: relevance with keywords unless another was asked for. */
    sort: z.enum(listingSortKeys),
  }),
  /**
   * What the keywords were read as (decision 110): the place they name (searched in and near it, not
   * as words), the words searched, and whether fewer words or no place had to be asked for to find
   * anything. Absent without keywords.
   */
  understood: z
    .object({
      place: z
        .object({
          id: z.string(),
          name: z.string(),
          kind: z.enum(understoodPlaceKinds),
          /** The searched words that named it, as typed. */
          words: z.array(z.string()),
        })
        .nullable(),
      words: z.array(z.string()),
      relaxed: z.enum(['none', 'some-words', 'without-place']),
    })
    .optional(),
});
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

/** How many points the map gets at most: more than any view needs to show where tours are. */
export const mapPointsCap = 1000;
/** GET /api/listings/map-points: the search's filters (the map's bounds among them), no page. */
export const mapPointsQuerySchema = listingSearchQuerySchema.omit({
  [n.page]: true,
  perPage: true,
  [n.sort]: true,
  authorId: true,
});
/** One result on the map: where, what it is called (in the reader's language) and its price. */
export const mapPointSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
export const mapPointsResponseSchema = z.object({
  data: z.array(mapPointSchema),
  meta: z.object({
    /** More results in view than the cap: the newest are plotted. */
    isCapped: z.boolean(),
  }),
});
export type MapPointsResponse = z.infer<typeof mapPointsResponseSchema>;

const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export const boundsSchema = z.object({ ne: latLngSchema, sw: latLngSchema });

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The full name shown in suggestions and kept in the URL, e.g. "Santana, Madeira, Portugal". */
  address: z.string(),
  /** The town a listing there is shown under; null for regions, islands and unknown. */
  locality: z.string().nullable(),
  center: latLngSchema,
  bounds: boundsSchema,
  country: z.string(),
  region: z.string().nullable(),
});
export type PlaceResult = z.infer<typeof placeSchema>;

export const placeQuerySchema = z.object({
  q: lineSchema
    .max(200)
    .optional()
    .describe('Text typed in the location box; empty for the default places'),
  language: z.enum(['en', 'pt', 'de', 'es', 'fr']).default('en'),
});

export const placeResponseSchema = z.object({ data: z.array(placeSchema) });
export type PlaceResponse = z.infer<typeof placeResponseSchema>;

/** Settings the web app reads at start (GET /api/config); nothing secret. */
export const publicConfigSchema = z.object({
  /** The tile host's style; null: the map draws its embedded basemap of Portugal. */
  mapStyleUrl: z.string().nullable(),
  payments: publicPaymentsConfigSchema,
  /** How long copies of sent emails and texts are kept (OUTBOX_RETENTION_DAYS), for the privacy page. */
  outboxRetentionDays: z.number().int().positive(),
  /** Tickets can be added to Apple Wallet (the pass certificates are configured). */
  hasWalletPasses: z.boolean(),
  /** Sentry's DSN (public by design) for the browser's error reports; null: they go to /api/errors. */
  sentryDsn: z.string().nullable(),
  /** The ad tag (gtag.js), loaded only after the cookie banner's consent (decision 176); null: none. */
  adTag: z.object({ id: z.string(), scriptUrl: z.string() }).nullable(),
  /** The console's settings the browser's price previews and calendars follow. */
  marketplace: publicMarketplaceSettingsSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
