import type { RecommendationRegion, RecommendationScenario } from '../../domain/recommendations';

/** What a page asks for: a scenario, for whom, and for which listing (item scenarios). */
export type RecommendationRequest = {
  scenario: RecommendationScenario;
  /** The listing being looked at (item scenarios). */
  listingId?: string;
  /** The browser's visitor cookie (user based scenarios), when it has one. */
  visitorId?: string;
  /** The signed-in viewer: their own listings are never recommended to them. */
  userId?: string;
  region?: RecommendationRegion;
};

/** Listing ids, best first (at most 8), and the id of this recommendation for its links. */
export type Recommendation = { recommId: string; listingIds: string[] };

/** A detail view of a listing, with the recommendation id its link carried (already checked). */
export type ListingView = {
  listingId: string;
  visitorId: string;
  userId?: string;
  recommId: string | null;
  at: Date;
};

/**
 * A cart addition (the checkout opened) or a purchase (the payment confirmed), with the
 * recommendation id the listing's link carried when there was one (decision 171). A purchase names
 * its transaction: it is kept once however often its job runs.
 */
export type ListingInteraction = {
  kind: 'cart-addition' | 'purchase';
  listingId: string;
  visitorId?: string;
  userId?: string;
  transactionId?: string;
  recommId: string | null;
  /** The partner whose link brought a purchase, if one did (sent only when uuid-shaped, spec 001 §5). */
  affiliateId?: string;
  at: Date;
};

/** A listing as a hosted recommender keeps it (item properties, decision 174). */
export type CatalogueListing = {
  id: string;
  title: string;
  categories: string[];
  lat: number | null;
  lng: number | null;
  /** The "from" price in minor units, when the listing has one. */
  priceAmount: number | null;
  priceCurrency: string;
  state: string;
  deleted: boolean;
};

/** A user as a hosted recommender keeps it (user properties). */
export type CatalogueUser = { id: string; userType: number; language: string };

/**
 * The recommendation service (spec 001 §7, issue 48, docs/decisions/164 and 174): recommends
 * listings per scenario and hears the interactions. The local default computes in the database;
 * with RECOMBEE_DATABASE/RECOMBEE_TOKEN, `recombee-api-client` (recombee-recommender.ts).
 */
export interface Recommender {
  readonly kind: 'local' | 'recombee';
  /** A hosted service's copy of the listings and users (the local default reads our tables). */
  syncCatalogue?(catalogue: {
    listings: CatalogueListing[];
    users: CatalogueUser[];
  }): Promise<void>;
  recommend(request: RecommendationRequest): Promise<Recommendation>;
  recordView(view: ListingView): Promise<void>;
  recordInteraction(interaction: ListingInteraction): Promise<void>;
  /** A visitor signed in (or up): their anonymous views and interactions become the user's. */
  mergeVisitor(merge: { visitorId: string; userId: string }): Promise<void>;
}
