import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import {
  addConsoleNoteBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  banUserBodySchema,
  cancelBookingBodySchema,
  changeSettingsBodySchema,
  consoleDoneResponseSchema,
  consoleErrorsQuerySchema,
  consoleErrorsResponseSchema,
  consoleJobActionResponseSchema,
  consoleJobsQuerySchema,
  consoleJobsResponseSchema,
  consoleLedgerQuerySchema,
  consoleLedgerResponseSchema,
  consoleListingActionResponseSchema,
  consoleListingResponseSchema,
  consoleListingsQuerySchema,
  consoleListingsResponseSchema,
  consoleNoteBodySchema,
  consoleNoteResponseSchema,
  consoleOutboxQuerySchema,
  consoleOutboxResponseSchema,
  consolePayoutsQuerySchema,
  consolePayoutsResponseSchema,
  consoleQueueQuerySchema,
  consoleReferralsQuerySchema,
  consoleReferralsResponseSchema,
  consoleSettingsResponseSchema,
  consoleTransactionActionResponseSchema,
  consoleTransactionFiltersSchema,
  consoleTransactionResponseSchema,
  consoleTransactionsQuerySchema,
  consoleTransactionsResponseSchema,
  consoleUserActionResponseSchema,
  consoleUserResponseSchema,
  consoleUsersQuerySchema,
  consoleUsersResponseSchema,
  deleteUserBodySchema,
  featureListingBodySchema,
  logInAsBodySchema,
  logInAsResponseSchema,
  operatorCommissionBodySchema,
  rejectListingBodySchema,
  retryPayoutParams,
  reviewReferralBodySchema,
} from '../../contracts/console';
import { consoleReturnCookie } from '../../contracts/cookies';
import { cookieName, requireAdmin, setSessionCookie, sessionCookie } from '../http/auth';
import { approveListing } from '../modules/console/approve-listing';
import { banUser } from '../modules/console/ban-user';
import { cancelBooking } from '../modules/console/cancel-booking';
import { closeListing } from '../modules/console/close-listing';
import { exportTransactionsCsv } from '../modules/console/export-transactions-csv';
import { searchConsoleTransactions } from '../modules/console/search-console-transactions';
import { showConsoleTransaction } from '../modules/console/show-console-transaction';
import { addTransactionNote } from '../modules/console/add-transaction-note';
import { discardJob } from '../modules/console/discard-job';
import { queryConsoleLedger } from '../modules/console/query-console-ledger';
import { retryPayout } from '../modules/console/retry-payout';
import { reviewReferral } from '../modules/console/review-referral';
import { searchConsolePayouts } from '../modules/console/search-console-payouts';
import { searchConsoleReferrals } from '../modules/console/search-console-referrals';
import { changeSettings } from '../modules/console/change-settings';
import { setOperatorCommission } from '../modules/console/set-operator-commission';
import { showConsoleSettings } from '../modules/console/show-console-settings';
import {
  consoleResellersResponseSchema,
  createResellerBodySchema,
  issueResellerKeyBodySchema,
  issuedResellerKeySchema,
  resellerKeyParams,
} from '../../contracts/octo';
import { createReseller } from '../modules/octo/create-reseller';
import { issueResellerKey } from '../modules/octo/issue-reseller-key';
import { listResellers } from '../modules/octo/list-resellers';
import { revokeResellerKey } from '../modules/octo/revoke-reseller-key';
import { retryJob } from '../modules/console/retry-job';
import { searchConsoleJobs } from '../modules/console/search-console-jobs';
import { searchConsoleOutbox } from '../modules/console/search-console-outbox';
import { searchConsoleErrors } from '../modules/console/search-console-errors';
import { deleteUser } from '../modules/console/delete-user';
import { featureListing } from '../modules/console/feature-listing';
import { logInAsUser } from '../modules/console/log-in-as-user';
import { queryApprovalQueue } from '../modules/console/query-approval-queue';
import { queryAuditLog } from '../modules/console/query-audit-log';
import { actorOf } from '../modules/console/record-audit';
import { rejectListing } from '../modules/console/reject-listing';
import { reopenListing } from '../modules/console/reopen-listing';
import { searchConsoleListings } from '../modules/console/search-console-listings';
import { searchConsoleUsers } from '../modules/console/search-console-users';
import { showConsoleListing } from '../modules/console/show-console-listing';
import { showConsoleUser } from '../modules/console/show-console-user';
import { unbanUser } from '../modules/console/unban-user';
import {
  consoleAnalyticsResponseSchema,
  consoleMarketingResponseSchema,
} from '../../contracts/tracking';
import { queryTrackingFunnel } from '../modules/console/query-tracking-funnel';
import { searchConsoleMarketing } from '../modules/console/search-console-marketing';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The console's API (issue 43; decisions 100 and 101), for the marketplace's administrators: one
 * hook checks the role for every route, and to anyone else every route answers 404, as if it did not
 * exist. Every change goes through a use case that writes its audit entry in its own transaction.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  const tags = ['console'];
  const admin = (request: Parameters<typeof requireAdmin>[0]) => actorOf(requireAdmin(request));

  app.get(
    '/console/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first; filter by actor, action and target',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => queryAuditLog(app.deps, request.query),
  );

  // Listings (issue 43 part 2).
  app.get(
    '/console/listings/queue',
    {
      schema: {
        tags,
        summary: 'Listings waiting for approval, the longest waiting first',
        querystring: consoleQueueQuerySchema,
        response: { 200: consoleListingsResponseSchema, ...errors },
      },
    },
    async (request) => queryApprovalQueue(app.deps, request.query),
  );
  app.get(
    '/console/listings',
    {
      schema: {
        tags,
        summary: 'Search every listing by title, operator, place, state and the featured mark',
        querystring: consoleListingsQuerySchema,
        response: { 200: consoleListingsResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleListings(app.deps, request.query),
  );
  app.get(
    '/console/listings/:id',
    {
      schema: {
        tags,
        summary: 'A listing, and the listing as travellers see it',
        params: idParams,
        response: { 200: consoleListingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await showConsoleListing(app.deps, request.params.id) }),
  );
  const listingAction = { params: idParams, tags };
  app.post(
    '/console/listings/:id/approve',
    {
      schema: {
        ...listingAction,
        summary: 'Publish a listing waiting for approval; its operator is emailed',
        response: { 200: consoleListingActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await approveListing(app.deps, admin(request), request.params.id),
    }),
  );
  app.post(
    '/console/listings/:id/reject',
    {
      schema: {
        ...listingAction,
        summary:
          'Send a listing waiting for approval back to draft, with the reason its operator reads',
        body: rejectListingBodySchema,
        response: { 200: consoleListingActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await rejectListing(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/listings/:id/close',
    {
      schema: {
        ...listingAction,
        summary: 'Close a published listing',
        body: consoleNoteBodySchema,
        response: { 200: consoleListingActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await closeListing(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/listings/:id/reopen',
    {
      schema: {
        ...listingAction,
        summary: 'Publish a closed listing again',
        body: consoleNoteBodySchema,
        response: { 200: consoleListingActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reopenListing(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/listings/:id/featured',
    {
      schema: {
        ...listingAction,
        summary: 'Mark a listing featured, or not',
        body: featureListingBodySchema,
        response: { 200: consoleListingActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await featureListing(
        app.deps,
        admin(request),
        request.params.id,
        request.body.featured,
      ),
    }),
  );

  // Users (issue 43 part 3).
  app.get(
    '/console/users',
    {
      schema: {
        tags,
        summary: 'Search every account by name, email, type and state',
        querystring: consoleUsersQuerySchema,
        response: { 200: consoleUsersResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleUsers(app.deps, request.query),
  );
  app.get(
    '/console/users/:id',
    {
      schema: {
        tags,
        summary:
          'A user: profile, listings, orders, sales, reviews, payout state, affiliate data, sessions',
        params: idParams,
        response: { 200: consoleUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await showConsoleUser(app.deps, request.params.id) }),
  );
  app.post(
    '/console/users/:id/ban',
    {
      schema: {
        tags,
        summary: 'Ban a user (reason required): sessions end, sign-in refused, listings closed',
        params: idParams,
        body: banUserBodySchema,
        response: { 200: consoleUserActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await banUser(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/users/:id/unban',
    {
      schema: {
        tags,
        summary: 'Lift a ban: sign-in allowed, the listings the ban closed published again',
        params: idParams,
        body: consoleNoteBodySchema,
        response: { 200: consoleUserActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await unbanUser(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/users/:id/delete',
    {
      schema: {
        tags,
        summary: "Delete a user's account through the account deletion (reason required)",
        params: idParams,
        body: deleteUserBodySchema,
        response: { 200: consoleUserActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await deleteUser(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/users/:id/log-in-as',
    {
      schema: {
        tags,
        summary:
          "Log in as a user for support (the administrator's password; a limited session for one hour)",
        params: idParams,
        body: logInAsBodySchema,
        response: { 200: logInAsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireAdmin(request);
      const opened = await logInAsUser(
        { ...app.deps, loginThrottle: app.loginThrottle },
        session,
        request.params.id,
        request.body,
        request.ip,
      );
      // The administrator's own session waits in a cookie of its own; the limited session's logout
      // (routes/auth.ts) puts it back.
      const own = request.cookies[cookieName(request, sessionCookie)];
      if (own)
        reply.setCookie(cookieName(request, consoleReturnCookie), own, {
          path: '/',
          sameSite: 'lax',
          secure: request.protocol === 'https',
          httpOnly: true,
          expires: opened.expiresAt,
        });
      setSessionCookie(request, reply, opened.token, opened.expiresAt);
      return { data: { userId: opened.userId, expiresAt: opened.expiresAt.toISOString() } };
    },
  );

  // Transactions (issue 43 part 4).
  app.get(
    '/console/transactions',
    {
      schema: {
        tags,
        summary:
          'Search every transaction by state, dates, listing, operator, customer and amount (cents)',
        querystring: consoleTransactionsQuerySchema,
        response: { 200: consoleTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleTransactions(app.deps, request.query),
  );
  app.get(
    '/console/transactions.csv',
    {
      schema: {
        tags,
        summary: 'The filtered transactions as CSV (at most 10 000, newest first)',
        querystring: consoleTransactionFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportTransactionsCsv(app.deps, request.query);
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="levada-transactions-${day}.csv"`)
        .send(csv);
    },
  );
  app.get(
    '/console/transactions/:id',
    {
      schema: {
        tags,
        summary:
          'The whole transaction: as each party sees it, messages, reviews, the payment and its jobs, notes',
        params: idParams,
        response: { 200: consoleTransactionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await showConsoleTransaction(app.deps, request.params.id) }),
  );
  app.post(
    '/console/transactions/:id/notes',
    {
      schema: {
        tags,
        summary: "An administrators' internal note on a transaction (never shown to its parties)",
        params: idParams,
        body: addConsoleNoteBodySchema,
        response: { 200: consoleNoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await addTransactionNote(
        app.deps,
        admin(request),
        request.params.id,
        request.body.body,
      ),
    }),
  );
  app.post(
    '/console/transactions/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel an accepted booking as the marketplace, with a reason both parties read: seats released, the payment refunded in full',
        params: idParams,
        body: cancelBookingBodySchema,
        response: { 200: consoleTransactionActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await cancelBooking(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );

  // Behind the scenes (issue 43 part 6).
  app.get(
    '/console/outbox',
    {
      schema: {
        tags,
        summary:
          'The outbox of every channel (email, SMS, WhatsApp, chat alerts, recorded events), newest first',
        querystring: consoleOutboxQuerySchema,
        response: { 200: consoleOutboxResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleOutbox(app.deps, request.query),
  );
  // Analytics' daily funnel and email marketing's profiles and events, as kept locally (decisions 165, 166).
  app.get(
    '/console/analytics',
    {
      schema: {
        tags,
        summary:
          'Page views, sign-ups, opened checkouts and purchases per UTC day, the last 30 days (local analytics)',
        response: { 200: consoleAnalyticsResponseSchema, ...errors },
      },
    },
    async () => queryTrackingFunnel(app.deps),
  );
  app.get(
    '/console/marketing',
    {
      schema: {
        tags,
        summary: 'The email-marketing profiles and events kept locally, newest first (50 of each)',
        response: { 200: consoleMarketingResponseSchema, ...errors },
      },
    },
    async () => searchConsoleMarketing(app.deps),
  );
  app.get(
    '/console/errors',
    {
      schema: {
        tags,
        summary:
          'Errors the server reported (without an error service), one per kind, the latest first, with their tags and count',
        querystring: consoleErrorsQuerySchema,
        response: { 200: consoleErrorsResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleErrors(app.deps, request.query),
  );
  app.get(
    '/console/jobs',
    {
      schema: {
        tags,
        summary: "The job runner's jobs (queued, running, failed, dead) with their last error",
        querystring: consoleJobsQuerySchema,
        response: { 200: consoleJobsResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleJobs(app.deps, request.query),
  );
  app.post(
    '/console/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Run a failed, dead or discarded job again now',
        params: idParams,
        body: consoleNoteBodySchema,
        response: { 200: consoleJobActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await retryJob(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/console/jobs/:id/discard',
    {
      schema: {
        tags,
        summary: 'Take a queued, failed or dead job out of the queue for good',
        params: idParams,
        body: consoleNoteBodySchema,
        response: { 200: consoleJobActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await discardJob(app.deps, admin(request), request.params.id, request.body.reason),
    }),
  );

  // Settings (issue 43 part 7).
  app.get(
    '/console/settings',
    {
      schema: {
        tags,
        summary:
          'The settings the engine reads now (commissions, listing approval, bookable window), their defaults and operator commissions',
        response: { 200: consoleSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await showConsoleSettings(app.deps) }),
  );
  app.post(
    '/console/settings',
    {
      schema: {
        tags,
        summary: 'Change settings; new transactions are priced with them, those made keep theirs',
        body: changeSettingsBodySchema,
        response: { 200: consoleSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await changeSettings(app.deps, admin(request), request.body) }),
  );
  app.post(
    '/console/settings/operators/:id',
    {
      schema: {
        tags,
        summary: "Give an operator a commission of their own, or (null) the marketplace's again",
        params: idParams,
        body: operatorCommissionBodySchema,
        response: { 200: consoleSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await setOperatorCommission(app.deps, admin(request), request.params.id, request.body),
    }),
  );

  // Resellers of the OCTO API and their keys (issue 47, decision 149).
  const resellersResponse = async () => ({
    data: (await listResellers(app.deps)).map((reseller) => ({
      ...reseller,
      createdAt: reseller.createdAt.toISOString(),
      keys: reseller.keys.map((key) => ({
        ...key,
        createdAt: key.createdAt.toISOString(),
        revokedAt: key.revokedAt?.toISOString() ?? null,
      })),
    })),
  });
  app.get(
    '/console/resellers',
    {
      schema: {
        tags,
        summary: 'The resellers of the OCTO API with their keys (prefixes only)',
        response: { 200: consoleResellersResponseSchema, ...errors },
      },
    },
    resellersResponse,
  );
  app.post(
    '/console/resellers',
    {
      schema: {
        tags,
        summary: 'Add a reseller',
        body: createResellerBodySchema,
        response: { 200: consoleResellersResponseSchema, ...errors },
      },
    },
    async (request) => {
      await createReseller(app.deps, { name: request.body.name }, admin(request));
      return resellersResponse();
    },
  );
  app.post(
    '/console/resellers/:id/keys',
    {
      schema: {
        tags,
        summary: 'Issue a key (live or test mode): answered once, kept hashed',
        params: idParams,
        body: issueResellerKeyBodySchema,
        response: { 200: issuedResellerKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const issued = await issueResellerKey(
        app.deps,
        { resellerId: request.params.id, testMode: request.body.testMode },
        admin(request),
      );
      return {
        data: {
          id: issued.id,
          key: issued.key,
          keyPrefix: issued.keyPrefix,
          testMode: issued.testMode,
        },
      };
    },
  );
  app.post(
    '/console/resellers/:id/keys/:keyId/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a key: its next call is refused',
        params: resellerKeyParams,
        response: { 200: consoleResellersResponseSchema, ...errors },
      },
    },
    async (request) => {
      await revokeResellerKey(
        app.deps,
        { resellerId: request.params.id, keyId: request.params.keyId },
        admin(request),
      );
      return resellersResponse();
    },
  );

  // Money (issue 43 part 5).
  app.get(
    '/console/ledger',
    {
      schema: {
        tags,
        summary:
          'The ledger per day or month: payins, refunds, payouts, affiliate and marketplace commissions, reconciling to zero',
        querystring: consoleLedgerQuerySchema,
        response: { 200: consoleLedgerResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await queryConsoleLedger(app.deps, request.query) }),
  );
  app.get(
    '/console/payouts',
    {
      schema: {
        tags,
        summary: 'Operator and affiliate payouts with their state and last failure',
        querystring: consolePayoutsQuerySchema,
        response: { 200: consolePayoutsResponseSchema, ...errors },
      },
    },
    async (request) => searchConsolePayouts(app.deps, request.query),
  );
  app.post(
    '/console/payouts/:kind/:id/retry',
    {
      schema: {
        tags,
        summary: "Pay again: an operator's booking payout or an affiliate's unpaid payout",
        params: retryPayoutParams,
        body: consoleNoteBodySchema,
        response: { 200: consoleDoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      await retryPayout(
        app.deps,
        admin(request),
        request.params.kind,
        request.params.id,
        request.body.reason,
      );
      return { data: { ok: true as const } };
    },
  );
  app.get(
    '/console/referrals',
    {
      schema: {
        tags,
        summary: 'Affiliate referrals by review: the commissions waiting for review first',
        querystring: consoleReferralsQuerySchema,
        response: { 200: consoleReferralsResponseSchema, ...errors },
      },
    },
    async (request) => searchConsoleReferrals(app.deps, request.query),
  );
  app.post(
    '/console/referrals/:id/review',
    {
      schema: {
        tags,
        summary:
          'Release (approved) or hold for good (refused) the commission of a flagged referral',
        params: idParams,
        body: reviewReferralBodySchema,
        response: { 200: consoleDoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reviewReferral(
        app.deps,
        admin(request),
        request.params.id,
        request.body.decision,
        request.body.reason,
      );
      return { data: { ok: true as const } };
    },
  );
};
