import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import { timeSlotsQuerySchema, timeSlotsResponseSchema } from '../../contracts/own-listings';
import { queryTimeSlots } from '../modules/listings/query-time-slots';

export const timeSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings/:id/time-slots',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Bookable departures of a published listing with their free seats (500 a page, at most 62 days)',
        params: idParams,
        querystring: timeSlotsQuerySchema,
        response: {
          200: timeSlotsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { start, end, page, perPage } = request.query;
      return queryTimeSlots(app.deps, request.params.id, {
        start: new Date(start),
        end: new Date(end),
        page,
        perPage,
      });
    },
  );
};
