import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contracts/common';
import { geocodeQuerySchema, geocodeResponseSchema } from '../../contracts/own-listings';

export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocoding/forward',
    {
      schema: {
        tags: ['places'],
        summary: 'Places in Portugal matching a text (the Location tab, place search)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { q, limit, language } = request.query;
      return { data: await app.deps.geocoder.forward(q, { limit, language }) };
    },
  );
};
