import type { EndpointTable } from './endpoint';
import { idParams, noContentSchema } from '../common';
import { imageAltBodySchema } from '../listing-photos';
import * as ownListingsContract from '../own-listings';

export const ownListingsEndpoints = {
  /** Manage listings: own listings, 42 a page */
  'GET /api/own-listings': {
    query: ownListingsContract.ownListingsQuerySchema,
    response: ownListingsContract.ownListingsResponseSchema,
  },
  /** Create a draft (the Description tab) */
  'POST /api/own-listings': {
    body: ownListingsContract.createListingBodySchema,
    response: ownListingsContract.ownListingResponseSchema,
    status: 201,
  },
  /** An own listing in any state */
  'GET /api/own-listings/:id': {
    params: idParams,
    response: ownListingsContract.ownListingResponseSchema,
  },
  /** Save one or more tabs of the editor */
  'PATCH /api/own-listings/:id': {
    params: idParams,
    body: ownListingsContract.updateListingBodySchema,
    response: ownListingsContract.ownListingResponseSchema,
  },
  /** publish an own listing */
  'POST /api/own-listings/:id/publish': {
    params: idParams,
    response: ownListingsContract.ownListingResponseSchema,
  },
  /** close an own listing */
  'POST /api/own-listings/:id/close': {
    params: idParams,
    response: ownListingsContract.ownListingResponseSchema,
  },
  /** open an own listing */
  'POST /api/own-listings/:id/open': {
    params: idParams,
    response: ownListingsContract.ownListingResponseSchema,
  },
  /** Upload a photo (the request body is the image file) */
  'POST /api/own-listings/:id/images': {
    params: idParams,
    body: 'file',
    response: ownListingsContract.imageResponseSchema,
    status: 201,
  },
  /** Order the photos (the first is the cover) */
  'PUT /api/own-listings/:id/images/order': {
    params: idParams,
    body: ownListingsContract.reorderImagesBodySchema,
    response: ownListingsContract.imagesResponseSchema,
  },
  /** Set a photo’s alternative text (empty: the title and place) */
  'PUT /api/own-listings/:id/images/:imageId/alt': {
    params: ownListingsContract.imageParams,
    body: imageAltBodySchema,
    response: ownListingsContract.imageResponseSchema,
  },
  /** Delete a photo */
  'DELETE /api/own-listings/:id/images/:imageId': {
    params: ownListingsContract.imageParams,
    response: noContentSchema,
    status: 204,
  },
  /** Availability exceptions, today to 364 days ahead */
  'GET /api/own-listings/:id/availability-exceptions': {
    params: idParams,
    query: ownListingsContract.availabilityExceptionsQuerySchema,
    response: ownListingsContract.availabilityExceptionsResponseSchema,
  },
  /** Add an availability exception (seats 0 closes) */
  'POST /api/own-listings/:id/availability-exceptions': {
    params: idParams,
    body: ownListingsContract.createAvailabilityExceptionBodySchema,
    response: ownListingsContract.availabilityExceptionResponseSchema,
    status: 201,
  },
  /** Add several availability exceptions at once, all or none (a season, or those made before the first save) */
  'POST /api/own-listings/:id/availability-exceptions/batch': {
    params: idParams,
    body: ownListingsContract.createAvailabilityExceptionsBodySchema,
    response: ownListingsContract.availabilityExceptionsCreatedSchema,
    status: 201,
  },
  /** Delete an availability exception */
  'DELETE /api/own-listings/:id/availability-exceptions/:exceptionId': {
    params: ownListingsContract.exceptionParams,
    response: noContentSchema,
    status: 204,
  },
} as const satisfies EndpointTable;
