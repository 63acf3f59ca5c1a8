import type { EndpointTable } from './endpoint';
import {
  checkInSyncBodySchema,
  checkInSyncResponseSchema,
  departureConfirmedResponseSchema,
  departureParams,
  departuresQuerySchema,
  departuresResponseSchema,
  manifestResponseSchema,
} from '../departures';

export const departuresEndpoints = {
  /** The departures of the operator's listings on a day, with seats sold, held and free */
  'GET /api/departures': { query: departuresQuerySchema, response: departuresResponseSchema },
  /** A departure's manifest: its confirmed bookings, for the listing's operator */
  'GET /api/departures/:listingId/:start/manifest': {
    params: departureParams,
    response: manifestResponseSchema,
  },
  /** The manifest as CSV (text/csv, a header row, cells safe from formula injection) */
  'GET /api/departures/:listingId/:start/manifest.csv': {
    params: departureParams,
    response: 'file',
  },
  /** The operator confirms a departure of a listing with a minimum group size before its decision time */
  'POST /api/departures/:listingId/:start/confirm': {
    params: departureParams,
    response: departureConfirmedResponseSchema,
  },
  /** A check-in device's scans of a departure (made online or kept offline): each one's answer */
  'POST /api/departures/:listingId/:start/check-ins': {
    params: departureParams,
    body: checkInSyncBodySchema,
    response: checkInSyncResponseSchema,
  },
} as const satisfies EndpointTable;
