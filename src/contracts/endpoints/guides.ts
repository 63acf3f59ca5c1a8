import type { EndpointTable } from './endpoint';
import { idParams, noContentSchema } from '../common';
import * as guidesContract from '../guides';

export const guidesEndpoints = {
  /** The operator's guides and open invitations */
  'GET /api/guides': { response: guidesContract.guidesResponseSchema },
  /** Invite a guide by email */
  'POST /api/guides/invitations': {
    body: guidesContract.guideInvitationBodySchema,
    response: guidesContract.guideInvitationResponseSchema,
    status: 201,
  },
  /** Withdraw an invitation not yet accepted */
  'DELETE /api/guides/invitations/:id': {
    params: idParams,
    response: noContentSchema,
    status: 204,
  },
  /** End a guide's access to the operator's departures */
  'DELETE /api/guides/:id': { params: idParams, response: noContentSchema, status: 204 },
  /** Who invites, to which address (the invited person opens the link) */
  'GET /api/guide-invitations/:token': {
    params: guidesContract.invitationTokenParams,
    response: guidesContract.invitationViewResponseSchema,
  },
  /** Accept: links the signed-in account, or makes one with the invited address and signs in */
  'POST /api/guide-invitations/:token/accept': {
    params: guidesContract.invitationTokenParams,
    body: guidesContract.acceptInvitationBodySchema,
    response: guidesContract.acceptInvitationResponseSchema,
  },
} as const satisfies EndpointTable;
