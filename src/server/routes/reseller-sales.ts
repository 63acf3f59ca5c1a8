import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contracts/common';
import {
  resellerGrantBodySchema,
  resellerGrantParams,
  resellerGrantsResponseSchema,
  resellerStatementQuery,
  resellerStatementResponseSchema,
} from '../../contracts/octo';
import { requireSession } from '../http/auth';
import { listResellerGrants } from '../modules/octo/list-reseller-grants';
import { setResellerListing } from '../modules/octo/set-reseller-listing';
import { showResellerStatement } from '../modules/octo/show-reseller-statement';

// The operator's side of the OCTO resellers (issue 47 item 3, decision 150): which of their listings
// each reseller sells, at what commission, and what each owes per month. Signed in only; a listing
// of someone else is not found.
export const resellerSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['resellers'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
  app.get(
    '/resellers/grants',
    {
      schema: {
        tags,
        summary: 'The resellers, and which of my listings each sells at what commission',
        response: { 200: resellerGrantsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listResellerGrants(app.deps.db, requireSession(request).user.id),
    }),
  );
  app.put(
    '/resellers/grants/:listingId/:resellerId',
    {
      schema: {
        tags,
        summary: 'Let a reseller sell one of my listings at a commission, or (null) stop it',
        params: resellerGrantParams,
        body: resellerGrantBodySchema,
        response: { 200: resellerGrantsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const operatorId = requireSession(request).user.id;
      await setResellerListing(app.deps, operatorId, {
        ...request.params,
        commissionPercent: request.body.commissionPercent,
      });
      return { data: await listResellerGrants(app.deps.db, operatorId) };
    },
  );
  app.get(
    '/resellers/statement',
    {
      schema: {
        tags,
        summary: 'What each reseller owes me for the departures of a month (net, EUR cents)',
        querystring: resellerStatementQuery,
        response: { 200: resellerStatementResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await showResellerStatement(
        app.deps.db,
        requireSession(request).user.id,
        request.query.month,
      ),
    }),
  );
};
