import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams, noContentSchema } from '../../contracts/common';
import {
  availabilityExceptionResponseSchema,
  availabilityExceptionsQuerySchema,
  availabilityExceptionsResponseSchema,
  availabilityExceptionsCreatedSchema,
  createAvailabilityExceptionBodySchema,
  createAvailabilityExceptionsBodySchema,
  createListingBodySchema,
  type CreateAvailabilityExceptionBody,
  exceptionParams,
  imageParams,
  imageResponseSchema,
  imagesResponseSchema,
  ownListingResponseSchema,
  ownListingsQuerySchema,
  ownListingsResponseSchema,
  reorderImagesBodySchema,
  updateListingBodySchema,
} from '../../contracts/own-listings';
import { imageAltBodySchema } from '../../contracts/listing-photos';
import { requireFullSession, requireSession } from '../http/auth';
import { acceptImageBodies, imageBodyOf, maxImageBytes } from '../http/image-upload';
import { addListingImage } from '../modules/listings/add-listing-image';
import { changeListingState } from '../modules/listings/change-listing-state';
import { createAvailabilityExceptions } from '../modules/listings/create-availability-exceptions';
import { createListingDraft } from '../modules/listings/create-listing-draft';
import { deleteAvailabilityException } from '../modules/listings/delete-availability-exception';
import { deleteListingImage } from '../modules/listings/delete-listing-image';
import { queryAvailabilityExceptions } from '../modules/listings/query-availability-exceptions';
import { queryOwnListings } from '../modules/listings/query-own-listings';
import { reorderListingImages } from '../modules/listings/reorder-listing-images';
import { setListingImageAlt } from '../modules/listings/set-listing-image-alt';
import { showOwnListing } from '../modules/listings/show-own-listing';
import { updateListing } from '../modules/listings/update-listing';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
/** Spec 000 §5 and §9: images up to 20 MB. */

// The operator's own listings (spec 000 §7 ownListings, images, availabilityExceptions). Every
// route needs a session (401) of a tour operator (403); someone else's listing is 404, or 403 when
// it is published (see modules/listings/own-listing-access.ts).
export const ownListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['own listings'];
  // A limited-access session may look at its listings, not change them (decision 010).
  const userOf = (request: Parameters<typeof requireSession>[0]) =>
    (request.method === 'GET' ? requireSession(request) : requireFullSession(request)).user;

  app.get(
    '/own-listings',
    {
      schema: {
        tags,
        summary: 'Manage listings: own listings, 42 a page',
        querystring: ownListingsQuerySchema,
        response: { 200: ownListingsResponseSchema, ...errors },
      },
    },
    async (request) => queryOwnListings(app.deps, userOf(request), request.query),
  );

  app.post(
    '/own-listings',
    {
      schema: {
        tags,
        summary: 'Create a draft (the Description tab)',
        body: createListingBodySchema,
        response: { 201: ownListingResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createListingDraft(app.deps, userOf(request), request.body) }),
  );

  app.get(
    '/own-listings/:id',
    {
      schema: {
        tags,
        summary: 'An own listing in any state',
        params: idParams,
        response: { 200: ownListingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await showOwnListing(app.deps, userOf(request), request.params.id),
    }),
  );

  app.patch(
    '/own-listings/:id',
    {
      schema: {
        tags,
        summary: 'Save one or more tabs of the editor',
        params: idParams,
        body: updateListingBodySchema,
        response: { 200: ownListingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateListing(app.deps, userOf(request), request.params.id, request.body),
    }),
  );

  for (const transition of ['publish', 'close', 'open'] as const) {
    app.post(
      `/own-listings/:id/${transition}`,
      {
        schema: {
          tags,
          summary: `${transition} an own listing`,
          params: idParams,
          response: { 200: ownListingResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await changeListingState(app.deps, userOf(request), request.params.id, transition),
      }),
    );
  }

  // Photos: the body is the file itself (JPG, GIF, PNG, WebP or HEIC, checked by its content), at most 20 MB.
  await app.register(async (uploads) => {
    acceptImageBodies(uploads);
    uploads.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/own-listings/:id/images',
      {
        bodyLimit: maxImageBytes,
        schema: {
          tags,
          summary: 'Upload a photo (the request body is the image file)',
          params: idParams,
          response: { 201: imageResponseSchema, 413: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const source = imageBodyOf(request.body);
        return reply.status(201).send({
          data: await addListingImage(
            app.deps,
            userOf(request),
            request.params.id,
            source,
            request.headers['content-type'],
          ),
        });
      },
    );
  });

  app.put(
    '/own-listings/:id/images/order',
    {
      schema: {
        tags,
        summary: 'Order the photos (the first is the cover)',
        params: idParams,
        body: reorderImagesBodySchema,
        response: { 200: imagesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reorderListingImages(
        app.deps,
        userOf(request),
        request.params.id,
        request.body.imageIds,
      ),
    }),
  );

  app.put(
    '/own-listings/:id/images/:imageId/alt',
    {
      schema: {
        tags,
        summary: 'Set a photo’s alternative text (empty: the title and place)',
        params: imageParams,
        body: imageAltBodySchema,
        response: { 200: imageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await setListingImageAlt(
        app.deps,
        userOf(request),
        request.params.id,
        request.params.imageId,
        request.body.alt,
      ),
    }),
  );

  app.delete(
    '/own-listings/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Delete a photo',
        params: imageParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteListingImage(
        app.deps,
        userOf(request),
        request.params.id,
        request.params.imageId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/own-listings/:id/availability-exceptions',
    {
      schema: {
        tags,
        summary: 'Availability exceptions, today to 364 days ahead',
        params: idParams,
        querystring: availabilityExceptionsQuerySchema,
        response: { 200: availabilityExceptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await queryAvailabilityExceptions(app.deps, userOf(request), request.params.id, {
        start: request.query.start ? new Date(request.query.start) : undefined,
        end: request.query.end ? new Date(request.query.end) : undefined,
      }),
    }),
  );

  app.post(
    '/own-listings/:id/availability-exceptions',
    {
      schema: {
        tags,
        summary: 'Add an availability exception (seats 0 closes)',
        params: idParams,
        body: createAvailabilityExceptionBodySchema,
        response: { 201: availabilityExceptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [data] = await createAvailabilityExceptions(
        app.deps,
        userOf(request),
        request.params.id,
        [toExceptionInput(request.body)],
      );
      return reply.status(201).send({ data: data! });
    },
  );

  app.post(
    '/own-listings/:id/availability-exceptions/batch',
    {
      schema: {
        tags,
        summary:
          'Add several availability exceptions at once, all or none (a season, or those made before the first save)',
        params: idParams,
        body: createAvailabilityExceptionsBodySchema,
        response: { 201: availabilityExceptionsCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createAvailabilityExceptions(
        app.deps,
        userOf(request),
        request.params.id,
        request.body.exceptions.map(toExceptionInput),
      );
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/own-listings/:id/availability-exceptions/:exceptionId',
    {
      schema: {
        tags,
        summary: 'Delete an availability exception',
        params: exceptionParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAvailabilityException(
        app.deps,
        userOf(request),
        request.params.id,
        request.params.exceptionId,
      );
      return reply.status(204).send(null);
    },
  );
};

const toExceptionInput = (body: CreateAvailabilityExceptionBody) => ({
  start: new Date(body.start),
  end: new Date(body.end),
  seats: body.seats,
});
