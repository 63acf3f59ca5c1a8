import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  affiliateClickBodySchema,
  affiliateClickResponseSchema,
  affiliateDashboardQuerySchema,
  affiliateDashboardResponseSchema,
  affiliatePayoutsResponseSchema,
  affiliateResponseSchema,
} from '../../contracts/affiliates';
import { errorResponseSchema } from '../../contracts/common';
import { attributionWindowMs } from '../../domain/affiliates';
import { requireSession } from '../http/auth';
import { ensureVisitorCookie } from '../http/visitor-cookie';
import { referralCookie } from '../modules/affiliates/attribute-booking';
import {
  requireAffiliate,
  toAffiliate,
  type AffiliateRow,
} from '../modules/affiliates/find-affiliate';
import { recordAffiliateClick } from '../modules/affiliates/record-affiliate-click';
import { recordAffiliateSighting } from '../modules/affiliates/record-affiliate-sighting';
import { showAffiliateDashboard } from '../modules/affiliates/show-affiliate-dashboard';
import { showAffiliatePayouts } from '../modules/affiliates/show-affiliate-payouts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  httpOnly: true,
});

declare module 'fastify' {
  interface FastifyRequest {
    affiliate: AffiliateRow | null;
  }
}

// The affiliate programme (issue 11, decision 047): the click on a referral link (anyone), and the
// affiliate's own account, dashboard and payouts (affiliates only: 401 for visitors, 403 for others).
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['affiliates'];

  app.post(
    '/affiliate-clicks',
    {
      schema: {
        tags,
        summary:
          'A visitor followed a referral link: counted once a visitor and day; the booking cookie is set (last click wins)',
        body: affiliateClickBodySchema,
        response: {
          200: affiliateClickResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const visitorId = ensureVisitorCookie(request, reply);
      const { mark } = await recordAffiliateClick(app.deps, {
        ref: request.body.ref,
        visitorId,
        address: request.ip,
        userAgent: request.headers['user-agent'],
        userId: request.session?.user.id,
      });
      if (mark)
        reply.setCookie(referralCookie, mark, {
          ...cookieOptions(request),
          maxAge: attributionWindowMs / 1000,
        });
      return { data: { isReferral: mark !== null } };
    },
  );

  await app.register(async (scope) => {
    const own = scope.withTypeProvider<ZodTypeProvider>();
    own.decorateRequest('affiliate', null);
    own.addHook('preHandler', async (request, reply) => {
      request.affiliate = await requireAffiliate(app.deps.db, requireSession(request).user);
      // The browser and address the affiliate uses are theirs: no referral from them (decision 098).
      await recordAffiliateSighting(app.deps, request.affiliate.userId, {
        visitorId: ensureVisitorCookie(request, reply),
        address: request.ip,
      });
    });
    const affiliateOf = (request: { affiliate: AffiliateRow | null }) => request.affiliate!;

    own.get(
      '/affiliate',
      {
        schema: {
          tags,
          summary: "The affiliate's referral token, link and tier",
          response: { 200: affiliateResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: toAffiliate(affiliateOf(request), app.deps.config.publicBaseUrl),
      }),
    );

    own.get(
      '/affiliate/dashboard',
      {
        schema: {
          tags,
          summary:
            'Clicks, conversions and commission of a month (this one by default), the next tier, the last 12 months',
          querystring: affiliateDashboardQuerySchema,
          response: { 200: affiliateDashboardResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await showAffiliateDashboard(app.deps, affiliateOf(request), request.query),
      }),
    );

    own.get(
      '/affiliate/payouts',
      {
        schema: {
          tags,
          summary: 'The balance in EUR and the month-end payouts',
          response: { 200: affiliatePayoutsResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await showAffiliatePayouts(app.deps, affiliateOf(request)) }),
    );
  });
};
