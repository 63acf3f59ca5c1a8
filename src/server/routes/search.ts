import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contracts/common';
import { placeQuerySchema, placeResponseSchema, publicConfigSchema } from '../../contracts/search';
import { searchPlaces } from '../modules/search/search-places';
import { loadMarketplaceSettings } from '../modules/settings/load-marketplace-settings';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['search'],
        summary: 'Places in Portugal for the location box; the default places when q is empty',
        querystring: placeQuerySchema,
        response: { 200: placeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await searchPlaces(app.deps, request.query.q, request.query.language),
    }),
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary:
          'Public settings of the web app (map style, which card form, prices and bookable days)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      // A minute: a console change of the settings reaches the browsers' previews soon after.
      reply.header('Cache-Control', 'public, max-age=60');
      const { config, payments } = app.deps;
      const { listingApprovalRequired: _, ...marketplace } = await loadMarketplaceSettings(
        app.deps.db,
        config,
      );
      return {
        mapStyleUrl: config.mapStyleUrl,
        payments: {
          provider: payments.kind,
          publishableKey: config.stripe?.publishableKey ?? null,
        },
        outboxRetentionDays: config.outboxRetentionDays,
        hasWalletPasses: app.deps.walletPasses.isAvailable,
        sentryDsn: config.sentryDsn ?? null,
        adTag: config.adTag
          ? { id: config.adTag.id, scriptUrl: `${config.adTag.host}/gtag/js` }
          : null,
        marketplace,
      };
    },
  );
};
