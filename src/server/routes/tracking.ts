import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, noContentSchema } from '../../contracts/common';
import { trackingConsentBodySchema, trackingEventBodySchema } from '../../contracts/tracking';
import { ensureVisitorCookie } from '../http/visitor-cookie';
import { recordBrowserEvent } from '../modules/tracking/record-browser-event';
import { consentOf, recordTrackingConsent } from '../modules/tracking/tracking-consent';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema };

// Analytics and email marketing from the browser (issue 48; decision 167). Both routes act on the
// request's own browser and session only; without the banner's consent nothing is kept.
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tracking'];

  app.post(
    '/tracking/events',
    {
      schema: {
        tags,
        summary:
          'A page view or an opened checkout of this browser; kept only when its cookie banner was accepted',
        body: trackingEventBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const consent = consentOf(request);
      await recordBrowserEvent(app.deps, request.body, {
        consent,
        // The visitor id is set only once the visitor accepted.
        visitorId: consent === true ? ensureVisitorCookie(request, reply) : null,
        userId: request.session?.user.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/tracking/consent',
    {
      schema: {
        tags,
        summary:
          "The cookie banner's choice, kept for the signed-in account (a decline stops its tracking everywhere); a visitor's stays in the browser",
        body: trackingConsentBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.session?.user.id;
      if (userId) await recordTrackingConsent(app.deps, userId, request.body.granted);
      return reply.code(204).send(null);
    },
  );
};
