import { z } from 'zod';
import { outboxChannels } from '../domain/outbox-channels';
import { idParams, pageParam, paginationSchema } from './common';

export const outboxQuerySchema = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  channel: z.enum(outboxChannels).optional(),
});

export const outboxStatuses = ['pending', 'sent', 'stored', 'failed'] as const;

export const outboxMessageSummarySchema = z.object({
  id: z.uuid(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  language: z.string(),
  template: z.string(),
  subject: z.string().nullable(),
  status: z.enum(outboxStatuses),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxMessageSchema = outboxMessageSummarySchema.extend({
  html: z.string().nullable(),
  text: z.string(),
  /** Files sent with an email, each downloadable at /api/outbox/{id}/attachments/{index}. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = z.object({
  data: z.array(outboxMessageSummarySchema),
  meta: paginationSchema,
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
export const outboxShowResponseSchema = z.object({ data: outboxMessageSchema });

/** A file sent with a stored email, by its place among the attachments. */
export const outboxAttachmentParams = idParams.extend({
  index: z.coerce.number().int().min(0).max(20),
});
