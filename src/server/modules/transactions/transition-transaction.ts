// THE engine of the booking process (docs/decisions/040-booking-process.md): every state change of a
// transaction goes through applyTransition, inside one database transaction that holds the
// transaction's row lock. It checks state, actor and privilege, runs the transition's effects (the
// process data says which), writes the new state, a transition record and the jobs (the
// transaction-transitioned hook, the timers of the new state). Speculative calls run all of it and
// roll back: nothing is kept and nothing is charged.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { canSendMessageWith, type TransitionParams } from '../../../contracts/transactions';
import { storeMessage } from '../talk/send-message';
import {
  isReviewTransition,
  timedTransitionsFrom,
  timerContextOf,
  timerDueAt,
  transitionDef,
  type Actor,
  type TimerContext,
  type TransitionName,
  type TransitionRecord,
} from '../../../domain/booking-process';
import { AppError } from '../../../domain/errors';
import { guardReads, guardRefusal } from '../../../domain/transition-guards';
import type { Db } from '../../db/client';
import { transactions, transactionTransitions } from '../../db/schema';
import { enqueueJobs, type JobInput } from '../../jobs/job-queue';
import { withPaymentsTransaction } from '../../providers/simulator-store';
import { paymentFollowUpJobs } from './payment-jobs';
import { invalidParams, listingFacts, type ListingFacts } from './price-request';
import { prepareBookingPayment, withPreparedPayment } from './prepare-booking-payment';
import { releaseBookingPaymentJobKind } from './release-booking-payment';
import { affiliateCommissionJob } from '../affiliates/affiliate-commission-job';
import { octoWebhookJob } from '../octo/octo-webhook-kind';
import { takeSeats } from './seats';
import { linkWaitlistBooking } from '../waitlist/use-waitlist-offer';
import type { MarketplaceSettings } from '../../../contracts/settings';
import { loadPricingSettings } from '../settings/load-marketplace-settings';

import type {
  ApplyTransitionInput,
  EngineDeps,
  RecordedTransition,
  TransactionRow,
  TransitionOutcome,
} from './engine-types';
import { effectHandlers, type EffectContext } from './transition-effects';

export type { EngineDeps, TransactionRow };

/** Who asks: a signed-in user (customer or provider of the transaction, found from the row), or the system. */
export type TransitionCaller = { userId: string } | { actor: 'system' | 'operator' };

export type { RecordedTransition, TransitionOutcome } from './engine-types';

export const transactionTransitionedJob = 'transaction-transitioned';
export const transactionTimerJob = 'transaction-timer';

class SpeculativeRollback extends Error {
  constructor(readonly outcome: unknown) {
    super('speculative');
  }
}

/**
 * Runs `work` in one database transaction (the card simulator's reads join it: PGlite has one
 * connection). A speculative run is rolled back at the end, whatever it did, and its outcome returned.
 */
export async function runInTransaction<T>(
  deps: EngineDeps,
  isSpeculative: boolean,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const outcome = await withPaymentsTransaction(tx, () => work(tx));
      if (isSpeculative) throw new SpeculativeRollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof SpeculativeRollback) return error.outcome as T;
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
  // The provider calls a transition needs are made before its database transaction, so none runs
  // while the row is locked (decision 088): the payment of a request after an enquiry is prepared,
  // the intent a confirmation checks is read.
  const effects = transitionDef(input.transition).effects;
  const needsPayment = effects.includes('create-payment') && !input.isSpeculative;
  const [before] =
    needsPayment || effects.includes('verify-payment')
      ? await deps.db.select().from(transactions).where(eq(transactions.id, input.transactionId))
      : [];
  const isCustomerAsking =
    !!before && 'userId' in input.caller && input.caller.userId === before.customerId;
  const checkedIntent =
    before?.paymentIntentId &&
    isCustomerAsking &&
    before.state === transitionDef(input.transition).from
      ? await deps.payments.retrievePaymentIntent(before.paymentIntentId)
      : undefined;
  const prepare = async () => ({
    intent:
      needsPayment && before && isCustomerAsking && before.state === 'enquiry'
        ? await prepareBookingPayment(deps, {
            transactionId: before.id,
            listingId: before.listingId,
            customerId: before.customerId,
            params: input.params,
            // Each try its own: a request refused (the seats went) may be made again, for another day.
            idempotencyKey: `payment:${before.id}:${randomUUID()}`,
          })
        : null,
  });
  return withPreparedPayment(deps, prepare, ({ intent }) =>
    runInTransaction(deps, input.isSpeculative, async (tx) => {
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
        preparedIntent: intent,
        checkedIntent,
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
    }),
  );
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

/** The transition's guard in the table (domain/transition-guards.ts), with what it reads loaded. */
async function checkGuard(
  tx: Db,
  row: TransactionRow,
  transition: TransitionName,
  actor: Actor,
  facts: () => Promise<ListingFacts>,
  now: Date,
) {
  const def = transitionDef(transition);
  if (!def.guard) return;
  const reads = guardReads(def, actor);
  const refusal = guardRefusal(def, { state: row.state, bookingStart: row.bookingStart }, actor, {
    now,
    history: reads.history ? await transitionRecordsOf(tx, row.id) : undefined,
    policy: reads.policy ? (await facts()).cancellationPolicy : undefined,
  });
  if (refusal) throw invalidTransition(row, transition, refusal);
}

const callerPriceKeys = new Set([
  'lineItems',
  'payinTotal',
  'payoutTotal',
  'unitPrice',
  'lineTotal',
]);

/**
 * Applies one transition to a locked row. Initiation calls it on the row it has just inserted in
 * state initial; everything else through transitionTransaction or the timer job.
 */
export async function applyTransition(
  tx: Db,
  deps: EngineDeps,
  row: TransactionRow,
  input: ApplyTransitionInput,
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
  // The console's settings as they are now (decision 113): a change prices new bookings only.
  let settings: MarketplaceSettings | undefined;
  const loadSettings = async () =>
    (settings ??= await loadPricingSettings(tx, deps.config, row.providerId));
  await checkGuard(tx, row, transition, actor, loadFacts, now);

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
    // A hold's expiry lasts as long as the hold.
    holdExpiresAt: def.to === 'pending-payment' ? (input.holdExpiresAt ?? row.holdExpiresAt) : null,
  };
  const outcome: TransitionOutcome = { row: next };
  const recordId = randomUUID();
  const paymentJobOf = (paymentIntentId: string) => ({
    transactionId: row.id,
    paymentIntentId,
    transition,
    recordId,
  });

  // Seats are checked where the process names them and taken last, just before the row is written:
  // the departure's row is locked from the conditional write to the commit, so no payment call runs
  // while it is held (decision 040). Capture, release and refund are jobs queued with the new state
  // (decision 088); freed seats go to the departure's waitlist first (decision 161).
  const effects: EffectContext = {
    ...{ tx, deps, row, next, outcome, input, params, actor, transition, isSpeculative, now },
    ...{ loadFacts, loadSettings, paymentJobOf, seatsToTake: null, usedWaitlistOffer: null },
    ...{ paymentJobs: [], decisionJobs: [], waitlistJobs: [] },
  };
  for (const effect of def.effects) await effectHandlers[effect](effects);
  const { seatsToTake, usedWaitlistOffer, paymentJobs, decisionJobs, waitlistJobs } = effects;

  if (seatsToTake) await takeSeats(tx, seatsToTake, next.seats, now);

  if (row.state === 'initial') await tx.insert(transactions).values(next);
  else await writeRow(tx, next);
  if (usedWaitlistOffer) await linkWaitlistBooking(tx, usedWaitlistOffer, row.id);
  const recorded: RecordedTransition = {
    transactionId: row.id,
    transition,
    by: actor,
    fromState: row.state,
    toState: next.state,
    createdAt: recordedAt,
  };
  await tx.insert(transactionTransitions).values({ id: recordId, ...recorded });
  outcome.recorded = [recorded];
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
  jobs.push(...paymentJobs, ...decisionJobs, ...waitlistJobs);
  // Money to the operator and the referring affiliate's commission follow a capture or a refund: the
  // payment job queues them once the provider took or gave back the money; with no card payment
  // moving (a free booking) they are queued now.
  const movesMoney = def.effects.some(
    (effect) => effect === 'capture-payment' || effect === 'refund-payment',
  );
  const isMoneyJobQueued = paymentJobs.some((job) => job.kind !== releaseBookingPaymentJobKind);
  // A reseller is the merchant of record: no money of its bookings goes through Levada (decision 150).
  if (movesMoney && !isMoneyJobQueued && !row.resellerId)
    jobs.push(...paymentFollowUpJobs({ transactionId: row.id, transition, recordId }));
  // A reseller hears of every change made in Levada to its booking (OCTO's booking_update webhook,
  // decision 149); of its own changes it has the answer (an instant acceptance is its confirmation's).
  if (row.resellerId && actor !== 'reseller' && transition !== 'accept-instantly' && !isSpeculative)
    jobs.push(octoWebhookJob({ transactionId: row.id, recordId }));
  // The referring affiliate's commission is earned when the tour has taken place (decision 098).
  if (def.effects.includes('earn-commission'))
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
        isInstant: next.isInstant,
        answerWindowMinutes: next.answerWindowMinutes,
        holdExpiresAt: next.holdExpiresAt,
        completedAt: transition === 'complete' ? recordedAt : null,
      };
  const timers = await timerJobs(tx, next, recordId, context);
  // A timer already due when the state is entered (an instant booking's acceptance, decision 120)
  // fires now, through this same function and database transaction, as the system.
  const dueNow = timers.find((job) => job.runAt! <= recordedAt);
  jobs.push(...(dueNow ? [] : timers));
  await enqueueJobs(tx, deps.clock, jobs);
  if (!dueNow) return outcome;
  const chained = await applyTransition(tx, deps, next, {
    transition: dueNow.payload.transition as TransitionName,
    actor: 'system',
    params: {},
    isSpeculative,
    listing: facts,
  });
  return {
    ...chained,
    paymentClientSecret: outcome.paymentClientSecret,
    recorded: [recorded, ...(chained.recorded ?? [])],
  };
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
      isInstant: next.isInstant,
      answerWindowMinutes: next.answerWindowMinutes,
      quantityAdult: next.quantityAdult,
      quantityChild: next.quantityChild,
      quantityInfant: next.quantityInfant,
      seats: next.seats,
      lineItems: next.lineItems,
      payinTotal: next.payinTotal,
      payoutTotal: next.payoutTotal,
      currency: next.currency,
      paymentIntentId: next.paymentIntentId,
      cardBrand: next.cardBrand,
      cardLast4: next.cardLast4,
      orderParams: next.orderParams,
      bookingAnswers: next.bookingAnswers,
      holdExpiresAt: next.holdExpiresAt,
    })
    .where(eq(transactions.id, next.id));
}

/** The transitions of these transactions, in the order they were made (each row names its own). */
export function transitionHistoriesOf(db: Db, transactionIds: string[]) {
  return db
    .select({
      transactionId: transactionTransitions.transactionId,
      transition: transactionTransitions.transition,
      by: transactionTransitions.by,
      fromState: transactionTransitions.fromState,
      toState: transactionTransitions.toState,
      createdAt: transactionTransitions.createdAt,
    })
    .from(transactionTransitions)
    .where(inArray(transactionTransitions.transactionId, transactionIds))
    .orderBy(asc(transactionTransitions.createdAt), asc(transactionTransitions.id));
}

export async function transitionRecordsOf(
  db: Db,
  transactionId: string,
): Promise<TransitionRecord[]> {
  return (await transitionHistoriesOf(db, [transactionId])) as TransitionRecord[];
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
  return timerDueAt(def.timer, timerContextOf(records, row.state, row));
}

/** One job per timer of the state just entered (and again after a reschedule moved the booking). */
async function timerJobs(
  tx: Db,
  row: TransactionRow,
  recordId: string,
  context: TimerContext | null,
): Promise<JobInput[]> {
  const jobs: JobInput[] = [];
  for (const def of timedTransitionsFrom(row.state)) {
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
