import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import { listingShowResponseSchema } from '../../contracts/listings';
import {
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  mapPointsQuerySchema,
  mapPointsResponseSchema,
} from '../../contracts/search';
import { AppError } from '../../domain/errors';
import { parseSearchParams } from '../../domain/search';
import { queryOperatorStats } from '../modules/listings/query-operator-stats';
import { showPublicListing } from '../modules/listings/show-public-listing';
import { searchListings } from '../modules/search/search-listings';
import { searchMapPoints } from '../modules/search/search-map-points';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Search published listings: keywords, place, filters, dates with free seats; one page of cards',
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { perPage, authorId, language, ...raw } = request.query;
      return searchListings(app.deps, searchParamsOf(raw), { perPage, authorId, language });
    },
  );

  app.get(
    '/listings/map-points',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Every published listing the search matches (bounds: the map in view), as light map points, up to 1 000',
        querystring: mapPointsQuerySchema,
        response: { 200: mapPointsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { language = 'en', ...raw } = request.query;
      return searchMapPoints(app.deps, searchParamsOf(raw), language);
    },
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'Show one published listing with its author, images and the operator’s record',
        params: idParams,
        response: {
          200: listingShowResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const listing = await showPublicListing(app.deps, request.params.id);
      const operatorStats = await queryOperatorStats(app.deps.db, listing.author.id);
      return { data: { ...listing, operatorStats } };
    },
  );
};

/** The search's parameters, or 400 validation-invalid-params naming each malformed one. */
function searchParamsOf(raw: Record<string, string | undefined>) {
  const { params, invalid } = parseSearchParams(raw);
  if (invalid.length > 0) {
    throw new AppError(
      'validation-invalid-params',
      `Invalid search parameters: ${invalid.join(', ')}`,
      invalid.map((name) => ({
        path: `querystring/${name}`,
        code: 'invalid',
        message: `Invalid value of ${name}`,
      })),
    );
  }
  return params;
}
