import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ListingPublicData, AvailabilityPlan } from '../../contracts/listings';
import type { ReferralReview, ReferralSuspicion } from '../../domain/affiliates';
import type { StoredBookingAnswers } from '../../domain/booking-questions';
import type { DepartureOutcome } from '../../domain/minimum-group';
import type { WaitlistState } from '../../domain/waitlist';
import type { BookingState, TransitionName } from '../../domain/booking-process';

/** A variant as stored: the storage key, turned into a URL when read. */
/** One size of an image: its JPEG and, for the sizes pages show, the same picture as AVIF and WebP. */
export type StoredImageVariant = {
  name: string;
  width: number;
  height: number;
  key: string;
  avifKey?: string;
  webpKey?: string;
};

/** A file attached to an outbox email (text content: calendar files). */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/** PostgreSQL's text-search document type; read as its text form (search never selects it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bio: text('bio'),
    // 1 customer, 2 tour operator, 3 affiliate (spec 001 §1); also mirrored in protectedData.type.
    type: smallint('type').notNull().default(1),
    publicData: jsonb('public_data').$type<Record<string, unknown>>().notNull().default({}),
    protectedData: jsonb('protected_data').$type<Record<string, unknown>>().notNull().default({}),
    privateData: jsonb('private_data').$type<Record<string, unknown>>().notNull().default({}),
    profileImageId: uuid('profile_image_id'),
    banned: boolean('banned').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    // The language the person last used with us: emails to them are written in it.
    language: text('language').notNull().default('en'),
    // A new address waiting for its verification link; `email` stays the login until then.
    pendingEmail: text('pending_email'),
    // A tour operator with complete payout details can be booked (spec 000 §5); onboarding sets it.
    isPayoutReady: boolean('is_payout_ready').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_type_check', sql`${t.type} in (1, 2, 3)`),
    check('users_language_check', sql`${t.language} in ('en', 'pt', 'de', 'es', 'fr')`),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('draft'),
    deleted: boolean('deleted').notNull().default(false),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // The "from" price shown on cards and used for price sorting and filters: the adult price.
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency').notNull().default('EUR'),
    publicData: jsonb('public_data').$type<ListingPublicData>().notNull(),
    availabilityPlan: jsonb('availability_plan').$type<AvailabilityPlan | null>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Keyword search (migration 0004; docs/decisions/030-keyword-search.md): the English and Portuguese
    // stems of all the text and its translations, accents removed, to match; and the titles and short
    // descriptions with weights, to rank.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`public.levada_listing_document("title", "short_description", "description", "public_data")`,
      ),
    searchSummary: tsvector('search_summary')
      .notNull()
      .generatedAlwaysAs(
        sql`public.levada_listing_summary("title", "short_description", "public_data")`,
      ),
    // What search filters on, kept out of the JSON so that testing a candidate listing reads no JSON,
    // and so that the planner has statistics (it guessed 1 % for any category and chose badly).
    categories: text('categories')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`public.levada_json_text_array("public_data" -> 'categories')`),
    duration: text('duration').generatedAlwaysAs(sql`"public_data" ->> 'duration'`),
    pickupOffered: boolean('pickup_offered')
      .notNull()
      .generatedAlwaysAs(sql`coalesce("public_data" -> 'pickupOffered' = 'true'::jsonb, false)`),
    // The listing's IANA time zone, for the dates filter.
    timeZone: text('time_zone')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce("availability_plan" ->> 'timezone', "public_data" ->> 'timezone', 'Atlantic/Madeira')`,
      ),
    // A search card's share of the public data, without the long texts (migration 0042): stored, as
    // building it for each card of each answer read the JSON once for each key.
    cardData: jsonb('card_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .generatedAlwaysAs(sql`public.levada_card_data("public_data")`),
    // Its published reviews' average (null without any) and count, kept by triggers on reviews and
    // transactions (migration 0034): cards and the rating order read them instead of every review.
    ratingAverage: numeric('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    // Marked by the marketplace in the console (issue 43); the landing page's use of it is the search issue's.
    featured: boolean('featured').notNull().default(false),
    // Why the marketplace sent the listing back to draft (console), shown in the editor until it is sent again.
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    check(
      'listings_state_check',
      sql`${t.state} in ('draft', 'pendingApproval', 'published', 'closed')`,
    ),
    check('listings_price_check', sql`${t.priceAmount} is null or ${t.priceAmount} >= 0`),
    check('listings_currency_check', sql`${t.priceCurrency} = 'EUR'`),
    index('listings_public_created_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.state} = 'published' and not ${t.deleted}`),
    index('listings_public_price_idx')
      .on(t.priceAmount, t.id)
      .where(sql`${t.state} = 'published' and not ${t.deleted}`),
    index('listings_author_idx').on(t.authorId, t.createdAt),
    // The rating order (best first, then the better known, then the newest), read in order.
    index('listings_public_rating_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.state} = 'published' and not ${t.deleted}`),
    // One GIN index over the words and the categories: a search with both is answered by one index
    // scan that intersects them, instead of reading every listing of the category and testing its
    // words (47 ms → 12 ms for keywords + categories + price + dates at 100 000 listings).
    index('listings_public_match_idx')
      .using('gin', t.searchVector, t.categories)
      .with({ fastupdate: 'off' })
      .where(sql`${t.state} = 'published' and not ${t.deleted}`),
    // The listings whose title or short description holds a word: the ones relevance ranks.
    index('listings_public_summary_idx')
      .using('gin', t.searchSummary)
      .with({ fastupdate: 'off' })
      .where(sql`${t.state} = 'published' and not ${t.deleted}`),
    index('listings_public_location_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.state} = 'published' and not ${t.deleted}`),
    // The console's approval queue, oldest first.
    index('listings_pending_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.state} = 'pendingApproval' and not ${t.deleted}`),
  ],
);

// Each published listing's search summary (its titles and short descriptions, weighted), kept by a
// trigger on listings (migration 0035, decision 065): a one-word search ranks these narrow rows (about
// 400 bytes) rather than the listings' (about 2 KB), and fetches the cards of one page only. A search
// with keywords and filters runs here too (migration 0037, decision 076): the row holds the words, the
// filter columns and the listing's free departures by local day, which triggers on listing_slots keep.
export const listingSummaries = pgTable(
  'listing_summaries',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    summary: tsvector('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
    categories: text('categories').array().notNull(),
    duration: text('duration'),
    pickupOffered: boolean('pickup_offered').notNull(),
    priceAmount: integer('price_amount'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timeZone: text('time_zone').notNull(),
    // Indexed by the local day's number (days since 1970-01-01): the minutes of that day's longest free
    // departure that starts and ends on it, null without one (levada_free_day_minutes).
    freeMinutes: smallint('free_minutes').array(),
    // Some free departure ends on a later local day than it starts: not in free_minutes.
    hasLongSlots: boolean('has_long_slots').notNull().default(false),
  },
  // Also fillfactor 75 (migration 0038, decision 077): a booking's rewrite of the row stays on its page.
  (t) => [
    index('listing_summaries_match_idx')
      .using('gin', t.searchVector, t.categories)
      .with({ fastupdate: 'off' }),
  ],
);

// The words of published listings (unaccented, lower case), kept by a trigger on listings (migration
// 0006). Keyword search looks up a word it does not know here by trigram similarity and also searches
// for the nearest known words, so that "levda" or "dolfin" still find something.
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id').references(() => listings.id),
    position: integer('position').notNull().default(0),
    // Variants made once at upload: name, width, height and the storage key behind the url.
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull(),
    // A tiny blurred preview (a data: URL of a ~16 px WebP) shown while the picture loads.
    placeholder: text('placeholder'),
    // The photo's alternative text, written by the operator (issue 49); null: the listing's title and place.
    alt: text('alt'),
    createdAt: createdAt(),
  },
  (t) => [index('images_listing_idx').on(t.listingId, t.position)],
);

// Server-side sessions: the cookie holds a random token; only its SHA-256 is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // The administrator who opened this limited-access session from the console ("log in as").
    impersonatorId: uuid('impersonator_id').references(() => users.id),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// The marketplace's administrators (decision 100): a role of its own beside the three user types,
// granted by `npm run admin -- add EMAIL`, ADMIN_EMAILS at start, or the demo seed.
export const marketplaceAdmins = pgTable('marketplace_admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull(),
  grantedBy: text('granted_by').notNull(),
});

// Every console action, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; migration 0052),
// written in the transaction of the change it records (decision 100).
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: uuid('id').primaryKey(),
    // The order entries were written in (several may share a millisecond).
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    /** The admin's email then, or the command line / ADMIN_EMAILS for grants made outside the console. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('console_audit_seq_idx').on(t.seq),
    index('console_audit_target_idx').on(t.targetId, t.seq),
    index('console_audit_actor_idx').on(t.actorId, t.seq),
  ],
);

// The administrators' internal notes (decision 111): on a transaction, never shown to its parties.
export const consoleNotes = pgTable(
  'console_notes',
  {
    id: uuid('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    authorId: uuid('author_id').references(() => users.id),
    authorLabel: text('author_label').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('console_notes_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

// The settings the console changes (decision 113): a row a setting; without one, the default.
export const marketplaceSettings = pgTable('marketplace_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

// An operator's own commission, in whole percent, instead of the marketplace's (decision 113).
export const operatorCommissions = pgTable(
  'operator_commissions',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => users.id),
    providerCommissionPercent: integer('provider_commission_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check(
      'operator_commissions_percent_check',
      sql`${t.providerCommissionPercent} between 0 and 100`,
    ),
  ],
);

// Recent password attempts per account and per IP (keys are hashes), shared by every server process
// on the database so the login throttle holds across them (decision 008).
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    attempts: timestamp('attempts', { withTimezone: true, mode: 'date' }).array().notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_attempts_last_at_idx').on(t.lastAt)],
);

// Requests counted per key in fixed windows, shared by every server process (decision 090): the
// store of @fastify/rate-limit. Keys are hashed (no address or account in the clear).
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

// Single-use tokens sent by email (verification, password reset); only hashes are stored.
export const userTokens = pgTable(
  'user_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('user_tokens_kind_check', sql`${t.kind} in ('verify-email', 'reset-password')`),
    index('user_tokens_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

// Every email and text message the product sends, kept whether or not a real provider delivered it.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    userId: uuid('user_id').references(() => users.id),
    language: text('language').notNull().default('en'),
    template: text('template').notNull(),
    subject: text('subject'),
    html: text('html'),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    // Delivery attempts through the real provider, and when the sender may try next (pending only).
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    // Files sent with an email (e.g. the booking's .ics), their content as text.
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    // Set by senders that may run twice (retried jobs): a second message with the same key is not stored.
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    check(
      'outbox_channel_check',
      sql`${t.channel} in ('email', 'sms', 'whatsapp', 'chat', 'review-invitation', 'ad-pixel')`,
    ),
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'stored', 'failed')`),
    index('outbox_created_idx').on(t.createdAt.desc()),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// Accounts at an OpenID Connect identity provider linked to our users (issuer + subject).
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index('user_identities_user_idx').on(t.userId),
  ],
);

// A sign-in at the identity provider in progress: the PKCE verifier, state and nonce until the
// callback, then the verified claims until a first-time user confirms the sign-up on /confirm.
// The browser holds a random token in a cookie; only its SHA-256 is stored.
export const identityProviderFlows = pgTable('identity_provider_flows', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  claims: jsonb('claims').$type<{
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
  }>(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// The seat inventory: one row per bookable departure (a time entry's occurrence, or a whole local day
// for day plans) inside the bookable window, derived from the listing's plan and exceptions. A booking
// takes seats with one conditional UPDATE (booked + n <= seats); the CHECK is the backstop that makes
// overselling impossible even for a buggy writer. Search's dates filter reads the free rows.
export const listingSlots = pgTable(
  'listing_slots',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    seats: integer('seats').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.startAt] }),
    check(
      'listing_slots_seats_check',
      sql`${t.seats} >= 0 and ${t.booked} >= 0 and ${t.booked} <= ${t.seats}`,
    ),
    check('listing_slots_interval_check', sql`${t.endAt} > ${t.startAt}`),
    index('listing_slots_free_idx')
      .on(t.startAt, t.listingId)
      .where(sql`${t.booked} < ${t.seats}`),
  ],
);

// Availability exceptions (spec 000 §3): a stretch with other seats than the weekly plan (0 closes).
// They never overlap one another; the use cases check that under the listing's row lock.
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: uuid('id').primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    seats: integer('seats').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('availability_exceptions_seats_check', sql`${t.seats} >= 0`),
    check('availability_exceptions_interval_check', sql`${t.endAt} > ${t.startAt}`),
    index('availability_exceptions_listing_idx').on(t.listingId, t.startAt),
  ],
);

// The one job runner's queue (src/server/jobs/job-queue.ts, decision 041). A job is claimed by a worker for a
// lease; an expired lease makes it claimable again. `key` makes enqueueing idempotent.
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    key: text('key'),
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'jobs_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed', 'discarded')`,
    ),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
  ],
);

// Payments (docs/decisions/042-card-payments.md). One payment-provider customer per user and provider
// (Stripe, or the card simulator): saved cards hang off it.
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('payment_customers_customer_idx').on(t.customerId),
    check('payment_customers_provider_check', sql`${t.provider} in ('stripe', 'simulator')`),
  ],
);

// Webhook events already handled (or being handled), by the provider's event id: a replay is ignored.
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
});

// The card simulator's state: what Stripe would keep. A card is its brand, last 4 digits, expiry and
// the test behaviour its number stands for; never the number or the security code.
const simUpdatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull();

export const simCustomers = pgTable('sim_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  userId: text('user_id').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: createdAt(),
});

export const simPaymentMethods = pgTable(
  'sim_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => simCustomers.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    behaviour: text('behaviour').notNull(),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sim_payment_methods_customer_idx').on(t.customerId, t.createdAt),
    check('sim_payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const simPaymentIntents = pgTable(
  'sim_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    amountCapturable: integer('amount_capturable').notNull(),
    amountReceived: integer('amount_received').notNull(),
    amountRefunded: integer('amount_refunded').notNull(),
    customerId: text('customer_id').references(() => simCustomers.id),
    paymentMethodId: text('payment_method_id').references(() => simPaymentMethods.id),
    savePaymentMethod: boolean('save_payment_method').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    lastError: jsonb('last_error').$type<{ code: string; declineCode?: string; message: string }>(),
    createdAt: createdAt(),
    updatedAt: simUpdatedAt(),
  },
  (t) => [
    check(
      'sim_payment_intents_status_check',
      sql`${t.status} in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')`,
    ),
    check(
      'sim_payment_intents_amounts_check',
      sql`${t.amount} > 0 and ${t.amountCapturable} >= 0 and ${t.amountReceived} >= 0 and ${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amountReceived} and ${t.amountReceived} <= ${t.amount}`,
    ),
  ],
);

export const simSetupIntents = pgTable('sim_setup_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  customerId: text('customer_id')
    .notNull()
    .references(() => simCustomers.id),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id').references(() => simPaymentMethods.id),
  lastError: jsonb('last_error').$type<{ code: string; declineCode?: string; message: string }>(),
  createdAt: createdAt(),
  updatedAt: simUpdatedAt(),
});

export const simRefunds = pgTable(
  'sim_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => simPaymentIntents.id),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sim_refunds_intent_idx').on(t.paymentIntentId),
    check('sim_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

// Answers of mutating simulator calls by idempotency key, as Stripe keeps them.
export const simIdempotencyKeys = pgTable('sim_idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  result: jsonb('result').$type<unknown>(),
  createdAt: createdAt(),
});

// Bookings (docs/decisions/040-booking-process.md): one row per transaction of the booking process of
// src/domain/booking-process.ts. Only src/server/modules/transactions/transition-transaction.ts writes
// `state`, under the row's lock, with a transaction_transitions record in the same db transaction.
export type StoredLineItem = {
  code: string;
  includeFor: ('customer' | 'provider')[];
  quantity: number;
  unitPrice: { amount: number; currency: string };
  lineTotal: { amount: number; currency: string };
  percentage?: number;
  reversal: boolean;
};

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey(),
    processAlias: text('process_alias').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<BookingState>().notNull(),
    lastTransition: text('last_transition').$type<TransitionName>().notNull(),
    lastTransitionedAt: timestamp('last_transitioned_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    // The booking: the departure taken (UTC), its local start date, the party, the seats it takes
    // (a seat a person; one for a party priced as a whole: domain/pricing seatsTaken).
    bookingStart: timestamp('booking_start', { withTimezone: true, mode: 'date' }),
    bookingEnd: timestamp('booking_end', { withTimezone: true, mode: 'date' }),
    bookingStartDate: text('booking_start_date'),
    quantityAdult: integer('quantity_adult').notNull().default(0),
    quantityChild: integer('quantity_child').notNull().default(0),
    quantityInfant: integer('quantity_infant').notNull().default(0),
    seats: integer('seats').notNull().default(0),
    lineItems: jsonb('line_items').$type<StoredLineItem[]>().notNull().default([]),
    payinTotal: integer('payin_total'),
    payoutTotal: integer('payout_total'),
    currency: text('currency').notNull().default('EUR'),
    paymentIntentId: text('payment_intent_id'),
    // The card the payment was confirmed with, as the provider shows it (decision 168): the money
    // going back names it ("refunded to your Visa •••• 4242").
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    // Order parameters kept for the affiliates issue (spec 000 §3): hasAffiliate, seasonalTourCommission.
    orderParams: jsonb('order_params').$type<Record<string, unknown>>().notNull().default({}),
    // The checkout's Idempotency-Key: one transaction per customer and key (decision 090).
    idempotencyKey: text('idempotency_key'),
    // Why the marketplace cancelled it (console, decision 111): both parties read it.
    cancelReason: text('cancel_reason'),
    // How the listing confirmed the booking when it was requested (issue 45, decision 120): instant,
    // or on request with the operator's answer window (null: a request from before the setting).
    isInstant: boolean('is_instant').notNull().default(false),
    answerWindowMinutes: integer('answer_window_minutes'),
    // The booking reference's number (a sequence; the reference is its permutation, decision 121).
    referenceNumber: bigint('reference_number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('booking_reference_seq')`),
    // Check-in (decision 153): the earliest scan that checked the party in, how many of it came (the
    // most any scan counted), and the earliest mark that the rest did not show up (decision 154).
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    checkedInPersons: integer('checked_in_persons'),
    noShowAt: timestamp('no_show_at', { withTimezone: true, mode: 'date' }),
    // The answers to the listing's booking questions, with the questions as they were (decision 137).
    bookingAnswers: jsonb('booking_answers').$type<StoredBookingAnswers>(),
    createdAt: createdAt(),
    // The reseller that booked it through OCTO (issue 47, decision 149), and a hold's own expiry
    // (the reseller's expirationMinutes; null: the payment window of a checkout).
    resellerId: uuid('reseller_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'transactions_state_check',
      sql`${t.state} in ('initial', 'enquiry', 'pending-payment', 'payment-expired', 'preauthorized', 'declined', 'accepted', 'canceled', 'delivered', 'reviewed-by-customer', 'reviewed-by-provider', 'reviewed')`,
    ),
    check('transactions_seats_check', sql`${t.seats} >= 0`),
    check('transactions_card_last4_check', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    index('transactions_customer_idx').on(t.customerId, t.lastTransitionedAt.desc()),
    index('transactions_provider_idx').on(t.providerId, t.lastTransitionedAt.desc()),
    index('transactions_listing_idx').on(t.listingId, t.bookingStart),
    uniqueIndex('transactions_customer_idempotency_key_idx')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

// Every transition a transaction went through (spec 000 §3: createdAt, by, transition).
export const transactionTransitions = pgTable(
  'transaction_transitions',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    transition: text('transition').notNull(),
    by: text('by').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'transaction_transitions_by_check',
      sql`${t.by} in ('customer', 'provider', 'system', 'operator', 'reseller')`,
    ),
    index('transaction_transitions_transaction_idx').on(t.transactionId, t.createdAt),
  ],
);

// A date change the operator proposes and the traveller accepts or declines (issue 45 item 5;
// docs/decisions/143): at most one open per booking. Open: no outcome and not yet expired (a lapsed
// one is closed by the next proposal). Accepting fires the spec's update transition.
export const dateProposals = pgTable(
  'date_proposals',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    proposedBy: uuid('proposed_by').notNull(),
    previousStart: timestamp('previous_start', { withTimezone: true, mode: 'date' }).notNull(),
    previousEnd: timestamp('previous_end', { withTimezone: true, mode: 'date' }).notNull(),
    bookingStart: timestamp('booking_start', { withTimezone: true, mode: 'date' }).notNull(),
    bookingEnd: timestamp('booking_end', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    outcome: text('outcome'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'date_proposals_outcome_check',
      sql`${t.outcome} in ('accepted', 'declined', 'withdrawn', 'lapsed')`,
    ),
    uniqueIndex('date_proposals_open_idx')
      .on(t.transactionId)
      .where(sql`${t.outcome} is null`),
  ],
);

// Messages on a transaction (spec 000 §3 Message): the enquiry and the checkout's first message.
export const transactionMessages = pgTable(
  'transaction_messages',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_messages_transaction_idx').on(t.transactionId, t.createdAt)],
);

// Payouts (docs/decisions/046-payouts.md). The operator's connected account with the payout provider
// (Stripe Connect or the Connect simulator); `state` mirrors the provider's at the last look.
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    businessType: text('business_type').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('payout_accounts_account_idx').on(t.provider, t.accountId),
    check(
      'payout_accounts_state_check',
      sql`${t.state} in ('verified', 'needs-information', 'restricted')`,
    ),
  ],
);

// Money moved to operators for bookings: each transfer and reversal the provider made, so the ledger
// (payins = payouts + commissions - refunds) is read from our own rows.
export const operatorTransfers = pgTable(
  'operator_transfers',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** Positive for a transfer, negative for a reversal; minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerTransferId: text('provider_transfer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('operator_transfers_kind_check', sql`${t.kind} in ('transfer', 'reversal')`),
    index('operator_transfers_transaction_idx').on(t.transactionId),
    index('operator_transfers_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

// The Connect simulator's objects (accounts, bank tokens, account links, transfers, reversals, payouts,
// idempotency keys) as documents: src/integrations/payouts/connect-simulator.ts.
export const simConnectObjects = pgTable(
  'sim_connect_objects',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    accountId: text('account_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('sim_connect_objects_account_idx').on(t.kind, t.accountId, t.createdAt),
  ],
);

// Two-way reviews of a booking (spec 000 §3 Review; docs/decisions/045-talk-and-trust.md): one per side
// of a transaction, written with its review transition in one db transaction. Public once the
// transaction is `reviewed` (both reviewed, or the review period expired): double-blind.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    // ofProvider: the traveller's review of the operator (shown on the listing); ofCustomer: the operator's.
    type: text('type').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_transaction_type_idx').on(t.transactionId, t.type),
    index('reviews_listing_idx').on(t.listingId, t.createdAt.desc()),
    index('reviews_subject_idx').on(t.subjectId, t.createdAt.desc()),
    check('reviews_type_check', sql`${t.type} in ('ofProvider', 'ofCustomer')`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

// The affiliate programme (issue 11, decision 047). One row per affiliate user: its referral token and
// the tier in force for `tierMonth` ('YYYY-MM'; recomputed at each month's start).
export const affiliates = pgTable(
  'affiliates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    token: text('token').notNull(),
    // The business name split as spec 001 §4 says: the name of the account a remote tracker would hold.
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    tier: text('tier').notNull().default('standard'),
    tierMonth: text('tier_month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliates_token_idx').on(t.token),
    check(
      'affiliates_tier_check',
      sql`${t.tier} in ('standard', 'bronze', 'silver', 'gold', 'platinum')`,
    ),
  ],
);

// Clicks on referral links, one per visitor (a random first-party cookie) and local day; counted once
// per visitor and once per address (a keyed hash of it) a day (decision 098).
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.userId),
    visitorId: text('visitor_id').notNull(),
    day: text('day').notNull(),
    addressHash: text('address_hash'),
    isCounted: boolean('is_counted').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.affiliateId, t.day, t.visitorId] }),
    uniqueIndex('affiliate_clicks_counted_address_idx')
      .on(t.affiliateId, t.day, t.addressHash)
      .where(sql`${t.isCounted}`),
  ],
);

// The browsers (visitor cookie) and addresses (keyed hash) an affiliate was seen signed in from.
export const affiliateSightings = pgTable(
  'affiliate_sightings',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.userId),
    kind: text('kind').$type<'visitor' | 'address'>().notNull(),
    value: text('value').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'affiliate_sightings_pk', columns: [t.affiliateId, t.kind, t.value] }),
    check('affiliate_sightings_kind_check', sql`${t.kind} in ('visitor', 'address')`),
  ],
);

// Secrets the servers on this database share, created by the first one that needs each.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// Which affiliate referred a booking (written when the booking is requested; at most one).
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    transactionId: uuid('transaction_id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.userId),
    clickedAt: timestamp('clicked_at', { withTimezone: true, mode: 'date' }).notNull(),
    // null: a plain referral; flagged: the commission waits for review; refused: it earns nothing.
    review: text('review').$type<ReferralReview>(),
    reviewReasons: text('review_reasons')
      .array()
      .$type<ReferralSuspicion[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId),
    check(
      'affiliate_referrals_review_check',
      sql`${t.review} in ('flagged', 'approved', 'refused')`,
    ),
  ],
);

// The affiliate's account, as a ledger in euro cents: commissions (+), their reversals (−) and payouts (−).
// `sales` is the booking value the entry counts towards the tier (− for a reversal, 0 for a payout).
// `key` makes each entry happen once (a job run twice adds nothing).
export const affiliateLedger = pgTable(
  'affiliate_ledger',
  {
    id: uuid('id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.userId),
    kind: text('kind').notNull(),
    transactionId: uuid('transaction_id'),
    sales: integer('sales').notNull().default(0),
    amount: integer('amount').notNull(),
    rateBasisPoints: integer('rate_basis_points'),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('affiliate_ledger_kind_check', sql`${t.kind} in ('commission', 'reversal', 'payout')`),
    uniqueIndex('affiliate_ledger_key_idx').on(t.key),
    index('affiliate_ledger_affiliate_idx').on(t.affiliateId, t.createdAt),
  ],
);

// Month-end payouts of balances of at least 20 €: `pending` until the payouts interface has sent them
// (modules/affiliates/pay-affiliate-payout.ts), `failed` after the job's last try.
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.userId),
    month: text('month').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The payouts provider's transfer that paid it (Stripe's tr_…, or the Connect simulator's). */
    providerTransferId: text('provider_transfer_id'),
  },
  (t) => [
    check('affiliate_payouts_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('affiliate_payouts_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('affiliate_payouts_month_idx').on(t.affiliateId, t.month),
  ],
);

// Errors reported without an error service (decision 134): one row per fingerprint, counted.
export const reportedErrors = pgTable(
  'reported_errors',
  {
    fingerprint: text('fingerprint').primaryKey(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    requestId: text('request_id'),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reported_errors_last_seen_idx').on(t.lastSeenAt.desc())],
);

// Guides (issue 46 item 2, decision 152): an operator's invitations by email (only the token's hash
// is kept) and the accounts that accepted one, which then see that operator's departures, manifests
// and check-in, and nothing else of theirs.
export const guideInvitations = pgTable(
  'guide_invitations',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('guide_invitations_token_idx').on(t.tokenHash),
    index('guide_invitations_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

export const operatorGuides = pgTable(
  'operator_guides',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => users.id),
    invitationId: uuid('invitation_id').references(() => guideInvitations.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'operator_guides_pk', columns: [t.operatorId, t.guideId] }),
    check('operator_guides_not_self_check', sql`${t.operatorId} <> ${t.guideId}`),
    index('operator_guides_guide_idx').on(t.guideId),
  ],
);

// Every scan a check-in device synced (decision 153), under the device's own id for it: sent again,
// it is kept once. A scan no booking of the departure matches is kept too, with its refusal.
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: uuid('id').primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    departureStart: timestamp('departure_start', { withTimezone: true, mode: 'date' }).notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    kind: text('kind').notNull(),
    persons: integer('persons'),
    reference: text('reference'),
    outcome: text('outcome').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
  },
  (t) => [
    check('check_in_scans_kind_check', sql`${t.kind} in ('check-in', 'no-show')`),
    check(
      'check_in_scans_outcome_check',
      sql`${t.outcome} in ('accepted', 'not-a-ticket', 'invalid-signature', 'unknown-ticket', 'other-departure', 'not-confirmed', 'too-many-persons')`,
    ),
    index('check_in_scans_departure_idx').on(t.listingId, t.departureStart),
    index('check_in_scans_transaction_idx').on(t.transactionId),
  ],
);

// Resellers selling through the OCTO supplier API (issue 47, migration 0061, decisions 149-151).
export const resellers = pgTable(
  'resellers',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    // The account its bookings are made with: the customer of its transactions.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resellers_user_idx').on(t.userId)],
);

export const resellerKeys = pgTable(
  'reseller_keys',
  {
    id: uuid('id').primaryKey(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    testMode: boolean('test_mode').notNull().default(false),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('reseller_keys_hash_idx').on(t.keyHash)],
);

export const resellerListings = pgTable(
  'reseller_listings',
  {
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    commissionPercent: integer('commission_percent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.resellerId, t.listingId] }),
    check(
      'reseller_listings_commission_check',
      sql`${t.commissionPercent} >= 0 and ${t.commissionPercent} <= 100`,
    ),
  ],
);

/** What OCTO carries of a booking besides its transaction (contact, unit item uuids, references). */
export type OctoContact = {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
  postalCode?: string | null;
  country?: string | null;
  notes?: string | null;
};
export type OctoStoredUnitItem = {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
  contact: OctoContact;
};

export const octoBookings = pgTable(
  'octo_bookings',
  {
    id: uuid('id').primaryKey(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id),
    uuid: text('uuid').notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    testMode: boolean('test_mode').notNull().default(false),
    testStatus: text('test_status'),
    testStart: timestamp('test_start', { withTimezone: true, mode: 'date' }),
    testEnd: timestamp('test_end', { withTimezone: true, mode: 'date' }),
    testExpiresAt: timestamp('test_expires_at', { withTimezone: true, mode: 'date' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    resellerReference: text('reseller_reference'),
    commissionPercent: integer('commission_percent').notNull(),
    contact: jsonb('contact').$type<OctoContact>().notNull().default({}),
    notes: text('notes'),
    unitItems: jsonb('unit_items').$type<OctoStoredUnitItem[]>().notNull().default([]),
    cancelReason: text('cancel_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('octo_bookings_uuid_idx').on(t.resellerId, t.uuid),
    uniqueIndex('octo_bookings_transaction_idx').on(t.transactionId),
    index('octo_bookings_reference_idx').on(t.resellerId, t.resellerReference),
  ],
);

// What was decided for a departure of a listing with a minimum group size (decision 157): confirmed
// by its operator before the decision time, or at that time going ahead or cancelled. One row per
// departure: the decision job inserts it first, so a second runner or a restart decides nothing twice.
export const departureDecisions = pgTable(
  'departure_decisions',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    outcome: text('outcome').$type<DepartureOutcome>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ name: 'departure_decisions_pk', columns: [t.listingId, t.startAt] }),
    check(
      'departure_decisions_outcome_check',
      sql`${t.outcome} in ('confirmed', 'goes-ahead', 'cancelled')`,
    ),
  ],
);

// The waitlist of a full departure (issue 46 item 5; decisions 160 and 161): a party waits in line
// (by `seq`, the order of joining); an offer holds its seats in listing_slots.booked until `offer_expires_at`.
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    quantityAdult: integer('quantity_adult').notNull(),
    quantityChild: integer('quantity_child').notNull(),
    quantityInfant: integer('quantity_infant').notNull(),
    seats: integer('seats').notNull(),
    state: text('state').$type<WaitlistState>().notNull(),
    createdAt: createdAt(),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    transactionId: uuid('transaction_id').references(() => transactions.id),
  },
  (t) => [
    check(
      'waitlist_entries_state_check',
      sql`${t.state} in ('waiting', 'offered', 'booked', 'left', 'expired')`,
    ),
    check('waitlist_entries_seats_check', sql`${t.seats} > 0`),
    index('waitlist_entries_departure_idx').on(t.listingId, t.startAt, t.seq),
    index('waitlist_entries_customer_idx').on(t.customerId),
    uniqueIndex('waitlist_entries_one_open_idx')
      .on(t.listingId, t.startAt, t.customerId)
      .where(sql`${t.state} in ('waiting', 'offered')`),
  ],
);

/**
 * Detail views of listings (migration 0064; decision 164): by a visitor (the `levada_visitor`
 * cookie) and, signed in, a user, with the recommendation id the link carried. The local
 * recommender reads recently viewed and co-viewed tours from it.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    recommId: text('recomm_id'),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('listing_views_recomm_id_check', sql`${t.recommId} ~ '^[0-9a-f]{32}$'`),
    index('listing_views_visitor_idx').on(t.visitorId, t.viewedAt.desc()),
    index('listing_views_listing_idx').on(t.listingId, t.visitorId),
    index('listing_views_user_idx').on(t.userId),
  ],
);

/** Cart additions and purchases for the recommendations (issue 48, decision 171; migration 0067). */
export const recommendationInteractions = pgTable(
  'recommendation_interactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['cart-addition', 'purchase'] }).notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: uuid('transaction_id'),
    recommId: text('recomm_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check(
      'recommendation_interactions_kind_check',
      sql`${t.kind} IN ('cart-addition', 'purchase')`,
    ),
    check('recommendation_interactions_recomm_id_check', sql`${t.recommId} ~ '^[0-9a-f]{32}$'`),
    uniqueIndex('recommendation_interactions_purchase_idx')
      .on(t.transactionId)
      .where(sql`${t.kind} = 'purchase'`),
    index('recommendation_interactions_visitor_idx').on(t.visitorId),
    index('recommendation_interactions_user_idx').on(t.userId),
  ],
);

/** The local email-marketing default's contact profiles (issue 48, decision 165): one per account. */
export const marketingProfiles = pgTable(
  'marketing_profiles',
  {
    userId: uuid('user_id').primaryKey(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('marketing_profiles_email_idx').on(sql`lower(${t.email})`)],
);

/** The local email-marketing default's events (page view, checkout started, placed order). */
export const marketingEvents = pgTable(
  'marketing_events',
  {
    id: text('id').primaryKey(),
    metric: text('metric').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    valueMinor: integer('value_minor'),
    currency: text('currency'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('marketing_events_occurred_idx').on(t.occurredAt.desc())],
);

/** The local analytics default's events (decision 166); the console counts its daily funnel here. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    distinctId: text('distinct_id').notNull(),
    userId: uuid('user_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('analytics_events_name_day_idx').on(t.name, t.occurredAt)],
);

/** A signed-in person's choice in the cookie banner, for the jobs that track a purchase (decision 167). */
export const trackingConsents = pgTable('tracking_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  granted: boolean('granted').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
});
