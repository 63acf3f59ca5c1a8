import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import { listingShowResponseSchema } from '../../contracts/listings';
import {
  featuredListingsQuerySchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  mapPointsQuerySchema,
  mapPointsResponseSchema,
} from '../../contracts/search';
import { AppError } from '../../domain/errors';
import { parseSearchParams } from '../../domain/search';
import { queryOperatorStats } from '../modules/listings/query-operator-stats';
import { showPublicListing } from '../modules/listings/show-public-listing';
import { searchAnswerJson, searchListings } from '../modules/search/search-listings';
import { searchMapPoints } from '../modules/search/search-map-points';
import { sendCachedJson, toJsonWith } from '../read-models/public-read-cache';

// The tables each public answer reads: a committed change to one of them empties the kept answers
// in every server process (decision 056).
const searchTables = ['listings', 'images', 'reviews', 'transactions', 'search_terms'];
const datedSearchTables = [...searchTables, 'listing_slots'];

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
    async (request, reply) => {
      const { perPage, authorId, language, ...raw } = request.query;
      const params = searchParamsOf(raw);
      // Free departures are counted from now: a dated search is kept for the minute it was asked in.
      const key = params.dates
        ? `${request.url} ${Math.floor(app.deps.clock.now().getTime() / 60_000)}`
        : request.url;
      const answer = await app.publicReads.read(
        key,
        params.dates ? datedSearchTables : searchTables,
        async () =>
          searchAnswerJson(await searchListings(app.deps, params, { perPage, authorId, language })),
      );
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    '/listings/featured',
    {
      schema: {
        tags: ['listings'],
        summary:
          'The landing page’s tours: marked featured first, then by rating, recent bookings and complete content',
        querystring: featuredListingsQuerySchema,
        response: { 200: listingSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { perPage } = request.query;
      const answer = await app.publicReads.read(request.url, searchTables, async () =>
        searchAnswerJson(
          await searchListings(app.deps, searchParamsOf({}), { perPage, isFeaturedOrder: true }),
        ),
      );
      return sendCachedJson(request, reply, answer);
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
    async (request, reply) => {
      const { id } = request.params;
      // Kept until its own rows change: the listing and its photos, or its operator (migration 0033).
      const answer = await app.publicReads.read(
        `/api/listings/${id}`,
        [`listing:${id}`],
        async () => {
          const listing = await showPublicListing(app.deps, id);
          const operatorStats = await queryOperatorStats(app.deps.db, listing.author.id);
          return {
            body: toJsonWith(listingShowResponseSchema, { data: { ...listing, operatorStats } }),
            tags: [`author:${listing.author.id}`],
          };
        },
      );
      return sendCachedJson(request, reply, answer);
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
