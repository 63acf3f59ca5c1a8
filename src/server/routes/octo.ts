// The OCTO supplier API (issue 47; decisions 149-151) under /octo: a reseller's bearer key on every
// call, the Octo-Capabilities it asked for echoed, OCTO's own error body ({error, errorMessage, …})
// inside this route group only (the rest of the app keeps its error map).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineSchema } from '../../contracts/common';
import {
  octoAvailabilityBodySchema,
  octoBookingParams,
  octoBookingsQuery,
  octoCalendarBodySchema,
  octoCancelBodySchema,
  octoConfirmBodySchema,
  octoExtendBodySchema,
  octoProductParams,
  octoReserveBodySchema,
  octoUpdateBodySchema,
} from '../../contracts/octo';
import { AppError } from '../../domain/errors';
import { defaultLanguage, isLanguage, type Language } from '../../domain/languages';
import { octoCapabilityIds, requestedCapabilities } from '../../domain/octo';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { authenticateReseller, type ResellerCaller } from '../modules/octo/authenticate-reseller';
import { cancelOctoBooking } from '../modules/octo/cancel-octo-booking';
import { checkAvailability, showAvailabilityCalendar } from '../modules/octo/check-availability';
import { confirmOctoBooking } from '../modules/octo/confirm-octo-booking';
import { extendOctoBooking } from '../modules/octo/extend-octo-booking';
import { listProducts, showProduct } from '../modules/octo/list-products';
import { listOctoBookings, showOctoBooking } from '../modules/octo/show-octo-booking';
import { reserveOctoBooking } from '../modules/octo/reserve-octo-booking';
import { showSupplier } from '../modules/octo/show-supplier';
import { updateOctoBooking } from '../modules/octo/update-octo-booking';
import { listOctoWebhooks, setOctoWebhook } from '../modules/octo/set-octo-webhook';
import type { OctoContext } from '../modules/octo/octo-views';
import { octoError } from '../modules/octo/octo-catalog';

declare module 'fastify' {
  interface FastifyRequest {
    reseller: ResellerCaller | null;
  }
}

/** The first of the caller's Accept-Language tags we write in (en, pt, de, es, fr); English otherwise. */
export function languageOf(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: (tag ?? '').toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((entry) => entry.tag).find(isLanguage) ?? defaultLanguage;
}

type OctoErrorCode =
  'BAD_REQUEST' | 'UNPROCESSABLE_ENTITY' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'INTERNAL_SERVER_ERROR';

const sendError = (
  reply: FastifyReply,
  status: number,
  error: string,
  errorMessage: string,
  fields: Record<string, unknown> = {},
) => reply.status(status).send({ error, errorMessage, ...fields });

/** The OCTO word and status of one of our coded errors (decision 151). */
function octoCodeOf(error: AppError): { status: number; code: OctoErrorCode } {
  if (error.code === 'unauthorized') return { status: 401, code: 'UNAUTHORIZED' };
  if (error.code === 'forbidden') return { status: 403, code: 'FORBIDDEN' };
  if (error.code === 'internal-error' || error.code === 'service-unavailable')
    return { status: 500, code: 'INTERNAL_SERVER_ERROR' };
  if (
    error.code.startsWith('transaction-') ||
    error.code.startsWith('transition-') ||
    error.code === 'booking-answers-locked'
  )
    return { status: 400, code: 'UNPROCESSABLE_ENTITY' };
  return { status: 400, code: 'BAD_REQUEST' };
}

export const octoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.decorateRequest('reseller', null);

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const detail = error.details?.[0] as { octo?: string } | undefined;
      if (detail?.octo) {
        const { octo, ...fields } = detail;
        return sendError(reply, 400, octo, error.message, fields);
      }
      const { status, code } = octoCodeOf(error);
      return sendError(reply, status, code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation
        .map((issue) => `${error.validationContext ?? ''}${issue.instancePath} ${issue.message}`)
        .join('; ');
      return sendError(reply, 400, 'BAD_REQUEST', `Invalid request: ${problems}`);
    }
    if (error.statusCode === 429) return sendError(reply, 429, 'BAD_REQUEST', 'Too many requests');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const fastifyOwn = typeof error.code === 'string' && error.code.startsWith('FST_');
      return sendError(reply, 400, 'BAD_REQUEST', fastifyOwn ? error.message : 'Invalid request');
    }
    if (isDatabaseUnavailable(error)) {
      reply.header('Retry-After', '5');
      return sendError(reply, 503, 'INTERNAL_SERVER_ERROR', 'The database is unavailable');
    }
    request.log.error({ err: error }, 'unhandled OCTO error');
    await deps.errorReporter.report({
      error,
      source: 'server',
      tags: {
        failure: 'octo-request-failed',
        route: `${request.method} ${request.routeOptions.url}`,
      },
      requestId: request.id,
    });
    return sendError(reply, 500, 'INTERNAL_SERVER_ERROR', 'Something went wrong on our side');
  });

  // Every call names its reseller; the capabilities it asked for are echoed (OCTO requires it).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const capabilities = requestedCapabilities(request.headers['octo-capabilities'] as string);
    reply.header('Octo-Capabilities', capabilities.join(', '));
    if (capabilities.includes('octo/content')) {
      reply.header('Content-Language', languageOf(request.headers['accept-language']));
      reply.header('Available-Languages', 'en, pt, de, es, fr');
    }
    request.reseller = await authenticateReseller(deps, request.headers.authorization);
  });

  const contextOf = (request: FastifyRequest): OctoContext => ({
    capabilities: requestedCapabilities(request.headers['octo-capabilities'] as string),
    language: languageOf(request.headers['accept-language']),
    imageUrl: (key) => new URL(deps.imageStorage.urlFor(key), deps.config.publicBaseUrl).href,
  });
  const reseller = (request: FastifyRequest): ResellerCaller => request.reseller!;
  const tags = ['octo'];
  const any = { 200: z.any() };

  app.get('/supplier', { schema: { tags, summary: 'The supplier', response: any } }, (request) =>
    showSupplier(deps, contextOf(request)),
  );

  app.get(
    '/capabilities',
    { schema: { tags, summary: 'Capabilities offered', response: any } },
    () =>
      octoCapabilityIds.map((id) => ({
        id,
        revision: 1,
        required: false,
        dependencies: [],
        docs: null,
      })),
  );

  app.get('/products', { schema: { tags, summary: 'Products', response: any } }, (request) =>
    listProducts(deps, reseller(request).resellerId, contextOf(request)),
  );

  app.get(
    '/products/:id',
    { schema: { tags, summary: 'One product', params: octoProductParams, response: any } },
    (request) =>
      showProduct(deps, reseller(request).resellerId, request.params.id, contextOf(request)),
  );

  app.post(
    '/availability/calendar',
    { schema: { tags, summary: 'Calendar', body: octoCalendarBodySchema, response: any } },
    (request) =>
      showAvailabilityCalendar(
        deps,
        reseller(request).resellerId,
        request.body,
        contextOf(request),
      ),
  );

  app.post(
    '/availability',
    { schema: { tags, summary: 'Availability', body: octoAvailabilityBodySchema, response: any } },
    (request) =>
      checkAvailability(deps, reseller(request).resellerId, request.body, contextOf(request)),
  );

  app.post(
    '/bookings',
    { schema: { tags, summary: 'Reserve (ON_HOLD)', body: octoReserveBodySchema, response: any } },
    (request) => reserveOctoBooking(deps, reseller(request), request.body, contextOf(request)),
  );

  app.post(
    '/bookings/:uuid/extend',
    {
      schema: {
        tags,
        summary: 'Extend a hold',
        params: octoBookingParams,
        body: octoExtendBodySchema.default({}),
        response: any,
      },
    },
    (request) =>
      extendOctoBooking(
        deps,
        reseller(request),
        request.params.uuid,
        request.body,
        contextOf(request),
      ),
  );

  app.post(
    '/bookings/:uuid/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm',
        params: octoBookingParams,
        body: octoConfirmBodySchema,
        response: any,
      },
    },
    (request) =>
      confirmOctoBooking(
        deps,
        reseller(request),
        request.params.uuid,
        request.body,
        contextOf(request),
      ),
  );

  app.patch(
    '/bookings/:uuid',
    {
      schema: {
        tags,
        summary: 'Change date, units or contact',
        params: octoBookingParams,
        body: octoUpdateBodySchema,
        response: any,
      },
    },
    (request) =>
      updateOctoBooking(
        deps,
        reseller(request),
        request.params.uuid,
        request.body,
        contextOf(request),
      ),
  );

  app.post(
    '/bookings/:uuid/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel',
        params: octoBookingParams,
        body: octoCancelBodySchema.default({}),
        response: any,
      },
    },
    (request) =>
      cancelOctoBooking(
        deps,
        reseller(request),
        request.params.uuid,
        request.body,
        contextOf(request),
      ),
  );

  app.get(
    '/bookings/:uuid',
    { schema: { tags, summary: 'One booking', params: octoBookingParams, response: any } },
    (request) => showOctoBooking(deps, reseller(request), request.params.uuid, contextOf(request)),
  );

  // octo/webhooks: the reseller's one booking_update webhook.
  // The address a reseller receives booking updates at: http or https, checked against private
  // networks by the use case (decision 158, with a message in the caller's language).
  const webhookBody = z.object({
    url: lineSchema.max(2000),
    event: lineSchema.max(40),
  });
  app.get('/webhooks', { schema: { tags, summary: 'Webhooks', response: any } }, (request) =>
    listOctoWebhooks(deps.db, reseller(request).resellerId),
  );
  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary:
          'Set the booking_update webhook; the answer carries its new signing secret, shown this once (Octo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">)',
        body: webhookBody,
        response: any,
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return setOctoWebhook(
        deps,
        reseller(request).resellerId,
        request.body,
        contextOf(request).language,
      );
    },
  );
  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Remove the webhook',
        params: z.object({ id: lineSchema.max(100) }),
        response: any,
      },
    },
    async (request) => {
      const { resellerId } = reseller(request);
      if (request.params.id !== resellerId)
        throw octoError('BAD_REQUEST', `No webhook ${request.params.id}`);
      await setOctoWebhook(deps, resellerId, { url: null });
      return { id: resellerId, event: 'booking_update', url: null };
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: 'Bookings by reference',
        querystring: octoBookingsQuery,
        response: any,
      },
    },
    (request) => listOctoBookings(deps, reseller(request), request.query, contextOf(request)),
  );
};
