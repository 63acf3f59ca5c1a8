import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import { ticketKeyResponseSchema, ticketResponseSchema } from '../../contracts/tickets';
import { createWalletPass } from '../modules/tickets/create-wallet-pass';
import { showTicket } from '../modules/tickets/show-ticket';
import { publishedTicketKey } from '../modules/tickets/ticket-keys';

// Tickets (issue 45 item 3; decision 121). The public key is public; a ticket exists only for its
// traveller: to anyone else, signed in or not, it is not found (404), so a visitor learns nothing.
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tickets'];
  app.get(
    '/ticket-key',
    {
      schema: {
        tags,
        summary: 'The Ed25519 public key that checks ticket QR codes offline',
        response: { 200: ticketKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { data: await publishedTicketKey(app.deps) };
    },
  );

  app.get(
    '/transactions/:id/ticket',
    {
      schema: {
        tags,
        summary: 'The signed ticket of a confirmed booking, for its traveller',
        params: idParams,
        response: { 200: ticketResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id ?? null;
      return { data: await showTicket(app.deps, viewerId, request.params.id) };
    },
  );

  app.get(
    '/transactions/:id/wallet-pass',
    {
      schema: {
        tags,
        summary:
          'The ticket as an Apple Wallet pass (application/vnd.apple.pkpass), when configured',
        params: idParams,
        response: {
          // The .pkpass file's bytes (a Buffer is sent as it is, not serialized).
          200: z.any().describe('application/vnd.apple.pkpass'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id ?? null;
      const { reference, pass } = await createWalletPass(app.deps, viewerId, request.params.id);
      return reply
        .type('application/vnd.apple.pkpass')
        .header('Content-Disposition', `attachment; filename="levada-ticket-${reference}.pkpass"`)
        .send(pass);
    },
  );
};
