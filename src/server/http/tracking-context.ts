import type { FastifyRequest } from 'fastify';
import type { TrackingContext } from '../modules/tracking/track-account-event';
import { consentOf } from '../modules/tracking/tracking-consent';
import { visitorIdOf } from './visitor-cookie';

/** The request's cookie-banner choice and visitor id, for an account event's tracking (decision 167). */
export const trackingContextOf = (request: FastifyRequest): TrackingContext => ({
  consent: consentOf(request),
  visitorId: visitorIdOf(request),
});
