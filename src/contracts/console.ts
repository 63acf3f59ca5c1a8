// The console for the people who run Levada (issue 43; decisions 100 and 101): every request and
// answer under /api/console, shared by the server and the console's pages.
import { z } from 'zod';
import { bookingStates } from '../domain/booking-process';
import { listingStates } from '../domain/listing';
import {
  instantSchema,
  lineSchema,
  moneySchema,
  multilineSchema,
  pageParam,
  paginationSchema,
} from './common';
import { outboxChannels } from '../domain/outbox-channels';
import { publicListingSchema } from './listings';
import { outboxMessageSummarySchema, outboxStatuses } from './outbox';
import { messageSchema, reviewSchema } from './talk';
import { marketplaceSettingsSchema } from './settings';
import { transactionSchema } from './transactions';

/** What an administrator writes to explain an action: required where the action says so. */
export const consoleReasonMax = 1000;
export const consoleReasonSchema = multilineSchema
  .trim()
  .min(1, 'A reason is required')
  .max(consoleReasonMax);

const searchText = lineSchema.trim().max(200).optional();

// Listings (issue 43 part 2).
export const consoleListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  state: z.enum(listingStates),
  featured: z.boolean(),
  rejectionReason: z.string().nullable(),
  place: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  operator: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    banned: z.boolean(),
  }),
});
export type ConsoleListing = z.infer<typeof consoleListingSchema>;

export const consoleListingsQuerySchema = z.object({
  q: searchText,
  operator: searchText,
  place: searchText,
  state: z.enum(listingStates).optional(),
  featured: z.enum(['true', 'false']).optional(),
  page: pageParam,
});
export type ConsoleListingsQuery = z.infer<typeof consoleListingsQuerySchema>;
export const consoleListingsResponseSchema = z.object({
  data: z.array(consoleListingSchema),
  meta: paginationSchema,
});
export type ConsoleListingsResponse = z.infer<typeof consoleListingsResponseSchema>;
export const consoleQueueQuerySchema = z.object({ page: pageParam });

/** One listing in the console: its facts and the listing as travellers will see it. */
export const consoleListingResponseSchema = z.object({
  data: z.object({ listing: consoleListingSchema, preview: publicListingSchema }),
});
export type ConsoleListingDetail = z.infer<typeof consoleListingResponseSchema>['data'];

export const rejectListingBodySchema = z.object({ reason: consoleReasonSchema });
export type RejectListingBody = z.infer<typeof rejectListingBodySchema>;
export const consoleNoteBodySchema = z.object({ reason: consoleReasonSchema.optional() });
export type ConsoleNoteBody = z.infer<typeof consoleNoteBodySchema>;
export const featureListingBodySchema = z.object({ featured: z.boolean() });
export const consoleListingActionResponseSchema = z.object({ data: consoleListingSchema });

// Users (issue 43 part 3).
export const consoleUserStates = ['active', 'banned', 'deleted', 'admin'] as const;
export const consoleUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.number().int(),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  deleted: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;
export const consoleUsersQuerySchema = z.object({
  q: searchText,
  type: z.enum(['1', '2', '3']).optional(),
  state: z.enum(consoleUserStates).optional(),
  page: pageParam,
});
export type ConsoleUsersQuery = z.infer<typeof consoleUsersQuerySchema>;
export const consoleUsersResponseSchema = z.object({
  data: z.array(consoleUserSchema),
  meta: paginationSchema,
});
export type ConsoleUsersResponse = z.infer<typeof consoleUsersResponseSchema>;

const consoleBookingSchema = z.object({
  id: z.uuid(),
  state: z.string(),
  listingTitle: z.string(),
  otherPartyName: z.string(),
  bookingStart: z.string().nullable(),
  total: moneySchema.nullable(),
  createdAt: z.string(),
});
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;
const consoleReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  content: z.string(),
  listingTitle: z.string(),
  otherPartyName: z.string(),
  createdAt: z.string(),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;
export const consoleUserDetailSchema = z.object({
  user: consoleUserSchema.extend({
    bio: z.string().nullable(),
    language: z.string(),
    phoneNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    pendingEmail: z.string().nullable(),
  }),
  ban: z.object({ reason: z.string().nullable(), at: z.string(), by: z.string() }).nullable(),
  listings: z.array(consoleListingSchema),
  orders: z.array(consoleBookingSchema),
  sales: z.array(consoleBookingSchema),
  reviewsGiven: z.array(consoleReviewSchema),
  reviewsReceived: z.array(consoleReviewSchema),
  payout: z.object({
    isPayoutReady: z.boolean(),
    account: z.object({ provider: z.string(), state: z.string(), country: z.string() }).nullable(),
  }),
  affiliate: z
    .object({
      token: z.string(),
      tier: z.string(),
      clicks: z.number().int(),
      referrals: z.number().int(),
      balance: moneySchema,
    })
    .nullable(),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      scopes: z.array(z.string()),
      isLimited: z.boolean(),
    }),
  ),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetailSchema>;
export const consoleUserResponseSchema = z.object({ data: consoleUserDetailSchema });

export const banUserBodySchema = z.object({ reason: consoleReasonSchema });
export type BanUserBody = z.infer<typeof banUserBodySchema>;
export const deleteUserBodySchema = z.object({ reason: consoleReasonSchema });
export const logInAsBodySchema = z.object({
  password: lineSchema.min(1).max(1024),
  reason: consoleReasonSchema,
});
export type LogInAsBody = z.infer<typeof logInAsBodySchema>;
export const consoleUserActionResponseSchema = z.object({ data: consoleUserSchema });
export const logInAsResponseSchema = z.object({
  data: z.object({ userId: z.uuid(), expiresAt: z.string() }),
});

// The audit log (issue 43 part 8).
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actorId: z.uuid().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  actor: searchText,
  action: searchText,
  target: searchText,
  page: pageParam,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: paginationSchema,
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

// Transactions (issue 43 part 4: search, CSV, the operator's cancel with a full refund).
const amountParam = z.coerce.number().int().min(0).max(100_000_000).optional();
export const consoleTransactionFiltersSchema = z.object({
  state: z.enum(bookingStates).optional(),
  /** Made on or after / before these instants. */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  listing: searchText,
  operator: searchText,
  customer: searchText,
  /** What the customer pays, in cents, at least / at most. */
  minAmount: amountParam,
  maxAmount: amountParam,
});
export const consoleTransactionsQuerySchema = consoleTransactionFiltersSchema.extend({
  page: pageParam,
});
export type ConsoleTransactionsQuery = z.infer<typeof consoleTransactionsQuerySchema>;
export type ConsoleTransactionFilters = z.infer<typeof consoleTransactionFiltersSchema>;
const party = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const consoleTransactionSchema = z.object({
  id: z.uuid(),
  state: z.enum(bookingStates),
  listingId: z.uuid(),
  listingTitle: z.string(),
  operator: party,
  customer: party,
  bookingStart: z.string().nullable(),
  createdAt: z.string(),
  lastTransitionedAt: z.string(),
  payinTotal: moneySchema.nullable(),
  payoutTotal: moneySchema.nullable(),
});
export type ConsoleTransaction = z.infer<typeof consoleTransactionSchema>;
export const consoleTransactionsResponseSchema = z.object({
  data: z.array(consoleTransactionSchema),
  meta: paginationSchema,
});
export type ConsoleTransactionsResponse = z.infer<typeof consoleTransactionsResponseSchema>;
/** The most rows one CSV export holds (narrow the filters for more). */
export const consoleCsvMaxRows = 10_000;
export const cancelBookingBodySchema = z.object({ reason: consoleReasonSchema });
export const consoleTransactionActionResponseSchema = z.object({ data: consoleTransactionSchema });

// The money of a transaction, a day or a month (issue 43 part 5, decision 114).
/** Minor units (EUR); money the marketplace received is positive, what it passed on negative. */
export const ledgerTotalsSchema = z.object({
  payin: z.number().int(),
  refund: z.number().int(),
  operatorPayout: z.number().int(),
  affiliateCommission: z.number().int(),
  marketplaceCommission: z.number().int(),
  /** The sum of the above: zero once every movement is made; else money still on its way. */
  difference: z.number().int(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

// The whole transaction (issue 43 part 4, decision 111): as each party sees it, its messages and
// reviews, the card payment and the jobs that move its money, the administrators' notes and the
// console's actions on it.
export const consoleNoteMax = 4000;
export const consoleNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  authorId: z.uuid().nullable(),
  authorLabel: z.string(),
  createdAt: z.string(),
});
export type ConsoleNote = z.infer<typeof consoleNoteSchema>;
export const consoleNoteBodyTextSchema = multilineSchema
  .trim()
  .min(1, 'A note is required')
  .max(consoleNoteMax);
export const addConsoleNoteBodySchema = z.object({ body: consoleNoteBodyTextSchema });
export const consoleNoteResponseSchema = z.object({ data: consoleNoteSchema });

/** The runner's states as the console names them (decision 112). */
export const consoleJobStates = [
  'queued',
  'running',
  'failed',
  'dead',
  'done',
  'discarded',
] as const;
export type ConsoleJobState = (typeof consoleJobStates)[number];
export const consoleJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  key: z.string().nullable(),
  state: z.enum(consoleJobStates),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ConsoleJob = z.infer<typeof consoleJobSchema>;

export const consolePaymentSchema = z.object({
  /** The card payment as the provider reports it now; null without one, or when it did not answer. */
  intent: z
    .object({
      id: z.string(),
      status: z.string(),
      amount: z.number().int(),
      amountReceived: z.number().int(),
      amountRefunded: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  /** The provider could not be asked (the page shows the rest). */
  isUnavailable: z.boolean(),
});

export const consoleTransactionDetailSchema = z.object({
  transaction: consoleTransactionSchema,
  cancelReason: z.string().nullable(),
  customerView: transactionSchema,
  providerView: transactionSchema,
  messages: z.array(messageSchema),
  reviews: z.array(reviewSchema),
  payment: consolePaymentSchema,
  /** The jobs that move this transaction's money and send its notices (capture, refund, payout…). */
  jobs: z.array(consoleJobSchema),
  notes: z.array(consoleNoteSchema),
  audit: z.array(auditEntrySchema),
  /** The transaction's money (decision 114); null when the payment provider did not answer. */
  ledger: ledgerTotalsSchema.nullable(),
});
export type ConsoleTransactionDetail = z.infer<typeof consoleTransactionDetailSchema>;
export const consoleTransactionResponseSchema = z.object({ data: consoleTransactionDetailSchema });

// Behind the scenes (issue 43 part 6, decision 112): the outbox of every channel and the job runner.
export const consoleOutboxQuerySchema = z.object({
  channel: z.enum(outboxChannels).optional(),
  status: z.enum(outboxStatuses).optional(),
  /** Part of the recipient (email, phone, chat hook) or of the template's name. */
  q: searchText,
  page: pageParam,
});
export type ConsoleOutboxQuery = z.infer<typeof consoleOutboxQuerySchema>;
export const consoleOutboxMessageSchema = outboxMessageSummarySchema.extend({
  error: z.string().nullable(),
  attempts: z.number().int(),
  text: z.string(),
});
export type ConsoleOutboxMessage = z.infer<typeof consoleOutboxMessageSchema>;
export const consoleOutboxResponseSchema = z.object({
  data: z.array(consoleOutboxMessageSchema),
  meta: paginationSchema,
});
export type ConsoleOutboxResponse = z.infer<typeof consoleOutboxResponseSchema>;

// Errors the server reported without an error service (decision 134), the latest first.
export const consoleErrorsQuerySchema = z.object({
  source: z.enum(['server', 'web']).optional(),
  /** Part of the message or of a tag (the failure, the route, the job's kind). */
  q: searchText,
  page: pageParam,
});
export type ConsoleErrorsQuery = z.infer<typeof consoleErrorsQuerySchema>;
export const consoleErrorSchema = z.object({
  fingerprint: z.string(),
  source: z.enum(['server', 'web']),
  message: z.string(),
  stack: z.string().nullable(),
  tags: z.record(z.string(), z.string()),
  requestId: z.string().nullable(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type ConsoleError = z.infer<typeof consoleErrorSchema>;
export const consoleErrorsResponseSchema = z.object({
  data: z.array(consoleErrorSchema),
  meta: paginationSchema,
});
export type ConsoleErrorsResponse = z.infer<typeof consoleErrorsResponseSchema>;

export const consoleJobsQuerySchema = z.object({
  state: z.enum(consoleJobStates).optional(),
  kind: searchText,
  page: pageParam,
});
export type ConsoleJobsQuery = z.infer<typeof consoleJobsQuerySchema>;
export const consoleJobsResponseSchema = z.object({
  data: z.array(consoleJobSchema),
  meta: paginationSchema,
  /** How many jobs are in each state the runner still cares about. */
  counts: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    dead: z.number().int(),
  }),
});
export type ConsoleJobsResponse = z.infer<typeof consoleJobsResponseSchema>;
export const consoleJobActionResponseSchema = z.object({ data: consoleJobSchema });

// Settings (issue 43 part 7, decision 113): stored in the database, read by the engine at each
// booking; every change prices new transactions only.
const wholePercent = z.number().int().min(0).max(100);
export { marketplaceSettingsSchema, maxBookableDays, type MarketplaceSettings } from './settings';

export const changeSettingsBodySchema = marketplaceSettingsSchema
  .partial()
  .extend({ reason: consoleReasonSchema.optional() });
export type ChangeSettingsBody = z.infer<typeof changeSettingsBodySchema>;
export const operatorCommissionSchema = z.object({
  operator: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  providerCommissionPercent: wholePercent,
  updatedAt: z.string(),
});
export type OperatorCommission = z.infer<typeof operatorCommissionSchema>;
export const consoleSettingsSchema = z.object({
  settings: marketplaceSettingsSchema,
  /** What each setting is without a stored value (the environment's or the code's). */
  defaults: marketplaceSettingsSchema,
  operatorCommissions: z.array(operatorCommissionSchema),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;
export const consoleSettingsResponseSchema = z.object({ data: consoleSettingsSchema });
export const operatorCommissionBodySchema = z.object({
  /** The operator's own commission; null gives them the marketplace's again. */
  providerCommissionPercent: wholePercent.nullable(),
  reason: consoleReasonSchema.optional(),
});
export type OperatorCommissionBody = z.infer<typeof operatorCommissionBodySchema>;

// Money (issue 43 part 5, decision 114): the ledger of each transaction and per day or month,
// payouts with their failures, and the affiliate commissions waiting for review.
export const ledgerEntryKinds = [
  'payin',
  'refund',
  'operator-payout',
  'affiliate-commission',
  'marketplace-commission',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];
export const consoleLedgerQuerySchema = z.object({
  period: z.enum(['day', 'month']).default('day'),
  /** Transactions made on or after / before these instants (at most 366 days). */
  from: instantSchema,
  to: instantSchema,
});
export type ConsoleLedgerQuery = z.infer<typeof consoleLedgerQuerySchema>;
export const consoleLedgerResponseSchema = z.object({
  data: z.object({
    rows: z.array(
      ledgerTotalsSchema.extend({ period: z.string(), transactions: z.number().int() }),
    ),
    totals: ledgerTotalsSchema.extend({ transactions: z.number().int() }),
  }),
});
export type ConsoleLedger = z.infer<typeof consoleLedgerResponseSchema>['data'];

/** `no-account`: the operator's share waits for their payout details (saving them pays it). */
export const consolePayoutStates = ['paid', 'pending', 'failed', 'no-account'] as const;
export const consolePayoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['operator', 'affiliate']),
  state: z.enum(consolePayoutStates),
  payee: party,
  amount: moneySchema,
  /** The booking (operator payouts) or the month (affiliate payouts) it pays. */
  transactionId: z.uuid().nullable(),
  month: z.string().nullable(),
  lastError: z.string().nullable(),
  at: z.string(),
});
export type ConsolePayout = z.infer<typeof consolePayoutSchema>;
export const consolePayoutsQuerySchema = z.object({
  kind: z.enum(['operator', 'affiliate']).default('operator'),
  state: z.enum(consolePayoutStates).optional(),
  page: pageParam,
});
export type ConsolePayoutsQuery = z.infer<typeof consolePayoutsQuerySchema>;
export const consolePayoutsResponseSchema = z.object({
  data: z.array(consolePayoutSchema),
  meta: paginationSchema,
});
export type ConsolePayoutsResponse = z.infer<typeof consolePayoutsResponseSchema>;
export const retryPayoutParams = z.object({
  kind: z.enum(['operator', 'affiliate']),
  id: z.uuid(),
});

export const consoleReferralSchema = z.object({
  transactionId: z.uuid(),
  affiliate: party,
  review: z.enum(['flagged', 'approved', 'refused']),
  reasons: z.array(z.string()),
  listingTitle: z.string(),
  payinTotal: moneySchema.nullable(),
  createdAt: z.string(),
});
export type ConsoleReferral = z.infer<typeof consoleReferralSchema>;
export const consoleReferralsQuerySchema = z.object({
  review: z.enum(['flagged', 'approved', 'refused']).default('flagged'),
  page: pageParam,
});
export type ConsoleReferralsQuery = z.infer<typeof consoleReferralsQuerySchema>;
export const consoleReferralsResponseSchema = z.object({
  data: z.array(consoleReferralSchema),
  meta: paginationSchema,
});
export type ConsoleReferralsResponse = z.infer<typeof consoleReferralsResponseSchema>;
export const reviewReferralBodySchema = z.object({
  decision: z.enum(['approved', 'refused']),
  reason: consoleReasonSchema.optional(),
});

/** The answer of a console action that has nothing more to say. */
export const consoleDoneResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
