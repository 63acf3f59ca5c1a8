// Demo bookings (issue 9 item 9), made through the same engine as the API: requests paid with the card
// simulator, then accepted, declined, cancelled or rescheduled by the same transitions a person fires,
// so seats, card states, transition records and notification jobs are all real.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { TransitionParams } from '../../../contracts/transactions';
import type { TransitionName } from '../../../domain/booking-process';
import { customerCancelTransition } from '../../../domain/refund-policy';
import { isCardSimulator, type CardSimulator } from '../../../integrations/payments/card-simulator';
import { initiateTransaction } from '../../modules/transactions/initiate-transaction';
import {
  transitionTransaction,
  type EngineDeps,
} from '../../modules/transactions/transition-transaction';
import { listingSlots } from '../schema';
import type { DemoListing, DemoUserKey } from './demo-listings';

type Step = { transition: TransitionName; by: 'customer' | 'provider'; isReschedule?: boolean };
type DemoBooking = {
  customer: DemoUserKey;
  /** Which of the family-priced tours (adult and child prices, timed departures) in demo order. */
  tour: number;
  daysAhead: number;
  adults: number;
  children: number;
  message?: string;
  steps: Step[];
};

const day = 86_400_000;
const accept: Step = { transition: 'accept', by: 'provider' };
const demoBookings: DemoBooking[] = [
  {
    customer: 'sofia',
    tour: 0,
    daysAhead: 6,
    adults: 2,
    children: 1,
    message: 'We are staying in the Lido area. Is there a pickup?',
    steps: [accept],
  },
  {
    customer: 'lukas',
    tour: 1,
    daysAhead: 9,
    adults: 2,
    children: 0,
    message: 'Wir freuen uns sehr!',
    steps: [],
  },
  {
    customer: 'claire',
    tour: 2,
    daysAhead: 4,
    adults: 1,
    children: 0,
    steps: [{ transition: 'decline', by: 'provider' }],
  },
  // Cancelled with the refund the tour's policy gives (the whole price on a flexible one).
  {
    customer: 'sofia',
    tour: 3,
    daysAhead: 20,
    adults: 2,
    children: 0,
    steps: [accept, { transition: 'cancel-by-customer', by: 'customer' }],
  },
  {
    customer: 'claire',
    tour: 4,
    daysAhead: 12,
    adults: 2,
    children: 2,
    steps: [accept, { transition: 'update-accepted-booking', by: 'provider', isReschedule: true }],
  },
  { customer: 'lukas', tour: 5, daysAhead: 15, adults: 1, children: 0, steps: [accept] },
];

/** The first departure from `from` on with room for `seats`. */
async function freeDeparture(deps: EngineDeps, listingId: string, from: Date, seats: number) {
  const [slot] = await deps.db
    .select({ start: listingSlots.startAt, end: listingSlots.endAt })
    .from(listingSlots)
    .where(
      and(
        eq(listingSlots.listingId, listingId),
        gte(listingSlots.startAt, from),
        sql`${listingSlots.booked} + ${seats} <= ${listingSlots.seats}`,
      ),
    )
    .orderBy(asc(listingSlots.startAt))
    .limit(1);
  return slot;
}

/**
 * Books the demo travellers onto the demo tours. Needs the card simulator (with Stripe configured the
 * cards cannot be paid here, and no booking is made). Returns how many bookings were made.
 */
export async function seedDemoBookings(
  deps: EngineDeps,
  listings: { listing: DemoListing; id: string; authorId: string }[],
  userIds: Map<DemoUserKey, string>,
  log: (line: string) => void,
): Promise<number> {
  const { payments } = deps;
  if (!isCardSimulator(payments)) return 0;
  const tours = listings.filter(
    ({ listing }) => listing.schedule.kind === 'time' && listing.child && !listing.unitType,
  );
  let made = 0;
  for (const plan of demoBookings) {
    try {
      if (await bookOne({ ...deps, payments }, plan, tours, userIds)) made++;
    } catch (error) {
      // A demo booking that cannot be made (a full or missing departure) leaves the rest of the demo as it is.
      log(
        `  demo booking for ${plan.customer} not made: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return made;
}

async function bookOne(
  deps: EngineDeps & { payments: CardSimulator },
  plan: DemoBooking,
  tours: { listing: DemoListing; id: string; authorId: string }[],
  userIds: Map<DemoUserKey, string>,
): Promise<boolean> {
  const { payments, clock } = deps;
  const tour = tours[plan.tour % tours.length]!;
  const customerId = userIds.get(plan.customer)!;
  const seats = plan.adults + plan.children;
  const departure = await freeDeparture(
    deps,
    tour.id,
    new Date(clock.now().getTime() + plan.daysAhead * day),
    seats,
  );
  if (!departure) return false;
  const params = {
    bookingStart: departure.start.toISOString(),
    bookingEnd: departure.end.toISOString(),
    bookingQuantityAdult: plan.adults,
    bookingQuantityChild: plan.children,
    bookingQuantityInfant: 0,
    hasAffiliate: false,
    seasonalTourCommission: false,
    ...(plan.message ? { message: plan.message } : {}),
  };
  const initiated = await initiateTransaction(
    deps,
    customerId,
    { listingId: tour.id, transition: 'request-payment', params },
    false,
  );
  const id = initiated.row.id;
  await payments.confirmPaymentIntent({
    id: initiated.row.paymentIntentId!,
    clientSecret: initiated.paymentClientSecret!,
    source: {
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: clock.now().getUTCFullYear() + 3,
        cvc: '123',
      },
    },
  });
  const fire = async (
    transition: TransitionName,
    by: Step['by'],
    stepParams: TransitionParams = {},
  ) =>
    transitionTransaction(deps, {
      transactionId: id,
      transition,
      params: stepParams,
      caller: { userId: by === 'customer' ? customerId : tour.authorId },
      isSpeculative: false,
    });
  await fire('confirm-payment', 'customer');
  for (const step of plan.steps) {
    if (step.isReschedule) {
      const later = await freeDeparture(
        deps,
        tour.id,
        new Date(departure.start.getTime() + day),
        seats,
      );
      if (later)
        await fire(step.transition, step.by, {
          bookingStart: later.start.toISOString(),
          bookingEnd: later.end.toISOString(),
        });
    } else if (step.transition === 'cancel-by-customer') {
      const policy = tour.listing.cancellationPolicy ?? 'flexible-24h';
      await fire(
        customerCancelTransition({ bookingStart: departure.start, now: clock.now(), policy }),
        step.by,
      );
    } else {
      await fire(step.transition, step.by);
    }
  }
  return true;
}
