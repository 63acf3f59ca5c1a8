import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '../../domain/errors';
import { textCharactersMessage, type ErrorResponse } from '../../contracts/common';
import { isDatabaseUnavailable } from '../db/connection-errors';

// The one place where error codes become HTTP statuses.
const statusByCode: Record<ErrorCode, number> = {
  'transaction-listing-not-found': 404,
  'transaction-invalid-transition': 409,
  'transaction-already-reviewed-by-customer': 409,
  'transaction-already-reviewed-by-provider': 409,
  'transaction-booking-time-not-available': 409,
  'transaction-payment-failed': 402,
  'transaction-charge-zero-payin': 402,
  'transaction-charge-zero-payout': 402,
  'transaction-missing-stripe-account': 409,
  'transition-reschedule-error': 409,
  'transaction-too-many-unpaid': 409,
  'transaction-too-many-seats-held': 409,
  'booking-answers-invalid': 400,
  'booking-answers-locked': 409,
  'enquiry-email-not-verified': 403,
  'enquiry-daily-limit': 429,
  'validation-invalid-params': 400,
  'validation-invalid-value': 400,
  'not-found': 404,
  forbidden: 403,
  unauthorized: 401,
  'email-taken': 409,
  'email-not-found': 404,
  'email-too-many-verification-requests': 429,
  'password-too-weak': 400,
  'request-upload-over-limit': 413,
  'image-invalid': 400,
  'currency-unsupported': 400,
  'money-invalid-amount': 400,
  'too-many-requests': 429,
  'listing-invalid-transition': 409,
  'listing-seats-below-booked': 409,
  'account-deletion-blocked': 409,
  'account-banned': 403,
  'console-conflict': 409,
  'console-target-is-admin': 409,
  'guide-invitation-invalid': 410,
  'internal-error': 500,
  'service-unavailable': 503,
};

export const httpStatusOf = (code: ErrorCode): number => statusByCode[code];

const body = (
  code: ErrorCode,
  message: string,
  details?: ErrorResponse['error']['details'],
): ErrorResponse => ({
  error: details ? { code, message, details } : { code, message },
});

// The spec's failure tags (000 §8) for the booking actions whose request failed on the server.
const transitionFailureTags: Record<string, string> = {
  'request-payment': 'initiate-order-failed',
  'request-payment-after-enquiry': 'initiate-order-failed',
  enquire: 'initial-message-send-failed',
  accept: 'accept-sale-failed',
  decline: 'reject-sale-failed',
  'update-preauthorized-booking': 'reschedule-booking-failed',
  'update-accepted-booking': 'reschedule-booking-failed',
};

/** The failure tag of a request that failed with a 500: the spec's, or the route's own. */
function failureTagOf(route: string | undefined, requestBody: unknown): string {
  const transition = (requestBody as { transition?: unknown } | null)?.transition;
  if (route?.startsWith('/api/transactions') && typeof transition === 'string')
    return transitionFailureTags[transition] ?? 'transition-failed';
  if (route === '/api/own-listings' || route?.startsWith('/api/own-listings/'))
    return route === '/api/own-listings' ? 'create-listing-draft-failed' : 'update-listing-failed';
  return 'request-failed';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(httpStatusOf(error.code))
        .send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? ''}${issue.instancePath}`,
        code: String(issue.keyword ?? 'invalid'),
        message: issue.message ?? 'Invalid value',
      }));
      // Well-shaped parameters whose text holds characters that are not text: the value is wrong.
      const isTextOnly = error.validation.every((issue) => issue.message === textCharactersMessage);
      return reply
        .status(400)
        .send(
          isTextOnly
            ? body('validation-invalid-value', textCharactersMessage, details)
            : body('validation-invalid-params', 'Invalid request parameters', details),
        );
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply
        .status(413)
        .send(body('request-upload-over-limit', 'The maximum file size is 20 MB'));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body('too-many-requests', 'Too many requests, try again later'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, ...) explain themselves;
      // another library's 4xx may carry internals in its message, so it gets a generic one.
      const fastifyOwn = typeof error.code === 'string' && error.code.startsWith('FST_');
      return reply
        .status(error.statusCode)
        .send(body('validation-invalid-params', fastifyOwn ? error.message : 'Invalid request'));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the pool reconnects by itself on a later request.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(
          body(
            'service-unavailable',
            'The database is unavailable for a moment. Try again in a few seconds.',
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    await app.deps.errorReporter.report({
      error,
      source: 'server',
      tags: {
        failure: failureTagOf(request.routeOptions.url, request.body),
        route: `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      },
      requestId: request.id,
    });
    return reply.status(500).send(body('internal-error', 'Something went wrong on our side'));
  });
}
