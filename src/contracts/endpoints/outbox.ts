import type { EndpointTable } from './endpoint';
import { idParams } from '../common';
import {
  outboxAttachmentParams,
  outboxListResponseSchema,
  outboxQuerySchema,
  outboxShowResponseSchema,
} from '../outbox';

export const outboxEndpoints = {
  /** Stored messages of every channel (or one), newest first */
  'GET /api/outbox': { query: outboxQuerySchema, response: outboxListResponseSchema },
  /** One stored message with its bodies */
  'GET /api/outbox/:id': { params: idParams, response: outboxShowResponseSchema },
  /** A file sent with a stored email (the booking .ics) */
  'GET /api/outbox/:id/attachments/:index': { params: outboxAttachmentParams, response: 'file' },
} as const satisfies EndpointTable;
