import type { EndpointTable } from './endpoint';
import {
  affiliateClickBodySchema,
  affiliateClickResponseSchema,
  affiliateDashboardQuerySchema,
  affiliateDashboardResponseSchema,
  affiliatePayoutsResponseSchema,
  affiliateResponseSchema,
} from '../affiliates';

export const affiliatesEndpoints = {
  /** A visitor followed a referral link: counted once a visitor and day; the booking cookie is set (last click wins) */
  'POST /api/affiliate-clicks': {
    body: affiliateClickBodySchema,
    response: affiliateClickResponseSchema,
  },
  /** The affiliate's referral token, link and tier */
  'GET /api/affiliate': { response: affiliateResponseSchema },
  /** Clicks, conversions and commission of a month (this one by default), the next tier, the last 12 months */
  'GET /api/affiliate/dashboard': {
    query: affiliateDashboardQuerySchema,
    response: affiliateDashboardResponseSchema,
  },
  /** The balance in EUR and the month-end payouts */
  'GET /api/affiliate/payouts': { response: affiliatePayoutsResponseSchema },
} as const satisfies EndpointTable;
