import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import {
  outboxAttachmentParams,
  outboxListResponseSchema,
  outboxQuerySchema,
  outboxShowResponseSchema,
} from '../../contracts/outbox';
import { AppError } from '../../domain/errors';
import { listOutboxMessages } from '../modules/email/list-outbox-messages';
import { showOutboxAttachment, showOutboxMessage } from '../modules/email/show-outbox-message';
import { z } from 'zod';

/**
 * Every stored message (emails, texts, chat alerts, recorded review invitations and pixel events). Open only while the outbox is the delivery (no SMTP: the demo) or when
 * OUTBOX_PUBLIC says so; otherwise it does not exist (docs/decisions/011-email-and-outbox.md).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!app.deps.config.outboxPublic) throw new AppError('not-found', 'Not found');
  });

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Stored messages of every channel (or one), newest first',
        querystring: outboxQuerySchema,
        response: {
          200: outboxListResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listOutboxMessages(app.deps, request.query);
    },
  );

  app.get(
    '/outbox/:id',
    {
      schema: {
        tags: ['outbox'],
        summary: 'One stored message with its bodies',
        params: idParams,
        response: {
          200: outboxShowResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await showOutboxMessage(app.deps, request.params.id) };
    },
  );

  app.get(
    '/outbox/:id/attachments/:index',
    {
      schema: {
        tags: ['outbox'],
        summary: 'A file sent with a stored email (the booking .ics)',
        params: outboxAttachmentParams,
        response: { 200: z.string(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const attachment = await showOutboxAttachment(
        app.deps,
        request.params.id,
        request.params.index,
      );
      const filename = attachment.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', attachment.contentType)
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(attachment.content);
    },
  );
};
