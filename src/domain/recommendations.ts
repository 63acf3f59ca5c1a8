// Recommendations (spec 001 §7 and §9, issue 48, docs/decisions/164-recommendations-local-default.md):
// the scenarios the pages ask for and the rules every scenario's answer obeys, whoever computed it.

import type { BookingState } from './booking-process';

/** Item to item, user based and search scenarios, by the names the recommendation service uses. */
export const recommendationScenarios = [
  'listing-similar',
  'listing-bestsellers',
  'listing-upsell',
  'same-category',
  'checkout-crosssell',
  'homepage-popular',
  'homepage-recently-viewed',
  'homepage-upsell',
  'popular',
] as const;
export type RecommendationScenario = (typeof recommendationScenarios)[number];

/** The scenarios that recommend items to an item: they need the listing being looked at. */
export const itemScenarios: ReadonlySet<RecommendationScenario> = new Set([
  'listing-similar',
  'listing-bestsellers',
  'listing-upsell',
  'same-category',
]);

/** Recommendations per scenario (spec 001 §9). */
export const recommendationCount = 8;

/** A booking that counts for co-booked tours and bestsellers: paid for, neither declined nor cancelled. */
export const bookedStates: readonly BookingState[] = [
  'preauthorized',
  'accepted',
  'delivered',
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
];

/** How far back bookings count for bestsellers and popular tours. */
export const bestsellerDays = 90;

/**
 * Regions a listing link may carry (`region`, spec 000 §2) and a recommendation may be limited to,
 * as boxes of latitude and longitude.
 */
export const recommendationRegions = {
  madeira: { south: 29.9, north: 33.2, west: -17.4, east: -15.8 },
  azores: { south: 36.8, north: 39.8, west: -31.4, east: -24.9 },
  mainland: { south: 36.9, north: 42.2, west: -9.6, east: -6.1 },
} as const;
export type RecommendationRegion = keyof typeof recommendationRegions;
export const recommendationRegionKeys = Object.keys(recommendationRegions) as [
  RecommendationRegion,
  ...RecommendationRegion[],
];

export const isInRegion = (
  region: RecommendationRegion,
  point: { lat: number | null; lng: number | null },
): boolean => {
  const box = recommendationRegions[region];
  return (
    point.lat !== null &&
    point.lng !== null &&
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.lng >= box.west &&
    point.lng <= box.east
  );
};

const recommIdRe = /^[0-9a-f]{32}$/;

/** A recommendation id (32 lowercase hex, spec 000 §2); anything else is no id and is ignored. */
export const parseRecommId = (value: string | null | undefined): string | null =>
  typeof value === 'string' && recommIdRe.test(value) ? value : null;

/** A new recommendation id from 16 random bytes (the caller draws them: the domain has no I/O). */
export const recommIdOf = (bytes: Uint8Array): string => {
  if (bytes.length !== 16) throw new Error('A recommendation id is made of 16 bytes');
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** A listing a scenario proposes, with what the rules need to know of it. */
export type RecommendationCandidate = {
  id: string;
  authorId: string;
  state: string;
  deleted: boolean;
  lat: number | null;
  lng: number | null;
};

export type RecommendationContext = {
  /** The listing being looked at (item scenarios): never recommended to itself. */
  listingId?: string | null;
  /** The signed-in viewer: their own listings are never recommended to them. */
  viewerId?: string | null;
  region?: RecommendationRegion | null;
  /** At most this many (recommendationCount unless told; never more). */
  count?: number;
};

/**
 * What every scenario answers, in the candidates' order: published and not deleted, never the
 * listing itself nor one of the viewer's, each once, within the region when one is given, at most 8.
 */
export function selectRecommendations(
  candidates: readonly RecommendationCandidate[],
  context: RecommendationContext,
): string[] {
  const limit = Math.min(context.count ?? recommendationCount, recommendationCount);
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (chosen.length >= limit) break;
    if (seen.has(candidate.id)) continue;
    if (candidate.state !== 'published' || candidate.deleted) continue;
    if (context.listingId && candidate.id === context.listingId) continue;
    if (context.viewerId && candidate.authorId === context.viewerId) continue;
    if (context.region && !isInRegion(context.region, candidate)) continue;
    seen.add(candidate.id);
    chosen.push(candidate.id);
  }
  return chosen;
}

/** A recommended listing's link: its path with the recommendation id, and the region when given. */
export const recommendedListingHref = (
  path: string,
  recommId: string,
  region?: RecommendationRegion | null,
): string => `${path}?recommId=${recommId}${region ? `&region=${region}` : ''}`;
