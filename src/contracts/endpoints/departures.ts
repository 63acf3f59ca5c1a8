import type { EndpointTable } from './endpoint';
import * as departuresContract from '../departures';

export const departuresEndpoints = {
  /** The departures of the operator's listings on a day, with seats sold, held and free */
  'GET /api/departures': {
    query: departuresContract.departuresQuerySchema,
    response: departuresContract.departuresResponseSchema,
  },
  /** A departure's manifest: its confirmed bookings, for the listing's operator */
  'GET /api/departures/:listingId/:start/manifest': {
    params: departuresContract.departureParams,
    response: departuresContract.manifestResponseSchema,
  },
  /** The manifest as CSV (text/csv, a header row, cells safe from formula injection) */
  'GET /api/departures/:listingId/:start/manifest.csv': {
    params: departuresContract.departureParams,
    response: 'file',
  },
  /** The operator confirms a departure of a listing with a minimum group size before its decision time */
  'POST /api/departures/:listingId/:start/confirm': {
    params: departuresContract.departureParams,
    response: departuresContract.departureConfirmedResponseSchema,
  },
  /** A check-in device's scans of a departure (made online or kept offline): each one's answer */
  'POST /api/departures/:listingId/:start/check-ins': {
    params: departuresContract.departureParams,
    body: departuresContract.checkInSyncBodySchema,
    response: departuresContract.checkInSyncResponseSchema,
  },
} as const satisfies EndpointTable;
