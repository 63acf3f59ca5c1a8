import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../contracts/common';
import {
  checkInSyncBodySchema,
  checkInSyncResponseSchema,
  departureConfirmedResponseSchema,
  departureParams,
  departuresQuerySchema,
  departuresResponseSchema,
  manifestResponseSchema,
} from '../../contracts/departures';
import { AppError } from '../../domain/errors';
import { confirmDeparture } from '../modules/departures/confirm-departure';
import { exportManifestCsv } from '../modules/departures/export-manifest-csv';
import { listDepartures } from '../modules/departures/list-departures';
import { showManifest } from '../modules/departures/show-manifest';
import { syncCheckIns } from '../modules/departures/sync-check-ins';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const notFound = () => new AppError('not-found', 'Departure not found');

// The operator's departures and manifests (issue 46 item 1; decision 147), and the check-in of their
// travellers (item 3; decision 153). A manifest exists only for the listing's operator and their
// guides (decision 152): to anyone else, signed in or not, it is not found (404), as tickets.
export const departureRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['departures'];
  app.get(
    '/departures',
    {
      schema: {
        tags,
        summary:
          "The departures of the operator's listings on a day, with seats sold, held and free",
        querystring: departuresQuerySchema,
        response: { 200: departuresResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      return { data: await listDepartures(app.deps, viewerId, request.query.date) };
    },
  );

  app.get(
    '/departures/:listingId/:start/manifest',
    {
      schema: {
        tags,
        summary: "A departure's manifest: its confirmed bookings, for the listing's operator",
        params: departureParams,
        response: { 200: manifestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      const { listingId, start } = request.params;
      return { data: await showManifest(app.deps, viewerId, listingId, new Date(start)) };
    },
  );

  app.get(
    '/departures/:listingId/:start/manifest.csv',
    {
      schema: {
        tags,
        summary: 'The manifest as CSV (text/csv, a header row, cells safe from formula injection)',
        params: departureParams,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      const { listingId, start } = request.params;
      const csv = await exportManifestCsv(app.deps, viewerId, listingId, new Date(start));
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .send(Buffer.from(csv.body, 'utf8'));
    },
  );

  app.post(
    '/departures/:listingId/:start/confirm',
    {
      schema: {
        tags,
        summary:
          'The operator confirms a departure of a listing with a minimum group size before its decision time',
        params: departureParams,
        response: { 200: departureConfirmedResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      const { listingId, start } = request.params;
      return { data: await confirmDeparture(app.deps, viewerId, listingId, new Date(start)) };
    },
  );

  app.post(
    '/departures/:listingId/:start/check-ins',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "A check-in device's scans of a departure (made online or kept offline): each one's answer",
        params: departureParams,
        body: checkInSyncBodySchema,
        response: { 200: checkInSyncResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      const { listingId, start } = request.params;
      const results = await syncCheckIns(
        app.deps,
        viewerId,
        listingId,
        new Date(start),
        request.body,
      );
      return { data: { results } };
    },
  );
};
