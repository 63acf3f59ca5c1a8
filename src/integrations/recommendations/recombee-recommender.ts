import { isUuid } from '../../domain/listing-urls';
import { ApiClient, requests } from 'recombee-api-client';
import {
  isInRegion,
  recommendationCount,
  recommendationRegionKeys,
  selectRecommendations,
  type RecommendationCandidate,
  type RecommendationScenario,
} from '../../domain/recommendations';
import type { Recommendation, RecommendationRequest, Recommender } from './recommender';

/** The item properties the catalogue sync defines and sets. */
export const recombeeItemProperties = {
  title: 'string',
  categories: 'set',
  region: 'string',
  price: 'double',
  currency: 'string',
  state: 'string',
} as const;
export const recombeeUserProperties = { userType: 'int', language: 'string' } as const;

// Item scenarios ask for items to an item; user scenarios items to a user; `popular` is the search's.
const itemToItem = new Set<RecommendationScenario>([
  'listing-similar',
  'listing-bestsellers',
  'listing-upsell',
  'same-category',
]);
/** The spec's count of search results (001 §7); the rules then keep 8. */
export const recombeeSearchCount = 20;
/** The user id of a browser with neither a visitor cookie (no consent) nor a session. */
export const anonymousRecombeeUser = 'anonymous';

/** Recombee's recommId is a UUID; our links carry it as 32 hex (spec 000 §2), and back. */
export const toLinkRecommId = (id: string): string | null => {
  const hex = id.replace(/-/g, '').toLowerCase();
  return /^[0-9a-f]{32}$/.test(hex) ? hex : null;
};
export const toRecombeeRecommId = (hex: string): string =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

const regionOf = (listing: { lat: number | null; lng: number | null }) =>
  recommendationRegionKeys.find((region) => isInRegion(region, listing)) ?? null;

/** The ReQL filter of a request: published listings, in the region when one is given. */
export const recombeeFilterOf = (request: RecommendationRequest): string =>
  `'state' == "published"${request.region ? ` and 'region' == "${request.region}"` : ''}`;

type RecombeeAnswer = { recommId: string; recomms: { id: string }[] };

/**
 * Recombee (spec 001 §7, decision 174) through `recombee-api-client`, in the EU region: items to an
 * item, items to a user and the search scenario with the spec's options (`scenario`, count 8, or 20
 * for the search; `returnProperties`; the region as a ReQL filter), the answer's recommId carried by
 * the links; detail views, cart additions and purchases with their recommId; a visitor merged into
 * the user at sign-in; the catalogue (listings, users) set by the sync job. Every answer still goes
 * through the domain's rules over our rows (`loadCandidates`). The interactions reach it from the job
 * runner (src/server/modules/recommendations/record-recommendation-event.ts), never in a request.
 * Loaded with `import()` only with RECOMBEE_DATABASE and RECOMBEE_TOKEN (decision 163).
 */
export function createRecombeeRecommender(options: {
  databaseId: string;
  token: string;
  region: string;
  loadCandidates: (ids: string[]) => Promise<RecommendationCandidate[]>;
  /** Each request's timeout (ms): a recommendation has the page's budget, a sync more. */
  timeoutMs?: number;
}): Recommender {
  const client = new ApiClient(options.databaseId, options.token, { region: options.region });
  const send = <T>(request: requests.Request): Promise<T> => {
    request.timeout = options.timeoutMs ?? 10_000;
    return client.send(request) as Promise<T>;
  };
  const userOf = (who: { visitorId?: string; userId?: string }) =>
    who.userId ?? who.visitorId ?? anonymousRecombeeUser;
  const at = (date: Date) => date.toISOString();

  const ask = (request: RecommendationRequest): Promise<RecombeeAnswer> => {
    const user = userOf(request);
    const common = {
      scenario: request.scenario,
      cascadeCreate: true,
      returnProperties: true,
      includedProperties: ['title'],
      filter: recombeeFilterOf(request),
    };
    if (request.scenario === 'popular')
      return send(new requests.SearchItems(user, '', recombeeSearchCount, common));
    if (itemToItem.has(request.scenario) && request.listingId)
      return send(
        new requests.RecommendItemsToItem(request.listingId, user, recommendationCount, common),
      );
    return send(new requests.RecommendItemsToUser(user, recommendationCount, common));
  };

  return {
    kind: 'recombee',
    async recommend(request): Promise<Recommendation> {
      const answer = await ask(request);
      const ids = answer.recomms.map((r) => r.id);
      const rows = new Map((await options.loadCandidates(ids)).map((row) => [row.id, row]));
      const candidates = ids.flatMap((id) => rows.get(id) ?? []);
      return {
        recommId: toLinkRecommId(answer.recommId) ?? answer.recommId,
        listingIds: selectRecommendations(candidates, {
          listingId: request.listingId,
          viewerId: request.userId,
          region: request.region,
        }),
      };
    },
    async recordView(view) {
      await send(
        new requests.AddDetailView(userOf(view), view.listingId, {
          timestamp: at(view.at),
          cascadeCreate: true,
          ...(view.recommId ? { recommId: toRecombeeRecommId(view.recommId) } : {}),
        }),
      );
    },
    async recordInteraction(interaction) {
      const optional = {
        timestamp: at(interaction.at),
        cascadeCreate: true,
        ...(interaction.recommId ? { recommId: toRecombeeRecommId(interaction.recommId) } : {}),
      };
      const user = userOf(interaction);
      // The referring partner rides with a purchase only when its id is uuid-shaped (spec 001 §5).
      const affiliate =
        interaction.affiliateId && isUuid(interaction.affiliateId)
          ? { additionalData: { affiliateId: interaction.affiliateId } }
          : {};
      await send(
        interaction.kind === 'purchase'
          ? new requests.AddPurchase(user, interaction.listingId, { ...optional, ...affiliate })
          : new requests.AddCartAddition(user, interaction.listingId, optional),
      );
    },
    async mergeVisitor({ visitorId, userId }) {
      await send(new requests.MergeUsers(userId, visitorId, { cascadeCreate: true }));
    },
    async syncCatalogue({ listings, users }) {
      // Properties first (a second definition is refused inside the batch, harmlessly), then values.
      const batch: requests.Request[] = [
        ...Object.entries(recombeeItemProperties).map(
          ([name, type]) => new requests.AddItemProperty(name, type),
        ),
        ...Object.entries(recombeeUserProperties).map(
          ([name, type]) => new requests.AddUserProperty(name, type),
        ),
        ...listings.map(
          (listing) =>
            new requests.SetItemValues(
              listing.id,
              {
                title: listing.title,
                categories: listing.categories,
                region: regionOf(listing),
                price: listing.priceAmount === null ? null : listing.priceAmount / 100,
                currency: listing.priceCurrency,
                state: listing.deleted ? 'deleted' : listing.state,
              },
              { cascadeCreate: true },
            ),
        ),
        ...users.map(
          (user) =>
            new requests.SetUserValues(
              user.id,
              { userType: user.userType, language: user.language },
              { cascadeCreate: true },
            ),
        ),
      ];
      await send(new requests.Batch(batch));
    },
  };
}
