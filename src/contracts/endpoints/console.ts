import type { EndpointTable } from './endpoint';
import { idParams } from '../common';
import * as consoleContract from '../console';
import * as octoContract from '../octo';
import { consoleAnalyticsResponseSchema, consoleMarketingResponseSchema } from '../tracking';

export const consoleEndpoints = {
  /** The audit log, newest first; filter by actor, action and target */
  'GET /api/console/audit': {
    query: consoleContract.auditQuerySchema,
    response: consoleContract.auditResponseSchema,
  },
  /** Listings waiting for approval, the longest waiting first */
  'GET /api/console/listings/queue': {
    query: consoleContract.consoleQueueQuerySchema,
    response: consoleContract.consoleListingsResponseSchema,
  },
  /** Search every listing by title, operator, place, state and the featured mark */
  'GET /api/console/listings': {
    query: consoleContract.consoleListingsQuerySchema,
    response: consoleContract.consoleListingsResponseSchema,
  },
  /** A listing, and the listing as travellers see it */
  'GET /api/console/listings/:id': {
    params: idParams,
    response: consoleContract.consoleListingResponseSchema,
  },
  /** Publish a listing waiting for approval; its operator is emailed */
  'POST /api/console/listings/:id/approve': {
    params: idParams,
    response: consoleContract.consoleListingActionResponseSchema,
  },
  /** Send a listing waiting for approval back to draft, with the reason its operator reads */
  'POST /api/console/listings/:id/reject': {
    params: idParams,
    body: consoleContract.rejectListingBodySchema,
    response: consoleContract.consoleListingActionResponseSchema,
  },
  /** Close a published listing */
  'POST /api/console/listings/:id/close': {
    params: idParams,
    body: consoleContract.consoleNoteBodySchema,
    response: consoleContract.consoleListingActionResponseSchema,
  },
  /** Publish a closed listing again */
  'POST /api/console/listings/:id/reopen': {
    params: idParams,
    body: consoleContract.consoleNoteBodySchema,
    response: consoleContract.consoleListingActionResponseSchema,
  },
  /** Mark a listing featured, or not */
  'POST /api/console/listings/:id/featured': {
    params: idParams,
    body: consoleContract.featureListingBodySchema,
    response: consoleContract.consoleListingActionResponseSchema,
  },
  /** Search every account by name, email, type and state */
  'GET /api/console/users': {
    query: consoleContract.consoleUsersQuerySchema,
    response: consoleContract.consoleUsersResponseSchema,
  },
  /** A user: profile, listings, orders, sales, reviews, payout state, affiliate data, sessions */
  'GET /api/console/users/:id': {
    params: idParams,
    response: consoleContract.consoleUserResponseSchema,
  },
  /** Ban a user (reason required): sessions end, sign-in refused, listings closed */
  'POST /api/console/users/:id/ban': {
    params: idParams,
    body: consoleContract.banUserBodySchema,
    response: consoleContract.consoleUserActionResponseSchema,
  },
  /** Lift a ban: sign-in allowed, the listings the ban closed published again */
  'POST /api/console/users/:id/unban': {
    params: idParams,
    body: consoleContract.consoleNoteBodySchema,
    response: consoleContract.consoleUserActionResponseSchema,
  },
  /** Delete a user's account through the account deletion (reason required) */
  'POST /api/console/users/:id/delete': {
    params: idParams,
    body: consoleContract.deleteUserBodySchema,
    response: consoleContract.consoleUserActionResponseSchema,
  },
  /** Log in as a user for support (the administrator's password; a limited session for one hour) */
  'POST /api/console/users/:id/log-in-as': {
    params: idParams,
    body: consoleContract.logInAsBodySchema,
    response: consoleContract.logInAsResponseSchema,
  },
  /** Search every transaction by state, dates, listing, operator, customer and amount (cents) */
  'GET /api/console/transactions': {
    query: consoleContract.consoleTransactionsQuerySchema,
    response: consoleContract.consoleTransactionsResponseSchema,
  },
  /** The filtered transactions as CSV (at most 10 000, newest first) */
  'GET /api/console/transactions.csv': {
    query: consoleContract.consoleTransactionFiltersSchema,
    response: 'file',
  },
  /** The whole transaction: as each party sees it, messages, reviews, the payment and its jobs, notes */
  'GET /api/console/transactions/:id': {
    params: idParams,
    response: consoleContract.consoleTransactionResponseSchema,
  },
  /** An administrators' internal note on a transaction (never shown to its parties) */
  'POST /api/console/transactions/:id/notes': {
    params: idParams,
    body: consoleContract.addConsoleNoteBodySchema,
    response: consoleContract.consoleNoteResponseSchema,
  },
  /** Cancel an accepted booking as the marketplace, with a reason both parties read: seats released, the payment refunded in full */
  'POST /api/console/transactions/:id/cancel': {
    params: idParams,
    body: consoleContract.cancelBookingBodySchema,
    response: consoleContract.consoleTransactionActionResponseSchema,
  },
  /** The outbox of every channel (email, SMS, WhatsApp, chat alerts, recorded events), newest first */
  'GET /api/console/outbox': {
    query: consoleContract.consoleOutboxQuerySchema,
    response: consoleContract.consoleOutboxResponseSchema,
  },
  /** Page views, sign-ups, opened checkouts and purchases per UTC day, the last 30 days (local analytics) */
  'GET /api/console/analytics': { response: consoleAnalyticsResponseSchema },
  /** The email-marketing profiles and events kept locally, newest first (50 of each) */
  'GET /api/console/marketing': { response: consoleMarketingResponseSchema },
  /** Errors the server reported (without an error service), one per kind, the latest first, with their tags and count */
  'GET /api/console/errors': {
    query: consoleContract.consoleErrorsQuerySchema,
    response: consoleContract.consoleErrorsResponseSchema,
  },
  /** The job runner's jobs (queued, running, failed, dead) with their last error */
  'GET /api/console/jobs': {
    query: consoleContract.consoleJobsQuerySchema,
    response: consoleContract.consoleJobsResponseSchema,
  },
  /** Run a failed, dead or discarded job again now */
  'POST /api/console/jobs/:id/retry': {
    params: idParams,
    body: consoleContract.consoleNoteBodySchema,
    response: consoleContract.consoleJobActionResponseSchema,
  },
  /** Take a queued, failed or dead job out of the queue for good */
  'POST /api/console/jobs/:id/discard': {
    params: idParams,
    body: consoleContract.consoleNoteBodySchema,
    response: consoleContract.consoleJobActionResponseSchema,
  },
  /** The settings the engine reads now (commissions, listing approval, bookable window), their defaults and operator commissions */
  'GET /api/console/settings': { response: consoleContract.consoleSettingsResponseSchema },
  /** Change settings; new transactions are priced with them, those made keep theirs */
  'POST /api/console/settings': {
    body: consoleContract.changeSettingsBodySchema,
    response: consoleContract.consoleSettingsResponseSchema,
  },
  /** Give an operator a commission of their own, or (null) the marketplace's again */
  'POST /api/console/settings/operators/:id': {
    params: idParams,
    body: consoleContract.operatorCommissionBodySchema,
    response: consoleContract.consoleSettingsResponseSchema,
  },
  /** The resellers of the OCTO API with their keys (prefixes only) */
  'GET /api/console/resellers': { response: octoContract.consoleResellersResponseSchema },
  /** Add a reseller */
  'POST /api/console/resellers': {
    body: octoContract.createResellerBodySchema,
    response: octoContract.consoleResellersResponseSchema,
  },
  /** Issue a key (live or test mode): answered once, kept hashed */
  'POST /api/console/resellers/:id/keys': {
    params: idParams,
    body: octoContract.issueResellerKeyBodySchema,
    response: octoContract.issuedResellerKeySchema,
  },
  /** Revoke a key: its next call is refused */
  'POST /api/console/resellers/:id/keys/:keyId/revoke': {
    params: octoContract.resellerKeyParams,
    response: octoContract.consoleResellersResponseSchema,
  },
  /** The ledger per day or month: payins, refunds, payouts, affiliate and marketplace commissions, reconciling to zero */
  'GET /api/console/ledger': {
    query: consoleContract.consoleLedgerQuerySchema,
    response: consoleContract.consoleLedgerResponseSchema,
  },
  /** Operator and affiliate payouts with their state and last failure */
  'GET /api/console/payouts': {
    query: consoleContract.consolePayoutsQuerySchema,
    response: consoleContract.consolePayoutsResponseSchema,
  },
  /** Pay again: an operator's booking payout or an affiliate's unpaid payout */
  'POST /api/console/payouts/:kind/:id/retry': {
    params: consoleContract.retryPayoutParams,
    body: consoleContract.consoleNoteBodySchema,
    response: consoleContract.consoleDoneResponseSchema,
  },
  /** Affiliate referrals by review: the commissions waiting for review first */
  'GET /api/console/referrals': {
    query: consoleContract.consoleReferralsQuerySchema,
    response: consoleContract.consoleReferralsResponseSchema,
  },
  /** Release (approved) or hold for good (refused) the commission of a flagged referral */
  'POST /api/console/referrals/:id/review': {
    params: idParams,
    body: consoleContract.reviewReferralBodySchema,
    response: consoleContract.consoleDoneResponseSchema,
  },
} as const satisfies EndpointTable;
