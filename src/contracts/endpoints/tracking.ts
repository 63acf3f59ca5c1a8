import type { EndpointTable } from './endpoint';
import { noContentSchema } from '../common';
import { trackingConsentBodySchema, trackingEventBodySchema } from '../tracking';

export const trackingEndpoints = {
  /** A page view or an opened checkout of this browser; kept only when its cookie banner was accepted */
  'POST /api/tracking/events': {
    body: trackingEventBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** The cookie banner's choice, kept for the signed-in account (a decline stops its tracking everywhere); a visitor's stays in the browser */
  'PUT /api/tracking/consent': {
    body: trackingConsentBodySchema,
    response: noContentSchema,
    status: 204,
  },
} as const satisfies EndpointTable;
