import type { EndpointTable } from './endpoint';
import * as octoContract from '../octo';

export const resellersEndpoints = {
  /** The resellers, and which of my listings each sells at what commission */
  'GET /api/resellers/grants': { response: octoContract.resellerGrantsResponseSchema },
  /** Let a reseller sell one of my listings at a commission, or (null) stop it */
  'PUT /api/resellers/grants/:listingId/:resellerId': {
    params: octoContract.resellerGrantParams,
    body: octoContract.resellerGrantBodySchema,
    response: octoContract.resellerGrantsResponseSchema,
  },
  /** What each reseller owes me for the departures of a month (net, EUR cents) */
  'GET /api/resellers/statement': {
    query: octoContract.resellerStatementQuery,
    response: octoContract.resellerStatementResponseSchema,
  },
} as const satisfies EndpointTable;
