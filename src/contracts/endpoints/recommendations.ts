import type { EndpointTable } from './endpoint';
import { noContentSchema } from '../common';
import {
  listingInteractionBodySchema,
  listingViewBodySchema,
  recommendationQuerySchema,
  recommendationResponseSchema,
} from '../recommendations';

export const recommendationsEndpoints = {
  /** A scenario's tours for this browser, up to 8 public cards, each linked with the recommId */
  'GET /api/recommendations': {
    query: recommendationQuerySchema,
    response: recommendationResponseSchema,
  },
  /** This browser shows a listing's page: kept with the link's recommId (a malformed one is ignored), only after the cookie banner's consent */
  'POST /api/recommendations/views': {
    body: listingViewBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** This browser opened a listing's checkout (a cart addition), kept with the link's recommId, only after the cookie banner's consent */
  'POST /api/recommendations/interactions': {
    body: listingInteractionBodySchema,
    response: noContentSchema,
    status: 204,
  },
} as const satisfies EndpointTable;
