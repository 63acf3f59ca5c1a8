// Every JSON route of the API under /api, one table made of each area's (issue 50, decision 180).
// The web's client and its tests' network take their paths and types from here; a server test
// (endpoints.test.ts) checks the table against the routes the app registers.
import { accountsEndpoints } from './endpoints/accounts';
import { affiliatesEndpoints } from './endpoints/affiliates';
import { consoleEndpoints } from './endpoints/console';
import { departuresEndpoints } from './endpoints/departures';
import { guidesEndpoints } from './endpoints/guides';
import { listingsEndpoints } from './endpoints/listings';
import { outboxEndpoints } from './endpoints/outbox';
import { ownListingsEndpoints } from './endpoints/own-listings';
import { paymentsEndpoints } from './endpoints/payments';
import { payoutsEndpoints } from './endpoints/payouts';
import { recommendationsEndpoints } from './endpoints/recommendations';
import { resellersEndpoints } from './endpoints/resellers';
import { systemEndpoints } from './endpoints/system';
import { talkEndpoints } from './endpoints/talk';
import { ticketsEndpoints } from './endpoints/tickets';
import { trackingEndpoints } from './endpoints/tracking';
import { transactionsEndpoints } from './endpoints/transactions';
import { waitlistEndpoints } from './endpoints/waitlist';

export const endpoints = {
  ...accountsEndpoints,
  ...affiliatesEndpoints,
  ...consoleEndpoints,
  ...departuresEndpoints,
  ...guidesEndpoints,
  ...listingsEndpoints,
  ...outboxEndpoints,
  ...ownListingsEndpoints,
  ...paymentsEndpoints,
  ...payoutsEndpoints,
  ...recommendationsEndpoints,
  ...resellersEndpoints,
  ...systemEndpoints,
  ...talkEndpoints,
  ...ticketsEndpoints,
  ...trackingEndpoints,
  ...transactionsEndpoints,
  ...waitlistEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type { Endpoint, EndpointKey, EndpointTable, HttpMethod } from './endpoints/endpoint';
