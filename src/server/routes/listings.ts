import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import {
  listingQueryResponseSchema,
  listingQuerySchema,
  listingShowResponseSchema,
} from '../../contracts/listings';
import { queryPublicListings } from '../modules/listings/query-public-listings';
import { showPublicListing } from '../modules/listings/show-public-listing';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Query published listings',
        querystring: listingQuerySchema,
        response: { 200: listingQueryResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => queryPublicListings(app.deps, request.query),
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'Show one published listing with its author and images',
        params: idParams,
        response: { 200: listingShowResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await showPublicListing(app.deps, request.params.id) }),
  );
};
