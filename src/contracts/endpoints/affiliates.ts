import type { EndpointTable } from './endpoint';
import * as affiliatesContract from '../affiliates';

export const affiliatesEndpoints = {
  /** A visitor followed a referral link: counted once a visitor and day; the booking cookie is set (last click wins) */
  'POST /api/affiliate-clicks': {
    body: affiliatesContract.affiliateClickBodySchema,
    response: affiliatesContract.affiliateClickResponseSchema,
  },
  /** The affiliate's referral token, link and tier */
  'GET /api/affiliate': { response: affiliatesContract.affiliateResponseSchema },
  /** Clicks, conversions and commission of a month (this one by default), the next tier, the last 12 months */
  'GET /api/affiliate/dashboard': {
    query: affiliatesContract.affiliateDashboardQuerySchema,
    response: affiliatesContract.affiliateDashboardResponseSchema,
  },
  /** The balance in EUR and the month-end payouts */
  'GET /api/affiliate/payouts': { response: affiliatesContract.affiliatePayoutsResponseSchema },
} as const satisfies EndpointTable;
