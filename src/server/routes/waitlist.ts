import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams, noContentSchema } from '../../contracts/common';
import {
  fullDeparturesQuerySchema,
  fullDeparturesResponseSchema,
  joinWaitlistBodySchema,
  waitlistEntriesResponseSchema,
  waitlistEntryResponseSchema,
  waitlistQuerySchema,
} from '../../contracts/waitlist';
import { requireFullSession, requireSession } from '../http/auth';
import { joinWaitlist } from '../modules/waitlist/join-waitlist';
import { leaveWaitlist } from '../modules/waitlist/leave-waitlist';
import { listFullDepartures } from '../modules/waitlist/list-full-departures';
import { listWaitlistEntries } from '../modules/waitlist/list-waitlist-entries';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

// The waitlist of a full departure (issue 46 item 5; decisions 160 and 161). A traveller's entries
// are theirs alone: another user's entry is not found (404); a visitor is asked to log in (401).
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waitlist'];
  app.get(
    '/listings/:id/full-departures',
    {
      schema: {
        tags,
        summary: "A listing's full departures a traveller may wait for (at most 62 days)",
        params: idParams,
        querystring: fullDeparturesQuerySchema,
        response: {
          200: fullDeparturesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { start, end } = request.query;
      return {
        data: await listFullDepartures(app.deps, request.params.id, {
          start: new Date(start),
          end: new Date(end),
        }),
      };
    },
  );

  app.get(
    '/waitlist',
    {
      schema: {
        tags,
        summary: "The signed-in traveller's waitlist entries with their places in line",
        querystring: waitlistQuerySchema,
        response: { 200: waitlistEntriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return {
        data: await listWaitlistEntries(app.deps, session.user.id, request.query.listingId),
      };
    },
  );

  app.post(
    '/waitlist',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Joins a full departure's waitlist with a party",
        body: joinWaitlistBodySchema,
        response: { 201: waitlistEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireFullSession(request);
      const entry = await joinWaitlist(app.deps, session.user.id, request.body);
      return reply.status(201).send({ data: entry });
    },
  );

  app.delete(
    '/waitlist/:id',
    {
      schema: {
        tags,
        summary: 'Leaves a waitlist (an offer of its seats passes to the next party)',
        params: idParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireFullSession(request);
      await leaveWaitlist(app.deps, session.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
