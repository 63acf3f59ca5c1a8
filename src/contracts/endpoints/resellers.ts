import type { EndpointTable } from './endpoint';
import {
  resellerGrantBodySchema,
  resellerGrantParams,
  resellerGrantsResponseSchema,
  resellerStatementQuery,
  resellerStatementResponseSchema,
} from '../octo';

export const resellersEndpoints = {
  /** The resellers, and which of my listings each sells at what commission */
  'GET /api/resellers/grants': { response: resellerGrantsResponseSchema },
  /** Let a reseller sell one of my listings at a commission, or (null) stop it */
  'PUT /api/resellers/grants/:listingId/:resellerId': {
    params: resellerGrantParams,
    body: resellerGrantBodySchema,
    response: resellerGrantsResponseSchema,
  },
  /** What each reseller owes me for the departures of a month (net, EUR cents) */
  'GET /api/resellers/statement': {
    query: resellerStatementQuery,
    response: resellerStatementResponseSchema,
  },
} as const satisfies EndpointTable;
