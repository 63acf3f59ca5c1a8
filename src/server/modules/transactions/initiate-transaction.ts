import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InitiateTransactionBody } from '../../../contracts/transactions';
import { bookingProcessAlias } from '../../../domain/booking-process';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { listings, transactionMessages, transactions, users } from '../../db/schema';
import { attributeBooking, type ReferralMark } from '../affiliates/attribute-booking';
import { checkEnquiryLimits, lockCustomerHolds } from './customer-holds';
import { releaseIntent } from './release-booking-payment';
import {
  applyTransition,
  runInTransaction,
  type EngineDeps,
  type TransactionRow,
  type TransitionOutcome,
} from './transition-transaction';
import { prepareBookingPayment, withPreparedPayment } from './prepare-booking-payment';
import { toListingFacts } from './price-request';

export type InitiateOutcome = TransitionOutcome & {
  isMessageSent: boolean | null;
  /** The transaction an earlier request with the same idempotency key made: nothing new was made. */
  isReplay: boolean;
};

const customers = alias(users, 'customers');

/**
 * Starts a transaction (POST /api/transactions): a request to book (request-payment: priced by the
 * server, seats taken, a card payment started) or an enquiry, through the engine from state initial.
 * Refused: an unknown, closed or deleted listing; the customer's own listing; an operator without
 * payout details. The checkout's first message is sent after the booking, and its failure does not
 * undo the booking (spec 000 §4). The visitor's referral mark (the `levada_ref` cookie) credits the
 * affiliate who sent them, an enquiry included, so a booking made after it is credited too (decision 047).
 * One customer's initiations run one after the other (lockCustomerHolds): a request with the
 * idempotency key of an earlier one answers that transaction and makes nothing; an enquiry needs a
 * verified email and stays within the daily caps; a booking within the hold limits (decision 090).
 */
export async function initiateTransaction(
  deps: EngineDeps & { log?: (message: string, error?: unknown) => void },
  customerId: string,
  body: InitiateTransactionBody,
  isSpeculative: boolean,
  referral: ReferralMark | null = null,
  idempotencyKey: string | null = null,
): Promise<InitiateOutcome> {
  const key = isSpeculative ? null : idempotencyKey;
  // A repeat of a request already made (a double submit) answers it before any payment is prepared.
  if (key) {
    const earlier = await findByIdempotencyKey(deps.db, customerId, key);
    if (earlier) {
      refuseDifferentRequest(earlier, body);
      return { ...(await withClientSecret(deps, earlier)), isMessageSent: null, isReplay: true };
    }
  }
  // The card payment (and the traveller's customer at the provider, made once) is made before the
  // database transaction, so no booking holds a connection or a lock through a provider call
  // (decision 088); each try has its own id, so its own idempotency key.
  const prepare = async () => {
    const id = randomUUID();
    const intent =
      !isSpeculative && body.transition === 'request-payment'
        ? await prepareBookingPayment(deps, {
            transactionId: id,
            listingId: body.listingId,
            customerId,
            params: body.params,
            idempotencyKey: `payment:${id}`,
          })
        : null;
    return { id, intent };
  };
  const outcome = await withOwnUnpaidBooking(deps, customerId, body, () =>
    withPreparedPayment(deps, prepare, async ({ id, intent }) => {
      const made = await runInTransaction(
        deps,
        isSpeculative,
        async (tx): Promise<TransitionOutcome & { isReplay: boolean }> => {
          await lockCustomerHolds(tx, customerId);
          if (key) {
            const earlier = await findByIdempotencyKey(tx, customerId, key);
            if (earlier) {
              refuseDifferentRequest(earlier, body);
              return { row: earlier, isReplay: true };
            }
          }
          const [listing] = await tx
            .select({
              id: listings.id,
              state: listings.state,
              deleted: listings.deleted,
              authorId: listings.authorId,
              timeZone: listings.timeZone,
              publicData: listings.publicData,
              isPayoutReady: users.isPayoutReady,
              isAuthorGone: users.banned,
              isAuthorDeleted: users.deleted,
              isCustomerDeleted: customers.deleted,
              isCustomerEmailVerified: customers.emailVerified,
            })
            .from(listings)
            .innerJoin(users, eq(users.id, listings.authorId))
            .innerJoin(customers, eq(customers.id, customerId))
            .where(eq(listings.id, body.listingId))
            // The operator's and the traveller's rows with the weakest lock: an account deletion (FOR
            // UPDATE) in progress is waited for, and then seen; one that starts after finds this booking
            // (decision 074).
            .for('key share');
          // Deleted by the traveller in another tab while this request was on its way: its session is gone.
          if (listing?.isCustomerDeleted)
            throw new AppError('unauthorized', 'You need to log in first.');
          if (
            !listing ||
            listing.deleted ||
            listing.state !== 'published' ||
            listing.isAuthorGone ||
            listing.isAuthorDeleted
          ) {
            throw new AppError(
              'transaction-listing-not-found',
              'This listing is no longer available',
              [{ code: 'listing-not-available' }],
            );
          }
          if (listing.authorId === customerId) {
            throw new AppError('forbidden', 'This is your listing, so you cannot book it', [
              { code: 'own-listing' },
            ]);
          }
          if (!listing.isPayoutReady) {
            throw new AppError(
              'transaction-missing-stripe-account',
              'The operator has not added their payout details yet, so this tour cannot be booked',
              [{ code: 'provider-payout-details-missing' }],
            );
          }
          const now = deps.clock.now();
          if (body.transition === 'enquire')
            await checkEnquiryLimits(tx, {
              customerId,
              providerId: listing.authorId,
              isEmailVerified: listing.isCustomerEmailVerified,
              now,
            });
          // The row in state initial, written by the engine with the state it leaves it in.
          const row = await initialTransactionRow(tx, {
            id,
            listingId: listing.id,
            customerId,
            providerId: listing.authorId,
            transition: body.transition,
            now,
            idempotencyKey: key,
          });
          const result = await applyTransition(tx, deps, row, {
            transition: body.transition,
            actor: 'customer',
            params: body.transition === 'request-payment' ? body.params : {},
            isSpeculative,
            listing: toListingFacts(listing),
            preparedIntent: intent,
          });
          await attributeBooking(tx, deps.clock, { transactionId: id, customerId, mark: referral });
          // An enquiry is its message: it is kept with the transaction or not at all.
          if (body.transition === 'enquire') {
            await tx.insert(transactionMessages).values({
              id: randomUUID(),
              transactionId: id,
              senderId: customerId,
              content: body.params.message,
              createdAt: now,
            });
          }
          return { ...result, isReplay: false };
        },
      );
      // Two tries with one key at once: the later found the earlier's booking, so its payment goes.
      if (made.isReplay && intent)
        await releaseIntent(deps, intent.id, `release:${intent.id}`).catch(() => undefined);
      return made;
    }),
  );

  if (outcome.isReplay)
    return { ...(await withClientSecret(deps, outcome.row)), isMessageSent: null, isReplay: true };
  const message = body.transition === 'request-payment' ? body.params.message : undefined;
  if (isSpeculative || !message) return { ...outcome, isMessageSent: null };
  try {
    await deps.db.insert(transactionMessages).values({
      id: randomUUID(),
      transactionId: outcome.row.id,
      senderId: customerId,
      content: message,
      createdAt: deps.clock.now(),
    });
    return { ...outcome, isMessageSent: true };
  } catch (error) {
    deps.log?.('initial-message-send-failed', error);
    return { ...outcome, isMessageSent: false };
  }
}

const findByIdempotencyKey = async (db: Db, customerId: string, key: string) =>
  (
    await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, customerId), eq(transactions.idempotencyKey, key)))
  )[0];

/**
 * The same key with another request (another listing, time or party) is a mistake of the caller, not
 * a repeat: refused rather than answered with a transaction that is not what was asked.
 */
function refuseDifferentRequest(earlier: TransactionRow, body: InitiateTransactionBody): void {
  const isSame =
    earlier.listingId === body.listingId &&
    (body.transition === 'enquire' ||
      (earlier.bookingStart?.getTime() === new Date(body.params.bookingStart).getTime() &&
        earlier.quantityAdult === (body.params.bookingQuantityAdult ?? 0) &&
        earlier.quantityChild === (body.params.bookingQuantityChild ?? 0) &&
        earlier.quantityInfant === (body.params.bookingQuantityInfant ?? 0)));
  if (!isSame)
    throw new AppError(
      'validation-invalid-value',
      'This Idempotency-Key was used for another request: make a new key for a new request',
      [{ path: 'headers.idempotency-key', code: 'idempotency-key-reused' }],
    );
}

/** A repeat of a booking still waiting for its card answers the card payment's secret, as the first did. */
async function withClientSecret(deps: EngineDeps, row: TransactionRow): Promise<TransitionOutcome> {
  if (row.state !== 'pending-payment' || !row.paymentIntentId) return { row };
  const intent = await deps.payments.retrievePaymentIntent(row.paymentIntentId);
  return { row, paymentClientSecret: intent.clientSecret };
}

/**
 * A departure refused for want of seats that this traveller holds themselves, in a booking not paid
 * yet (a declined card, then a reload): the refusal names that booking, so the checkout can offer to
 * finish paying it instead of saying only that the time is booked. Its seats are released when its
 * payment window closes (spec 000: 15 minutes).
 */
async function withOwnUnpaidBooking<T>(
  deps: EngineDeps,
  customerId: string,
  body: InitiateTransactionBody,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (
      !(error instanceof AppError) ||
      error.code !== 'transaction-booking-time-not-available' ||
      body.transition !== 'request-payment'
    )
      throw error;
    const [own] = await deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.customerId, customerId),
          eq(transactions.listingId, body.listingId),
          eq(transactions.bookingStart, new Date(body.params.bookingStart)),
          eq(transactions.state, 'pending-payment'),
        ),
      )
      .orderBy(desc(transactions.createdAt))
      .limit(1);
    if (!own) throw error;
    throw new AppError(error.code, error.message, [
      ...(error.details ?? []),
      { code: 'own-unpaid-booking', transactionId: own.id },
    ]);
  }
}

/** The next booking reference number (decision 121): the reference is a permutation of it. */
async function nextReferenceNumber(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval('booking_reference_seq') as n`,
  )) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]!.n);
}

/**
 * A transaction in state initial, for the engine to apply its first transition to (the checkout's
 * request or enquiry, a reseller's reserve): applyTransition inserts it with the state it leaves it in.
 */
export async function initialTransactionRow(
  tx: Db,
  input: {
    id: string;
    listingId: string;
    customerId: string;
    providerId: string;
    transition: TransactionRow['lastTransition'];
    now: Date;
    idempotencyKey?: string | null;
    resellerId?: string | null;
  },
): Promise<TransactionRow> {
  return {
    id: input.id,
    processAlias: bookingProcessAlias,
    listingId: input.listingId,
    customerId: input.customerId,
    providerId: input.providerId,
    state: 'initial',
    lastTransition: input.transition,
    lastTransitionedAt: input.now,
    bookingStart: null,
    bookingEnd: null,
    bookingStartDate: null,
    quantityAdult: 0,
    quantityChild: 0,
    quantityInfant: 0,
    seats: 0,
    lineItems: [],
    payinTotal: null,
    payoutTotal: null,
    currency: 'EUR',
    paymentIntentId: null,
    cardBrand: null,
    cardLast4: null,
    orderParams: {},
    idempotencyKey: input.idempotencyKey ?? null,
    cancelReason: null,
    isInstant: false,
    answerWindowMinutes: null,
    referenceNumber: await nextReferenceNumber(tx),
    checkedInAt: null,
    checkedInPersons: null,
    noShowAt: null,
    bookingAnswers: null,
    createdAt: input.now,
    resellerId: input.resellerId ?? null,
    holdExpiresAt: null,
  };
}
