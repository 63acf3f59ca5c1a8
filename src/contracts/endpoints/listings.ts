import type { EndpointTable } from './endpoint';
import { idParams } from '../common';
import { listingShowResponseSchema } from '../listings';
import { timeSlotsQuerySchema, timeSlotsResponseSchema } from '../own-listings';
import * as searchContract from '../search';

export const listingsEndpoints = {
  /** Search published listings: keywords, place, filters, dates with free seats; one page of cards */
  'GET /api/listings': {
    query: searchContract.listingSearchQuerySchema,
    response: searchContract.listingSearchResponseSchema,
  },
  /** The landing page’s tours: marked featured first, then by rating, recent bookings and complete content */
  'GET /api/listings/featured': {
    query: searchContract.featuredListingsQuerySchema,
    response: searchContract.listingSearchResponseSchema,
  },
  /** Every published listing the search matches (bounds: the map in view), as light map points, up to 1 000 */
  'GET /api/listings/map-points': {
    query: searchContract.mapPointsQuerySchema,
    response: searchContract.mapPointsResponseSchema,
  },
  /** Show one published listing with its author, images and the operator’s record */
  'GET /api/listings/:id': { params: idParams, response: listingShowResponseSchema },
  /** Places in Portugal for the location box; the default places when q is empty */
  'GET /api/places': {
    query: searchContract.placeQuerySchema,
    response: searchContract.placeResponseSchema,
  },
  /** Bookable departures of a published listing with their free seats (500 a page, at most 62 days) */
  'GET /api/listings/:id/time-slots': {
    params: idParams,
    query: timeSlotsQuerySchema,
    response: timeSlotsResponseSchema,
  },
} as const satisfies EndpointTable;
