// The effects of the booking process's transitions (domain/booking-process.ts TransitionEffect), one
// handler each, run by the engine (applyTransition) in the order the transition lists them, inside its
// database transaction. No provider call runs here: payments are checked against what was prepared
// before, and captures, releases and refunds are queued as jobs for after the commit (decision 088).

import type { TransitionParams } from '../../../contracts/transactions';
import type { MarketplaceSettings } from '../../../contracts/settings';
import type { Actor, TransitionEffect, TransitionName } from '../../../domain/booking-process';
import { personsOf } from '../../../domain/booking-questions';
import { AppError } from '../../../domain/errors';
import { minimumGroupOf } from '../../../domain/minimum-group';
import { reverseLineItems, type LineItem } from '../../../domain/pricing';
import { refundAmount, type CancelTransition } from '../../../domain/refund-policy';
import type { Db } from '../../db/client';
import type { JobInput } from '../../jobs/job-queue';
import { offerFreedSeats } from '../waitlist/offer-freed-seats';
import { useWaitlistOffer } from '../waitlist/use-waitlist-offer';
import { answersOfRequest } from './booking-answers';
import { captureBookingPaymentJob } from './capture-booking-payment';
import { checkHoldLimits, lockCustomerHolds } from './customer-holds';
import { checkMinimumGroup, departureDecisionJob } from './departure-decisions';
import type {
  ApplyTransitionInput,
  EngineDeps,
  TransactionRow,
  TransitionOutcome,
} from './engine-types';
import { isPreparedFor, PaymentNotPrepared } from './prepare-booking-payment';
import { priceRequest, requestedBooking, stayDaysOf, type ListingFacts } from './price-request';
import { refundBookingPaymentJob } from './refund-booking-payment';
import { releaseBookingPaymentJob } from './release-booking-payment';
import { checkSeats, releaseSeats, takeSeats, type Departure } from './seats';

/** What a payment job names: the transaction, its intent, and the transition that queued it. */
type PaymentJobOf = {
  transactionId: string;
  paymentIntentId: string;
  transition: TransitionName;
  recordId: string;
};

export type EffectContext = {
  tx: Db;
  deps: EngineDeps;
  /** The row as it was, and as the transition leaves it (the handlers write to `next`). */
  row: TransactionRow;
  next: TransactionRow;
  outcome: TransitionOutcome;
  input: ApplyTransitionInput;
  params: TransitionParams;
  actor: Actor;
  transition: TransitionName;
  isSpeculative: boolean;
  now: Date;
  loadFacts: () => Promise<ListingFacts>;
  loadSettings: () => Promise<MarketplaceSettings>;
  paymentJobOf: (paymentIntentId: string) => PaymentJobOf;
  /** Seats to take last, just before the row is written (the departure's row lock is held shortest). */
  seatsToTake: Departure | null;
  usedWaitlistOffer: string | null;
  paymentJobs: JobInput[];
  decisionJobs: JobInput[];
  waitlistJobs: JobInput[];
};

export const departureOf = (r: TransactionRow): Departure => ({
  listingId: r.listingId,
  start: r.bookingStart!,
  end: r.bookingEnd!,
});

/** The booking's departure, a stay of day or night units covering each of its days (decision 177). */
const seatsOf = async (c: EffectContext, r: TransactionRow): Promise<Departure> => ({
  ...departureOf(r),
  days: stayDaysOf(r.bookingStart!, r.bookingEnd!, await c.loadFacts()),
});

export const effectHandlers: Record<TransitionEffect, (c: EffectContext) => Promise<void>> = {
  /** The booking priced by the engine alone: departure, party, line items, answers, how it confirms. */
  'set-line-items': async (c) => {
    const { row, next, input, params, actor, now, loadFacts, loadSettings } = c;
    const settings = await loadSettings();
    const { booking, quantities, seats, priced } = priceRequest(
      params,
      await loadFacts(),
      now,
      settings,
    );
    const listingData = (await loadFacts()).publicData;
    // A requested or confirmed booking repriced for a new party keeps how it confirms (decision 159).
    const isRequested = row.state === 'preauthorized' || row.state === 'accepted';
    Object.assign(next, {
      bookingStart: booking.start,
      bookingEnd: booking.end,
      bookingStartDate: booking.startDate,
      // How the listing confirms, kept as it is now: a later change of the setting leaves it (decision 120).
      isInstant: isRequested ? row.isInstant : listingData.instantBooking === true,
      answerWindowMinutes: isRequested
        ? row.answerWindowMinutes
        : (listingData.answerWindowHours ?? settings.answerWindowHours) * 60,
      quantityAdult: quantities.adults,
      quantityChild: quantities.children,
      quantityInfant: quantities.infants,
      seats,
      // The answers to the listing's questions, checked as the checkout checks them (decision 137).
      // A reseller's customer answers to the reseller: OCTO's contact stands for the answers.
      bookingAnswers: answersOfRequest({
        questions: listingData.questions ?? [],
        persons: personsOf(quantities),
        given: params.bookingAnswers,
        isSpeculative: input.isSpeculative || actor === 'reseller',
      }),
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
  },
  /** Seats checked within the customer's hold limits; taken last, just before the row is written. */
  'take-seats': async (c) => {
    const { tx, row, next, actor, now, loadFacts } = c;
    // One customer's holds one after the other, each within the limits (decision 090); a
    // reseller's holds are many by nature and expire on their own (decision 149).
    if (actor !== 'reseller') {
      await lockCustomerHolds(tx, row.customerId);
      await checkHoldLimits(tx, {
        customerId: row.customerId,
        transactionId: row.id,
        departure: await seatsOf(c, next),
        seats: next.seats,
        maxGroupSize: (await loadFacts()).publicData.groupPricing?.maxGroupSize,
      });
    }
    // A waitlist offer of this customer's on the departure gives its held seats to this booking.
    if (actor !== 'reseller')
      c.usedWaitlistOffer = await useWaitlistOffer(tx, {
        customerId: row.customerId,
        departure: await seatsOf(c, next),
        now,
      });
    const seatsToTake = await seatsOf(c, next);
    await checkSeats(tx, seatsToTake, next.seats, now);
    c.seatsToTake = seatsToTake;
    // A listing with a minimum group size (decision 157): its decision job, and no seats of a
    // departure cancelled at its decision time.
    const minimum = minimumGroupOf((await loadFacts()).publicData);
    if (minimum) {
      await checkMinimumGroup(tx, seatsToTake, minimum, next.seats, now);
      c.decisionJobs.push(departureDecisionJob(row.listingId, seatsToTake.start, minimum));
    }
  },
  /** The booking's seats back to the departure, offered first to its waitlist (decision 161). */
  'release-seats': async (c) => {
    const { tx, row, now } = c;
    if (row.bookingStart) {
      const freed = await seatsOf(c, row);
      await releaseSeats(tx, freed, row.seats);
      c.waitlistJobs.push(...(await offerFreedSeats(tx, now, freed)));
    }
  },
  /** A reschedule: the new departure's seats taken and the old one's released in one go. */
  'move-seats': async (c) => {
    const { tx, row, next, params, now, loadFacts, loadSettings } = c;
    const booking = requestedBooking(params, await loadFacts(), now, await loadSettings());
    if (booking.start.getTime() === row.bookingStart?.getTime()) {
      throw new AppError('transition-reschedule-error', 'The booking already starts then', [
        { code: 'same-departure' },
      ]);
    }
    const moved = {
      listingId: row.listingId,
      start: booking.start,
      end: booking.end,
      days: booking.days,
    };
    const minimum = minimumGroupOf((await loadFacts()).publicData);
    if (minimum) {
      await checkMinimumGroup(tx, moved, minimum, row.seats, now);
      c.decisionJobs.push(departureDecisionJob(row.listingId, booking.start, minimum));
    }
    const left = await seatsOf(c, row);
    await takeSeats(tx, moved, row.seats, now);
    await releaseSeats(tx, left, row.seats);
    c.waitlistJobs.push(...(await offerFreedSeats(tx, now, left)));
    Object.assign(next, {
      bookingStart: booking.start,
      bookingEnd: booking.end,
      bookingStartDate: booking.startDate,
    });
  },
  /** The card payment prepared before the database transaction, checked to be for this price (decision 088). */
  'create-payment': async (c) => {
    const { row, next, input, isSpeculative } = c;
    // The intent was made before this database transaction, for the price the same function
    // computed (prepare-booking-payment.ts, decision 088); the caller releases it if this fails.
    if (isSpeculative || !next.payinTotal) return;
    const intent = input.preparedIntent;
    if (
      !isPreparedFor(intent, {
        transactionId: row.id,
        amount: next.payinTotal,
        currency: next.currency,
      })
    )
      throw new PaymentNotPrepared();
    next.paymentIntentId = intent.id;
    c.outcome.paymentClientSecret = intent.clientSecret;
  },
  /** The card payment must hold the money (requires_capture) before the request goes to the operator. */
  'verify-payment': async (c) => {
    const { deps, row, next, input } = c;
    if (!row.paymentIntentId) {
      if (row.payinTotal)
        throw new AppError('transaction-payment-failed', 'No card payment was started');
      return;
    }
    // Read before the row was locked when the caller could (transitionTransaction): the intent
    // leaves requires_capture only through a transition of this row, which the lock orders.
    const intent =
      input.checkedIntent?.id === row.paymentIntentId
        ? input.checkedIntent
        : await deps.payments.retrievePaymentIntent(row.paymentIntentId);
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
    // The card it was confirmed with, for the words about money going back (decision 168).
    if (intent.card && /^\d{4}$/.test(intent.card.last4)) {
      next.cardBrand = intent.card.brand;
      next.cardLast4 = intent.card.last4;
    }
  },
  /** The capture, queued as a job after the commit. */
  'capture-payment': async (c) => {
    const { row, isSpeculative, paymentJobOf } = c;
    if (!isSpeculative && row.paymentIntentId)
      c.paymentJobs.push(captureBookingPaymentJob(paymentJobOf(row.paymentIntentId)));
  },
  /** The hold on the card released, queued as a job after the commit. */
  'release-payment': async (c) => {
    const { row, isSpeculative, paymentJobOf } = c;
    if (!isSpeculative && row.paymentIntentId)
      c.paymentJobs.push(releaseBookingPaymentJob(paymentJobOf(row.paymentIntentId)));
  },
  /** The refund of the policy, queued as a job after the commit, with the line items reversed. */
  'refund-payment': async (c) => {
    const { row, next, transition, isSpeculative, paymentJobOf } = c;
    const amount = refundAmount(transition as CancelTransition, row.payinTotal ?? 0);
    if (amount <= 0) return;
    const reversed = reverseLineItems(row.lineItems as LineItem[]);
    Object.assign(next, {
      lineItems: reversed.lineItems,
      payinTotal: reversed.payinTotal.amount,
      payoutTotal: reversed.payoutTotal.amount,
    });
    // The amount is the policy's at the transition, kept in the job: a late job refunds the same.
    if (!isSpeculative && row.paymentIntentId)
      c.paymentJobs.push(refundBookingPaymentJob({ ...paymentJobOf(row.paymentIntentId), amount }));
  },
  /** The affiliate's commission is a job the engine queues with the transition's other jobs. */
  'earn-commission': async () => {},
};
