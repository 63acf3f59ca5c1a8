import type { EndpointTable } from './endpoint';
import { idParams, noContentSchema } from '../common';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  guideInvitationBodySchema,
  guideInvitationResponseSchema,
  guidesResponseSchema,
  invitationTokenParams,
  invitationViewResponseSchema,
} from '../guides';

export const guidesEndpoints = {
  /** The operator's guides and open invitations */
  'GET /api/guides': { response: guidesResponseSchema },
  /** Invite a guide by email */
  'POST /api/guides/invitations': {
    body: guideInvitationBodySchema,
    response: guideInvitationResponseSchema,
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
    params: invitationTokenParams,
    response: invitationViewResponseSchema,
  },
  /** Accept: links the signed-in account, or makes one with the invited address and signs in */
  'POST /api/guide-invitations/:token/accept': {
    params: invitationTokenParams,
    body: acceptInvitationBodySchema,
    response: acceptInvitationResponseSchema,
  },
} as const satisfies EndpointTable;
