// Transactions for tests, made through the real engine (never by writing a state by hand): a request,
// the card confirmed at the simulator, then the transitions that lead to the state asked for.
import type { ListingPublicData } from '../../contracts/listings';
import type { TransitionParams } from '../../contracts/transactions';
import { eq } from 'drizzle-orm';
import {
  isReviewTransition,
  type BookingState,
  type TransitionName,
} from '../../domain/booking-process';
import { isCardSimulator } from '../../integrations/payments/card-simulator';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { createReview } from '../modules/talk/create-review';
import { createBankToken } from '../modules/payouts/create-bank-token';
import { savePayoutDetails } from '../modules/payouts/save-payout-details';
import { runDueJobs } from '../jobs/job-runner';
import { captureBookingPaymentJobKind } from '../modules/transactions/capture-booking-payment';
import { initiateTransaction } from '../modules/transactions/initiate-transaction';
import { refundBookingPaymentJobKind } from '../modules/transactions/refund-booking-payment';
import { releaseBookingPaymentJobKind } from '../modules/transactions/release-booking-payment';
import {
  transitionTransaction,
  type TransactionRow,
  type TransitionCaller,
} from '../modules/transactions/transition-transaction';
import { buildListing, buildListingSlot, buildOperator, buildUser } from './factories';

/**
 * An operator bookable through a real payout account at the Connect simulator, saved the way the
 * payout page saves one (a Portuguese IBAN). Where only bookability matters, buildOperator's flag is
 * cheaper.
 */
export async function buildPayoutReadyOperator(deps: Pick<AppDeps, 'db' | 'clock' | 'payouts'>) {
  const operator = await buildOperator(deps.db, { isPayoutReady: false });
  const { token } = await createBankToken(deps, {
    country: 'PT',
    currency: 'EUR',
    fields: { iban: 'PT50 0002 0123 1234 5678 9015 4' },
  });
  const address = {
    line1: 'Rua do Aljube 1',
    city: 'Funchal',
    postalCode: '9000-067',
    country: 'PT',
  };
  await savePayoutDetails(
    deps,
    operator,
    {
      country: 'PT',
      businessType: 'individual',
      email: operator.email,
      phone: '+351 912 345 678',
      businessUrl: 'https://levada-trails.pt',
      persons: [
        {
          firstName: operator.firstName,
          lastName: operator.lastName,
          dob: { day: 14, month: 3, year: 1985 },
          address,
        },
      ],
      bankToken: token,
      isTosAccepted: true,
    },
    '127.0.0.1',
  );
  return { ...operator, isPayoutReady: true };
}

export const testCard = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

/** A published listing of a payout-ready operator with one departure (3 hours, `seats` seats) `daysAhead` days after now. */
export async function buildBookableListing(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: {
    seats?: number;
    daysAhead?: number;
    publicData?: Partial<ListingPublicData>;
    operatorId?: string;
  } = {},
) {
  const operatorId = options.operatorId ?? (await buildOperator(deps.db)).id;
  const listing = await buildListing(deps.db, {
    authorId: operatorId,
    publicData: {
      prices: {
        adult: 4500,
        child: { amount: 2000, ageGroup: '4-11' },
        infant: { amount: 0, ageGroup: '0-3' },
      },
      ...options.publicData,
    },
  });
  const start = new Date(deps.clock.now().getTime() + (options.daysAhead ?? 10) * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const slot = await buildListingSlot(deps.db, {
    listingId: listing.id,
    startAt: start,
    seats: options.seats ?? 10,
  });
  return { listing, operatorId, departure: { start: slot.startAt, end: slot.endAt } };
}

export const bookingParams = (
  departure: { start: Date; end: Date },
  quantities: { adults?: number; children?: number; infants?: number } = {},
) => ({
  bookingStart: departure.start.toISOString(),
  bookingEnd: departure.end.toISOString(),
  bookingQuantityAdult: quantities.adults ?? 2,
  bookingQuantityChild: quantities.children ?? 0,
  bookingQuantityInfant: quantities.infants ?? 0,
  hasAffiliate: false,
  seasonalTourCommission: false,
});

/** Authorises the transaction's card payment at the simulator, as the browser would. */
export async function authorisePayment(
  deps: Pick<AppDeps, 'payments'>,
  paymentIntentId: string,
  clientSecret: string,
  card = testCard,
) {
  if (!isCardSimulator(deps.payments)) throw new Error('Tests pay with the card simulator');
  return deps.payments.confirmPaymentIntent({
    id: paymentIntentId,
    clientSecret,
    source: { card },
  });
}

// The path to each state: who fires what after the request was paid.
const pathTo: Partial<
  Record<BookingState, [TransitionName, 'customer' | 'provider' | 'system'][]>
> = {
  'pending-payment': [],
  preauthorized: [['confirm-payment', 'customer']],
  accepted: [
    ['confirm-payment', 'customer'],
    ['accept', 'provider'],
  ],
  declined: [
    ['confirm-payment', 'customer'],
    ['decline', 'provider'],
  ],
  canceled: [
    ['confirm-payment', 'customer'],
    ['accept', 'provider'],
    ['cancel', 'provider'],
  ],
  'payment-expired': [['expire-payment', 'system']],
  delivered: [
    ['confirm-payment', 'customer'],
    ['accept', 'provider'],
    ['complete', 'system'],
  ],
  'reviewed-by-customer': [
    ['confirm-payment', 'customer'],
    ['accept', 'provider'],
    ['complete', 'system'],
    ['review-1-by-customer', 'customer'],
  ],
  'reviewed-by-provider': [
    ['confirm-payment', 'customer'],
    ['accept', 'provider'],
    ['complete', 'system'],
    ['review-1-by-provider', 'provider'],
  ],
  reviewed: [
    ['confirm-payment', 'customer'],
    ['accept', 'provider'],
    ['complete', 'system'],
    ['expire-review-period', 'system'],
  ],
};

const paymentJobKinds = [
  captureBookingPaymentJobKind,
  releaseBookingPaymentJobKind,
  refundBookingPaymentJobKind,
];

/**
 * Runs the due payment jobs (capture, release, refund) and nothing else: what the job runner does
 * within a second of a transition (decision 088). The jobs that follow a capture (payout, commission)
 * stay queued for the test to run.
 */
export const settlePayments = (deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>) =>
  runDueJobs(deps as AppDeps, { kinds: paymentJobKinds, log: () => {} });

export type BuiltTransaction = {
  row: TransactionRow;
  customerId: string;
  providerId: string;
  listingId: string;
  departure: { start: Date; end: Date };
};

/**
 * A transaction in `state` (pending-payment unless told), by a new customer on a new bookable listing
 * unless given, made through the engine with the card simulator.
 */
export async function buildTransaction(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config' | 'imageStorage'>,
  options: {
    state?: BookingState;
    customerId?: string;
    listing?: { id: string; operatorId: string; departure: { start: Date; end: Date } };
    quantities?: { adults?: number; children?: number; infants?: number };
  } = {},
): Promise<BuiltTransaction> {
  const state = options.state ?? 'pending-payment';
  const db: Db = deps.db;
  // Enquiries come from verified email addresses only (decision 090).
  const customerId =
    options.customerId ?? (await buildUser(db, { emailVerified: state === 'enquiry' })).id;
  let listing = options.listing;
  if (!listing) {
    const built = await buildBookableListing(deps);
    listing = { id: built.listing.id, operatorId: built.operatorId, departure: built.departure };
  }
  if (state === 'enquiry') {
    const { row } = await initiateTransaction(
      deps,
      customerId,
      {
        listingId: listing.id,
        transition: 'enquire',
        params: { message: 'Is there a pickup in Funchal?' },
      },
      false,
    );
    return {
      row,
      customerId,
      providerId: listing.operatorId,
      listingId: listing.id,
      departure: listing.departure,
    };
  }
  const path = pathTo[state];
  if (!path) throw new Error(`buildTransaction cannot make a ${state} transaction`);
  const initiated = await initiateTransaction(
    deps,
    customerId,
    {
      listingId: listing.id,
      transition: 'request-payment',
      params: bookingParams(listing.departure, options.quantities),
    },
    false,
  );
  let row = initiated.row;
  if (path[0]?.[0] === 'confirm-payment')
    await authorisePayment(deps, row.paymentIntentId!, initiated.paymentClientSecret!);
  for (const [transition, actor] of path) {
    if (isReviewTransition(transition)) {
      // A review transition comes with its review, as through the reviews route.
      await createReview(deps, {
        transactionId: row.id,
        authorId: actor === 'customer' ? customerId : listing.operatorId,
        body: { rating: 5, content: 'A wonderful morning on the levada.' },
      });
      row = (await deps.db.select().from(transactions).where(eq(transactions.id, row.id)))[0]!;
      continue;
    }
    const caller: TransitionCaller =
      actor === 'system'
        ? { actor: 'system' }
        : { userId: actor === 'customer' ? customerId : listing.operatorId };
    row = (
      await transitionTransaction(deps, {
        transactionId: row.id,
        transition,
        params: {} as TransitionParams,
        caller,
        isSpeculative: false,
      })
    ).row;
    // An accepted booking has its card captured, a cancelled one its refund, as in the running app.
    await settlePayments(deps);
  }
  return {
    row,
    customerId,
    providerId: listing.operatorId,
    listingId: listing.id,
    departure: listing.departure,
  };
}
