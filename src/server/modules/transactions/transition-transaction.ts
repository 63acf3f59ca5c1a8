// THE engine of the booking process (docs/decisions/040-booking-process.md): every state change of a
// transaction goes through applyTransition, inside one database transaction that holds the
// transaction's row lock. It checks state, actor and privilege, runs the transition's effects (the
// process data says which), writes the new state, a transition record and the jobs (the
// transaction-transitioned hook, the timers of the new state). Speculative calls run all of it and
// roll back: nothing is kept and nothing is charged.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { canSendMessageWith, type TransitionParams } from '../../../contracts/transactions';
import { storeMessage } from '../talk/send-message';
import {
  isAcceptableAt,
  isReviewTransition,
  timedTransitionsFrom,
  timerContextOf,
  timerDueAt,
  transitionDef,
  type Actor,
  type BookingState,
  type TimerContext,
  type TransitionName,
  type TransitionRecord,
} from '../../../domain/booking-process';
import { AppError } from '../../../domain/errors';
import {
  listingTimeZones,
  type ListingTimeZone,
  type CancellationPolicy,
} from '../../../domain/listing';
import {
  computeLineItems,
  reverseLineItems,
  seatsTaken,
  type LineItem,
} from '../../../domain/pricing';
import {
  customerCancelTransition,
  isMovedByOperator,
  refundAmount,
  type CancelTransition,
} from '../../../domain/refund-policy';
import { bookableWindow, localDateOf } from '../../../domain/time-slots';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { listings, transactions, transactionTransitions } from '../../db/schema';
import { enqueueJobs, type JobInput } from '../../jobs/job-queue';
import { affiliateCommissionJob } from '../affiliates/affiliate-commission-job';
import { operatorPayoutJob } from '../payouts/pay-operator';
import { ensurePaymentCustomer } from '../payments/ensure-payment-customer';
import { withPaymentsTransaction } from '../payments/simulator-store';
import { checkHoldLimits, lockCustomerHolds } from './customer-holds';
import { checkSeats, releaseSeats, takeSeats, type Departure } from './seats';

export type TransactionRow = typeof transactions.$inferSelect;
export type EngineDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>;

/** Who asks: a signed-in user (customer or provider of the transaction, found from the row), or the system. */
export type TransitionCaller = { userId: string } | { actor: 'system' | 'operator' };

export type TransitionOutcome = { row: TransactionRow; paymentClientSecret?: string };

export const transactionTransitionedJob = 'transaction-transitioned';
export const transactionTimerJob = 'transaction-timer';

class SpeculativeRollback extends Error {
  constructor(readonly outcome: unknown) {
    super('speculative');
  }
}

const rollbackUndos = new WeakMap<Db, (() => Promise<unknown>)[]>();

/** What to undo outside the database if `tx` rolls back (a payment intent made at the provider). */
function onRollback(tx: Db, undo: () => Promise<unknown>): void {
  rollbackUndos.get(tx)?.push(undo);
}

/**
 * Runs `work` in one database transaction (payments calls join it). A speculative run is rolled back
 * at the end, whatever it did, and its outcome returned. After a failed run the undos registered
 * with onRollback run, each failure ignored.
 */
export async function runInTransaction<T>(
  deps: EngineDeps,
  isSpeculative: boolean,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const undos: (() => Promise<unknown>)[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      rollbackUndos.set(tx, undos);
      const outcome = await withPaymentsTransaction(tx, () => work(tx));
      if (isSpeculative) throw new SpeculativeRollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof SpeculativeRollback) return error.outcome as T;
    for (const undo of undos) await undo().catch(() => undefined);
    throw error;
  }
}

export async function lockTransaction(tx: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

/** The caller's role on the transaction; someone else's transaction does not exist for them. */
export function actorOf(
  row: Pick<TransactionRow, 'customerId' | 'providerId'>,
  caller: TransitionCaller,
): Actor {
  if ('actor' in caller) return caller.actor;
  if (caller.userId === row.customerId) return 'customer';
  if (caller.userId === row.providerId) return 'provider';
  throw new AppError('not-found', 'Transaction not found');
}

/** Fires a transition on an existing transaction (POST /api/transactions/:id/transitions, timers). */
export async function transitionTransaction(
  deps: EngineDeps,
  input: {
    transactionId: string;
    transition: TransitionName;
    params: TransitionParams;
    caller: TransitionCaller;
    isSpeculative: boolean;
  },
): Promise<TransitionOutcome> {
  return runInTransaction(deps, input.isSpeculative, async (tx) => {
    const row = await lockTransaction(tx, input.transactionId);
    if (!row) throw new AppError('not-found', 'Transaction not found');
    const actor = actorOf(row, input.caller);
    // A review transition records a review: createReview fires it with the review, nothing else does.
    if (isReviewTransition(input.transition)) {
      throw new AppError(
        'forbidden',
        'Reviews are left with POST /api/transactions/{id}/reviews, which records the review',
        [{ code: 'review-transition', transition: input.transition }],
      );
    }
    const { message, ...params } = input.params;
    if (message !== undefined && (actor !== 'provider' || !canSendMessageWith(input.transition)))
      throw invalidParams(
        `No message goes with ${input.transition}`,
        'params.message',
        'message-not-allowed',
      );
    const outcome = await applyTransition(tx, deps, row, {
      transition: input.transition,
      actor,
      params,
      isSpeculative: input.isSpeculative,
    });
    // After the transition in the conversation, so the feed reads "You declined", then why.
    if (message !== undefined && !input.isSpeculative)
      await storeMessage(tx, deps.clock, {
        transactionId: row.id,
        senderId: row.providerId,
        recipientId: row.customerId,
        content: message,
        at: new Date(outcome.row.lastTransitionedAt.getTime() + 1),
      });
    return outcome;
  });
}

export type ListingFacts = {
  timeZone: ListingTimeZone;
  cancellationPolicy: CancellationPolicy;
  publicData: typeof listings.$inferSelect.publicData;
};

/** What the engine needs of a listing row (its zone, policy and prices). */
export function toListingFacts(listing: {
  timeZone: string;
  publicData: ListingFacts['publicData'];
}): ListingFacts {
  const timeZone = (listingTimeZones as readonly string[]).includes(listing.timeZone)
    ? (listing.timeZone as ListingTimeZone)
    : 'Atlantic/Madeira';
  return {
    timeZone,
    cancellationPolicy: listing.publicData.cancellationPolicy ?? 'flexible-24h',
    publicData: listing.publicData,
  };
}

async function listingFacts(tx: Db, listingId: string): Promise<ListingFacts> {
  const [listing] = await tx
    .select({ timeZone: listings.timeZone, publicData: listings.publicData })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing)
    throw new AppError('transaction-listing-not-found', 'The listing is no longer available');
  return toListingFacts(listing);
}

const invalidTransition = (
  row: TransactionRow,
  transition: TransitionName,
  message?: string,
): AppError =>
  new AppError(
    'transaction-invalid-transition',
    message ?? `A transaction in state ${row.state} cannot ${transition}`,
    [{ code: 'invalid-transition', state: row.state, transition }],
  );

const invalidParams = (message: string, path: string, code: string): AppError =>
  new AppError('validation-invalid-value', message, [{ path, code, message }]);

/** The booking a request or reschedule asks for, checked against the listing's zone and window. */
function requestedBooking(
  params: TransitionParams,
  facts: ListingFacts,
  now: Date,
): { start: Date; end: Date; startDate: string } {
  if (!params.bookingStart || !params.bookingEnd)
    throw invalidParams(
      'bookingStart and bookingEnd are required',
      'params.bookingStart',
      'required',
    );
  const start = new Date(params.bookingStart);
  const end = new Date(params.bookingEnd);
  if (!(end > start))
    throw invalidParams(
      'The booking must end after it starts',
      'params.bookingEnd',
      'end-before-start',
    );
  const startDate = localDateOf(start, facts.timeZone);
  if (params.bookingStartDate !== undefined && params.bookingStartDate !== startDate) {
    throw invalidParams(
      'bookingStartDate is not the local date of bookingStart',
      'params.bookingStartDate',
      'start-date-mismatch',
    );
  }
  const window = bookableWindow(now, facts.timeZone);
  if (start <= now || start >= window.end) {
    throw invalidParams(
      `The date must be from today to ${window.lastDate}`,
      'params.bookingStart',
      'outside-bookable-window',
    );
  }
  return { start, end, startDate };
}

/** A request is accepted before its start; the customer's cancellation is the one the refund policy names for now. */
async function checkGuard(
  tx: Db,
  row: TransactionRow,
  transition: TransitionName,
  facts: () => Promise<ListingFacts>,
  now: Date,
) {
  if (transition === 'accept' && !isAcceptableAt(row.bookingStart, now)) {
    throw invalidTransition(row, transition, 'The booking has started: it can only be declined');
  }
  if (transition !== 'cancel-by-customer' && transition !== 'cancel-by-customer-no-refund') return;
  const listing = await facts();
  const allowed = customerCancelTransition({
    bookingStart: row.bookingStart!,
    now,
    policy: listing.cancellationPolicy,
    isMovedByOperator: isMovedByOperator(await transitionRecordsOf(tx, row.id)),
  });
  if (allowed !== transition) {
    throw invalidTransition(
      row,
      transition,
      `Cancelling now is ${allowed}: ${allowed === 'cancel-by-customer' ? 'a full refund' : 'no refund'}`,
    );
  }
}

const callerPriceKeys = new Set([
  'lineItems',
  'payinTotal',
  'payoutTotal',
  'unitPrice',
  'lineTotal',
]);

const cancellableIntentStatuses = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

/** Cancels the intent when it can still be cancelled: the hold on the card goes. */
async function releaseIntent(deps: EngineDeps, id: string, idempotencyKey: string) {
  const intent = await deps.payments.retrievePaymentIntent(id);
  if (cancellableIntentStatuses.has(intent.status))
    await deps.payments.cancelPaymentIntent(id, idempotencyKey);
}

/**
 * Applies one transition to a locked row. Initiation calls it on the row it has just inserted in
 * state initial; everything else through transitionTransaction or the timer job.
 */
export async function applyTransition(
  tx: Db,
  deps: EngineDeps,
  row: TransactionRow,
  input: {
    transition: TransitionName;
    actor: Actor;
    params: TransitionParams;
    isSpeculative: boolean;
    listing?: ListingFacts;
  },
): Promise<TransitionOutcome> {
  const { transition, actor, params, isSpeculative } = input;
  const def = transitionDef(transition);
  const now = deps.clock.now();
  if (row.state !== def.from) throw invalidTransition(row, transition);
  if (!def.actors.includes(actor)) {
    throw new AppError('forbidden', `The ${actor} cannot ${transition}`, [
      { code: 'actor-not-allowed', actor, transition },
    ]);
  }
  // Privileged transitions are priced by the engine alone: a caller that brings prices is refused.
  if (def.isPrivileged && Object.keys(params).some((key) => callerPriceKeys.has(key))) {
    throw new AppError('forbidden', `Only the server prices ${transition}`, [
      { code: 'privileged-transition', transition },
    ]);
  }
  let facts: ListingFacts | undefined = input.listing;
  const loadFacts = async () => (facts ??= await listingFacts(tx, row.listingId));
  await checkGuard(tx, row, transition, loadFacts, now);

  // The history is ordered by time: a transition in the same millisecond as the last one is recorded 1 ms later.
  const recordedAt =
    row.state !== 'initial' && now <= row.lastTransitionedAt
      ? new Date(row.lastTransitionedAt.getTime() + 1)
      : now;
  const next: TransactionRow = {
    ...row,
    state: def.to,
    lastTransition: transition,
    lastTransitionedAt: recordedAt,
  };
  const outcome: TransitionOutcome = { row: next };
  const payments = deps.payments;
  const departureOf = (r: TransactionRow) => ({
    listingId: r.listingId,
    start: r.bookingStart!,
    end: r.bookingEnd!,
  });
  // Seats are checked where the process names them and taken last, just before the row is written:
  // the departure's row is locked from the conditional write to the commit, so no payment call runs
  // while it is held (decision 040).
  let seatsToTake: Departure | null = null;

  for (const effect of def.effects) {
    switch (effect) {
      case 'set-line-items': {
        const listing = await loadFacts();
        const booking = requestedBooking(params, listing, now);
        const quantities = {
          adults: params.bookingQuantityAdult ?? 0,
          children: params.bookingQuantityChild ?? 0,
          infants: params.bookingQuantityInfant ?? 0,
        };
        const priced = computeLineItems({
          publicData: listing.publicData,
          quantities,
          bookingUnits: 1,
          customerCommissionPercent: deps.config.customerCommissionPercent,
        });
        Object.assign(next, {
          bookingStart: booking.start,
          bookingEnd: booking.end,
          bookingStartDate: booking.startDate,
          quantityAdult: quantities.adults,
          quantityChild: quantities.children,
          quantityInfant: quantities.infants,
          seats: seatsTaken(listing.publicData, quantities),
          lineItems: priced.lineItems,
          payinTotal: priced.payinTotal.amount,
          payoutTotal: priced.payoutTotal.amount,
          currency: priced.payinTotal.currency,
          orderParams: {
            ...row.orderParams,
            hasAffiliate: params.hasAffiliate ?? false,
            seasonalTourCommission: params.seasonalTourCommission ?? false,
          },
        });
        break;
      }
      case 'take-seats': {
        // One customer's holds one after the other, each within the limits (decision 090).
        await lockCustomerHolds(tx, row.customerId);
        await checkHoldLimits(tx, {
          customerId: row.customerId,
          transactionId: row.id,
          departure: departureOf(next),
          seats: next.seats,
          maxGroupSize: (await loadFacts()).publicData.groupPricing?.maxGroupSize,
        });
        await checkSeats(tx, departureOf(next), next.seats, now);
        seatsToTake = departureOf(next);
        break;
      }
      case 'release-seats':
        if (row.bookingStart) await releaseSeats(tx, departureOf(row), row.seats);
        break;
      case 'move-seats': {
        const booking = requestedBooking(params, await loadFacts(), now);
        if (booking.start.getTime() === row.bookingStart?.getTime()) {
          throw new AppError('transition-reschedule-error', 'The booking already starts then', [
            { code: 'same-departure' },
          ]);
        }
        await takeSeats(
          tx,
          { listingId: row.listingId, start: booking.start, end: booking.end },
          row.seats,
          now,
        );
        await releaseSeats(tx, departureOf(row), row.seats);
        Object.assign(next, {
          bookingStart: booking.start,
          bookingEnd: booking.end,
          bookingStartDate: booking.startDate,
        });
        break;
      }
      case 'create-payment': {
        if (isSpeculative || !next.payinTotal) break;
        const customerId = await ensurePaymentCustomer({ ...deps, db: tx }, row.customerId);
        const intent = await payments.createPaymentIntent({
          amount: next.payinTotal,
          currency: next.currency.toLowerCase(),
          customerId,
          paymentMethodId: params.paymentMethodId,
          savePaymentMethod: params.savePaymentMethod,
          metadata: { transactionId: row.id, listingId: row.listingId },
          idempotencyKey: `payment:${row.id}`,
        });
        next.paymentIntentId = intent.id;
        outcome.paymentClientSecret = intent.clientSecret;
        // Should the booking not commit (the last seats went meanwhile), the card is not held for it.
        // The simulator's intent is rolled back with the database transaction and is not found then.
        onRollback(tx, () => releaseIntent(deps, intent.id, `release:${row.id}`));
        break;
      }
      case 'verify-payment': {
        if (!row.paymentIntentId) {
          if (row.payinTotal)
            throw new AppError('transaction-payment-failed', 'No card payment was started');
          break;
        }
        const intent = await payments.retrievePaymentIntent(row.paymentIntentId);
        if (intent.status !== 'requires_capture' || intent.amountCapturable !== row.payinTotal) {
          throw new AppError(
            'transaction-payment-failed',
            intent.lastPaymentError?.message ?? 'The card payment is not authorised',
            [
              intent.lastPaymentError
                ? { ...intent.lastPaymentError }
                : { code: `payment_intent_${intent.status}` },
            ],
          );
        }
        break;
      }
      case 'capture-payment':
        if (!isSpeculative && row.paymentIntentId)
          await payments.capturePaymentIntent(row.paymentIntentId, `capture:${row.id}`);
        break;
      case 'release-payment':
        if (!isSpeculative && row.paymentIntentId)
          await releaseIntent(deps, row.paymentIntentId, `release:${row.id}`);
        break;
      case 'refund-payment': {
        const amount = refundAmount(transition as CancelTransition, row.payinTotal ?? 0);
        if (amount <= 0) break;
        const reversed = reverseLineItems(row.lineItems as LineItem[]);
        Object.assign(next, {
          lineItems: reversed.lineItems,
          payinTotal: reversed.payinTotal.amount,
          payoutTotal: reversed.payoutTotal.amount,
        });
        if (!isSpeculative && row.paymentIntentId)
          await payments.refundPaymentIntent(row.paymentIntentId, amount, `refund:${row.id}`);
        break;
      }
    }
  }

  if (seatsToTake) await takeSeats(tx, seatsToTake, next.seats, now);

  const recordId = randomUUID();
  if (row.state === 'initial') await tx.insert(transactions).values(next);
  else await writeRow(tx, next);
  await tx.insert(transactionTransitions).values({
    id: recordId,
    transactionId: row.id,
    transition,
    by: actor,
    fromState: row.state,
    toState: next.state,
    createdAt: recordedAt,
  });
  const jobs: JobInput[] = [
    {
      kind: transactionTransitionedJob,
      payload: {
        transactionId: row.id,
        transition,
        by: actor,
        at: recordedAt.toISOString(),
        // A reschedule's messages name the old time as well as the new.
        ...(def.effects.includes('move-seats') && row.bookingStart && row.bookingEnd
          ? {
              previousBooking: {
                start: row.bookingStart.toISOString(),
                end: row.bookingEnd.toISOString(),
              },
            }
          : {}),
      },
      key: recordId,
    },
  ];
  // Money to the operator follows a capture or a refund (modules/payouts/pay-operator.ts); the
  // referring affiliate's commission follows the tour or a refund (affiliate-commission-job.ts).
  if (def.effects.some((effect) => effect === 'capture-payment' || effect === 'refund-payment')) {
    jobs.push({
      kind: operatorPayoutJob,
      payload: { transactionId: row.id },
      key: `${recordId}:${operatorPayoutJob}`,
    });
  }
  if (def.effects.some((effect) => effect === 'earn-commission' || effect === 'refund-payment'))
    jobs.push(affiliateCommissionJob({ transactionId: row.id, transition, recordId }));
  // The anchors of the new state's timers are known here, unless the state was not just entered or
  // a timer runs from a completion further back in the history.
  const needsHistory =
    def.from === def.to ||
    (transition !== 'complete' &&
      timedTransitionsFrom(def.to).some((t) =>
        t.timer!.earliestOf.some((a) => a.anchor === 'completed'),
      ));
  const context: TimerContext | null = needsHistory
    ? null
    : {
        enteredStateAt: recordedAt,
        bookingStart: next.bookingStart,
        bookingEnd: next.bookingEnd,
        completedAt: transition === 'complete' ? recordedAt : null,
      };
  jobs.push(...(await timerJobs(tx, next, recordId, context)));
  await enqueueJobs(tx, deps.clock, jobs);
  return outcome;
}

function writeRow(tx: Db, next: TransactionRow) {
  return tx
    .update(transactions)
    .set({
      state: next.state,
      lastTransition: next.lastTransition,
      lastTransitionedAt: next.lastTransitionedAt,
      bookingStart: next.bookingStart,
      bookingEnd: next.bookingEnd,
      bookingStartDate: next.bookingStartDate,
      quantityAdult: next.quantityAdult,
      quantityChild: next.quantityChild,
      quantityInfant: next.quantityInfant,
      seats: next.seats,
      lineItems: next.lineItems,
      payinTotal: next.payinTotal,
      payoutTotal: next.payoutTotal,
      currency: next.currency,
      paymentIntentId: next.paymentIntentId,
      orderParams: next.orderParams,
    })
    .where(eq(transactions.id, next.id));
}

export async function transitionRecordsOf(
  db: Db,
  transactionId: string,
): Promise<TransitionRecord[]> {
  const rows = await db
    .select({
      transition: transactionTransitions.transition,
      fromState: transactionTransitions.fromState,
      toState: transactionTransitions.toState,
      createdAt: transactionTransitions.createdAt,
    })
    .from(transactionTransitions)
    .where(eq(transactionTransitions.transactionId, transactionId))
    .orderBy(asc(transactionTransitions.createdAt));
  return rows as TransitionRecord[];
}

/** When a timed transition of the row's state is due, from its history. */
export async function timerDueOf(
  db: Db,
  row: TransactionRow,
  transition: TransitionName,
): Promise<Date | null> {
  const def = transitionDef(transition);
  if (!def.timer || def.from !== row.state) return null;
  const records = await transitionRecordsOf(db, row.id);
  return timerDueAt(def.timer, timerContextOf(records, row.state as BookingState, row));
}

/** One job per timer of the state just entered (and again after a reschedule moved the booking). */
async function timerJobs(
  tx: Db,
  row: TransactionRow,
  recordId: string,
  context: TimerContext | null,
): Promise<JobInput[]> {
  const jobs: JobInput[] = [];
  for (const def of timedTransitionsFrom(row.state as BookingState)) {
    const runAt = context ? timerDueAt(def.timer!, context) : await timerDueOf(tx, row, def.name);
    if (!runAt) continue;
    jobs.push({
      kind: transactionTimerJob,
      payload: { transactionId: row.id, transition: def.name },
      runAt,
      key: `${recordId}:${def.name}`,
    });
  }
  return jobs;
}
