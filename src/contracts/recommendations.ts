import { z } from 'zod';
import { recommendationRegionKeys, recommendationScenarios } from '../domain/recommendations';
import { lineSchema } from './common';
import { listingCardSchema } from './listings';

/**
 * GET /api/recommendations (issue 48, docs/decisions/164): a scenario's tours for this browser. An
 * item scenario (listing-similar, listing-bestsellers, listing-upsell, same-category,
 * checkout-crosssell) names the listing being looked at.
 */
export const recommendationQuerySchema = z.object({
  scenario: z.enum(recommendationScenarios),
  listingId: z.uuid().optional(),
  region: z.enum(recommendationRegionKeys).optional(),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

/** A recommended tour: its public card and its link, which carries the recommendation id. */
export const recommendedCardSchema = listingCardSchema.extend({
  href: z.string().describe('/l/{slug}/{id}?recommId=<32 hex>[&region=...]'),
});
export type RecommendedCard = z.infer<typeof recommendedCardSchema>;

export const recommendationResponseSchema = z.object({
  recommId: z.string().regex(/^[0-9a-f]{32}$/),
  data: z.array(recommendedCardSchema).max(8),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

/**
 * POST /api/recommendations/views: the browser shows a listing's page. The `recommId` of the link it
 * came from is kept when it is 32 lowercase hex; any other value is ignored (the view still counts).
 */
export const listingViewBodySchema = z.object({
  listingId: z.uuid(),
  recommId: lineSchema.max(200).optional(),
});
export type ListingViewBody = z.infer<typeof listingViewBodySchema>;

/**
 * POST /api/recommendations/interactions (decision 171): the browser opened a listing's checkout (a
 * cart addition). Purchases are recorded by the server when the payment is confirmed.
 */
export const listingInteractionBodySchema = z.object({
  kind: z.literal('cart-addition'),
  listingId: z.uuid(),
  recommId: lineSchema.max(200).optional(),
});
export type ListingInteractionBody = z.infer<typeof listingInteractionBodySchema>;
