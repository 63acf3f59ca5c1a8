import type { EndpointTable } from './endpoint';
import { idParams, noContentSchema } from '../common';
import * as waitlistContract from '../waitlist';

export const waitlistEndpoints = {
  /** A listing's full departures a traveller may wait for (at most 62 days) */
  'GET /api/listings/:id/full-departures': {
    params: idParams,
    query: waitlistContract.fullDeparturesQuerySchema,
    response: waitlistContract.fullDeparturesResponseSchema,
  },
  /** The signed-in traveller's waitlist entries with their places in line */
  'GET /api/waitlist': {
    query: waitlistContract.waitlistQuerySchema,
    response: waitlistContract.waitlistEntriesResponseSchema,
  },
  /** Joins a full departure's waitlist with a party */
  'POST /api/waitlist': {
    body: waitlistContract.joinWaitlistBodySchema,
    response: waitlistContract.waitlistEntryResponseSchema,
    status: 201,
  },
  /** Leaves a waitlist (an offer of its seats passes to the next party) */
  'DELETE /api/waitlist/:id': { params: idParams, response: noContentSchema, status: 204 },
} as const satisfies EndpointTable;
