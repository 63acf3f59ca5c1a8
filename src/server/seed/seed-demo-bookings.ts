// The demo marketplace in use (issue 9 item 9): bookings, enquiries, messages and reviews made through
// the same use cases as the API. A test clock walks through the past five weeks, so past tours were
// requested, paid, accepted and completed at their own times and reviewed afterwards (both sides,
// double-blind, some published by the review period's expiry); then today's requests and bookings
// are made at the real time. Seats, card states, transition records and timers are all real.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AvailabilityPlan } from '../../contracts/listings';
import type { TransitionParams } from '../../contracts/transactions';
import type { TransitionName } from '../../domain/booking-process';
import { reviewPeriodDays } from '../../domain/booking-process';
import type { Language } from '../../domain/languages';
import { customerCancelTransition } from '../../domain/refund-policy';
import {
  addLocalDays,
  computeTimeSlots,
  localDateOf,
  startOfLocalDate,
  type TimeSlot,
} from '../../domain/time-slots';
import type { ImageStorage } from '../../integrations/image-storage/image-storage';
import { isCardSimulator, type CardSimulator } from '../../integrations/payments/card-simulator';
import { TestClock } from '../clock';
import type { ReferralMark } from '../modules/affiliates/attribute-booking';
import { createPayments } from '../providers/create-payments';
import { createReview } from '../modules/talk/create-review';
import { messageEmailJobKind } from '../modules/talk/message-email-job';
import { sendMessage } from '../modules/talk/send-message';
import { initiateTransaction } from '../modules/transactions/initiate-transaction';
import { joinWaitlist } from '../modules/waitlist/join-waitlist';
import {
  transactionTimerJob,
  transactionTransitionedJob,
  transitionTransaction,
  type EngineDeps,
  type TransitionOutcome,
} from '../modules/transactions/transition-transaction';
import { affiliates, jobs, listingSlots, users as accounts } from '../db/schema';
import { demoAnswersFor, demoQuestions, type DemoListing, type DemoUserKey } from './demo-listings';
import { demoReferral } from './seed-demo-affiliates';

export type SeedListing = {
  listing: DemoListing;
  id: string;
  authorId: string;
  createdAt: Date;
  availabilityPlan: AvailabilityPlan;
};
export type SeedUser = { id: string; type: 1 | 2 | 3; createdAt: Date; language: Language };
export type BookingSeedDeps = EngineDeps & { imageStorage: ImageStorage };
type Deps = BookingSeedDeps & { payments: CardSimulator };
type Who = 'customer' | 'provider' | 'system';
type Booking = { id: string; customerId: string; providerId: string };
export type BookingSeedSummary = { bookings: number; reviews: number; messages: number };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** What the travellers wrote about their tours, in their own languages: [rating, text]. */
const travellerReviews: Record<Language, Array<[number, string]>> = {
  en: [
    [
      5,
      'A wonderful day from start to finish. Our guide knew every plant and every story along the way, and the pace suited all of us.',
    ],
    [
      4,
      'Beautiful scenery and a friendly guide. The pick-up was ten minutes late, otherwise excellent.',
    ],
    [
      5,
      'Exactly as described and perfectly organised. We would book it again without a second thought.',
    ],
    [
      3,
      'A nice outing, but the group was bigger than we expected and the end felt a little rushed.',
    ],
  ],
  pt: [
    [
      5,
      'Experiência fantástica! O guia foi simpático e conhece a ilha como ninguém. Recomendo vivamente.',
    ],
    [
      4,
      'Muito bem organizado e com paisagens incríveis. Só faltou um pouco mais de tempo para fotografias.',
    ],
    [5, 'Um dia perfeito: tudo correu como combinado. Voltaremos com a família.'],
  ],
  de: [
    [5, 'Ein unvergesslicher Tag! Unser Guide war herzlich, pünktlich und kannte jeden Winkel.'],
    [4, 'Sehr schöne Tour mit tollen Ausblicken. Ein paar Pausen mehr hätten gutgetan.'],
    [5, 'Perfekt organisiert, kleine Gruppe, viel gelernt. Klare Empfehlung!'],
  ],
  es: [
    [
      5,
      '¡Una experiencia increíble! El guía fue muy amable y nos lo explicó todo con mucha paciencia.',
    ],
    [4, 'Paisajes preciosos y buena organización. La recogida en el hotel fue puntual.'],
  ],
  fr: [
    [5, 'Une journée magnifique, un guide passionné et des paysages à couper le souffle. Merci !'],
    [
      4,
      'Très belle sortie, bien organisée. Un peu de monde au belvédère, mais cela valait le détour.',
    ],
  ],
};

/** What the operators wrote about their guests. */
const operatorReviews: Array<[number, string]> = [
  [5, 'A pleasure to have on the tour: on time, well prepared and great company.'],
  [5, 'Lovely guests, punctual and full of good questions. Welcome back any time!'],
  [4, 'Friendly and easy-going. A little late at the meeting point, but all went well.'],
  [5, 'Clientes impecáveis, pontuais e muito simpáticos. Voltem sempre!'],
];

const thanks: Record<Language, string> = {
  en: 'Thank you for a wonderful day! The photos are already on our fridge.',
  pt: 'Muito obrigado pelo dia fantástico!',
  de: 'Vielen Dank für den wunderbaren Tag!',
  es: '¡Muchas gracias por un día estupendo!',
  fr: 'Merci encore pour cette belle journée !',
};
const meetingNote =
  'Thank you for booking! We meet ten minutes before the start; look for the green Levada flag. Bring a light jacket.';

// Today's bookings: one of each thing a booking can go through, and a request waiting in every
// operator's inbox. `nth` picks among the operator's tours with timed departures and per-person prices.
// message: the operator's word to the traveller with a decline or a cancellation.
type Step = { transition: TransitionName; by: Who; isReschedule?: boolean; message?: string };
type UpcomingBooking = {
  customer: DemoUserKey;
  operator: DemoListing['operator'];
  nth: number;
  /** A tour of the operator's by its English title, instead of the `nth`. */
  title?: string;
  daysAhead: number;
  adults: number;
  children: number;
  message?: string;
  reply?: string;
  steps: Step[];
  /** A party that joins the waitlist of the departure this booking fills (decision 160). */
  waitlist?: { customer: DemoUserKey; adults: number };
};
const accept: Step = { transition: 'accept', by: 'provider' };
const canyoning = 'Canyoning in Ribeira da Janela';
const upcomingBookings: UpcomingBooking[] = [
  {
    customer: 'sofia',
    operator: 'atlantico',
    nth: 0,
    daysAhead: 6,
    adults: 2,
    children: 1,
    message: 'We are staying in the Lido area. Is there a pickup?',
    reply: 'Yes! We pick you up at the Lido promenade bus stop at 8:15. See you there.',
    steps: [accept],
  },
  {
    customer: 'lukas',
    operator: 'rotaLusitana',
    nth: 0,
    daysAhead: 9,
    adults: 2,
    children: 0,
    message: 'Wir freuen uns sehr!',
    steps: [],
  },
  {
    customer: 'claire',
    operator: 'ilhaDourada',
    nth: 0,
    daysAhead: 4,
    adults: 1,
    children: 0,
    steps: [
      {
        transition: 'decline',
        by: 'provider',
        message:
          'Sorry, Claire: a private group has the whole boat that day. We still have places two days later, if that suits you.',
      },
    ],
  },
  // Cancelled with the refund the tour's policy gives (the whole price on a flexible one).
  {
    customer: 'sofia',
    operator: 'laurissilva',
    nth: 1,
    daysAhead: 20,
    adults: 2,
    children: 0,
    steps: [accept, { transition: 'cancel-by-customer', by: 'customer' }],
  },
  {
    customer: 'claire',
    operator: 'rotaLusitana',
    nth: 1,
    daysAhead: 12,
    adults: 2,
    children: 2,
    steps: [accept, { transition: 'update-accepted-booking', by: 'provider', isReschedule: true }],
  },
  {
    customer: 'lukas',
    operator: 'ilhaDourada',
    nth: 1,
    daysAhead: 15,
    adults: 1,
    children: 0,
    steps: [accept],
  },
  {
    customer: 'emma',
    operator: 'atlantico',
    nth: 1,
    daysAhead: 7,
    adults: 2,
    children: 0,
    steps: [],
  },
  {
    customer: 'hannah',
    operator: 'ilhaDourada',
    nth: 2,
    daysAhead: 10,
    adults: 2,
    children: 0,
    steps: [],
  },
  // A charter of the whole boat, and a couple waiting in case seats free up.
  {
    customer: 'lukas',
    operator: 'atlantico',
    nth: 0,
    title: 'Blue marlin big game fishing',
    daysAhead: 18,
    adults: 6,
    children: 0,
    steps: [accept],
    waitlist: { customer: 'sofia', adults: 2 },
  },
  // Two departures of a tour with a minimum of 4 (decision 157), each under it before its decision
  // time: the operator sees "Confirm departure" on both.
  {
    customer: 'emma',
    operator: 'laurissilva',
    nth: 0,
    title: canyoning,
    daysAhead: 24,
    adults: 2,
    children: 0,
    steps: [accept],
  },
  {
    customer: 'hannah',
    operator: 'laurissilva',
    nth: 0,
    title: canyoning,
    daysAhead: 27,
    adults: 1,
    children: 0,
    steps: [accept],
  },
];

/**
 * Fills the demo with bookings. Needs the card simulator (with Stripe configured the cards cannot be
 * paid here, and nothing is made). A booking that cannot be made is logged and left out.
 */
export async function seedDemoBookings(
  given: BookingSeedDeps,
  listings: SeedListing[],
  users: Map<DemoUserKey, SeedUser>,
  log: (line: string) => void,
): Promise<BookingSeedSummary> {
  const summary: BookingSeedSummary = { bookings: 0, reviews: 0, messages: 0 };
  if (!isCardSimulator(given.payments)) return summary;
  const deps: Deps = { ...given, payments: given.payments };
  const now = deps.clock.now();
  const history = new TestClock(now);
  const historyPayments = await createPayments(deps.config, deps.db, history);
  if (!isCardSimulator(historyPayments)) return summary;
  const past: Deps = { ...deps, clock: history, payments: historyPayments };
  const attempt = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      // One booking that cannot be made (a full departure, say) leaves the rest of the demo as it is.
      log(`  demo ${what} not made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const count = (stats: Partial<BookingSeedSummary>) => {
    summary.bookings += stats.bookings ?? 0;
    summary.reviews += stats.reviews ?? 0;
    summary.messages += stats.messages ?? 0;
  };

  const affiliateId = users.get('quintaDaSerra')?.id;
  const [guesthouse] = affiliateId
    ? await deps.db
        .select({ token: affiliates.token })
        .from(affiliates)
        .where(eq(affiliates.userId, affiliateId))
    : [];
  for (const plan of planPastTours(listings, users, now))
    await attempt(`past tour on ${plan.listing.listing.en.title}`, async () =>
      count(await livePastTour(past, history, plan, guesthouse?.token)),
    );
  await attempt('enquiries', async () =>
    count(await seedEnquiries(past, history, listings, users, now)),
  );
  await closeHistoryJobs(deps, now);

  const tours = (operator: DemoListing['operator']) =>
    listings.filter(
      ({ listing }) =>
        listing.operator === operator && listing.schedule.kind === 'time' && !listing.unitType,
    );
  for (const plan of upcomingBookings)
    await attempt(`booking for ${plan.customer}`, async () =>
      count(await bookUpcoming(deps, plan, tours(plan.operator), users)),
    );
  // A stay: Lukas and a friend have the room above Machico for three nights (decision 177).
  const room = listings.find(({ listing }) => listing.unitType === 'night');
  const guest = users.get('lukas');
  if (room && guest)
    await attempt('stay in the room', async () => count(await bookStay(deps, room, guest.id)));
  return summary;
}

/** Three nights from three weeks ahead, paid and accepted: the night units' range through the engine. */
async function bookStay(deps: Deps, room: SeedListing, guestId: string) {
  const zone = room.listing.timezone;
  const firstNight = addLocalDays(localDateOf(deps.clock.now(), zone), 21);
  const nights = {
    start: startOfLocalDate(firstNight, zone),
    // A night booking ends on the checkout day, the day after the last night (spec 000 §5).
    end: startOfLocalDate(addLocalDays(firstNight, 3), zone),
  };
  const booking = await requestBooking(
    deps,
    guestId,
    room,
    nights,
    { adults: 2, children: 0 },
    'We arrive by car in the evening, around 19:00.',
  );
  await fire(deps, booking, 'provider', 'accept');
  return { bookings: 1, messages: 1 };
}

/**
 * The jobs of the demo's past (its notifications and the timers the seed fired itself) are marked
 * done: their messages belong to weeks ago, and sending them at the first start would flood the
 * outbox with stale news. Timers still ahead (review periods that have not closed) stay queued.
 */
async function closeHistoryJobs(deps: Deps, now: Date) {
  await deps.db
    .update(jobs)
    .set({ state: 'done', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(jobs.state, 'queued'),
        inArray(jobs.kind, [transactionTransitionedJob, transactionTimerJob, messageEmailJobKind]),
        lte(jobs.runAt, now),
      ),
    );
}

const fire = (
  deps: Deps,
  booking: Booking,
  who: Who,
  transition: TransitionName,
  params: TransitionParams = {},
) =>
  transitionTransaction(deps, {
    transactionId: booking.id,
    transition,
    params,
    caller:
      who === 'system'
        ? { actor: 'system' }
        : { userId: who === 'customer' ? booking.customerId : booking.providerId },
    isSpeculative: false,
  });

/** The traveller pays the request's card payment with the simulator's test card, then confirms. */
async function payAndConfirm(deps: Deps, booking: Booking, outcome: TransitionOutcome) {
  await deps.payments.confirmPaymentIntent({
    id: outcome.row.paymentIntentId!,
    clientSecret: outcome.paymentClientSecret!,
    source: {
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: deps.clock.now().getUTCFullYear() + 3,
        cvc: '123',
      },
    },
  });
  await fire(deps, booking, 'customer', 'confirm-payment');
}

type Quantities = { adults: number; children: number };
async function requestBooking(
  deps: Deps,
  customerId: string,
  tour: SeedListing,
  departure: { start: Date; end: Date },
  quantities: Quantities,
  message?: string,
  referral: ReferralMark | null = null,
): Promise<Booking> {
  const initiated = await initiateTransaction(
    deps,
    customerId,
    {
      listingId: tour.id,
      transition: 'request-payment',
      params: {
        ...bookingParams(departure, quantities, message),
        ...(await answersParam(deps, tour.listing, quantities, customerId)),
      },
    },
    false,
    referral,
  );
  const booking = { id: initiated.row.id, customerId, providerId: tour.authorId };
  await payAndConfirm(deps, booking, initiated);
  return booking;
}

const bookingParams = (
  departure: { start: Date; end: Date },
  { adults, children }: Quantities,
  message?: string,
) => ({
  bookingStart: departure.start.toISOString(),
  bookingEnd: departure.end.toISOString(),
  bookingQuantityAdult: adults,
  bookingQuantityChild: children,
  bookingQuantityInfant: 0,
  hasAffiliate: false,
  seasonalTourCommission: false,
  ...(message ? { message } : {}),
});

/**
 * The answers to the tour's booking questions (decision 137), given by the account's holder as lead
 * traveller; nothing for a tour without questions.
 */
async function answersParam(
  deps: Deps,
  listing: DemoListing,
  { adults, children }: Quantities,
  customerId: string,
): Promise<Pick<TransitionParams, 'bookingAnswers'>> {
  const questions = demoQuestions[listing.en.title];
  if (!questions) return {};
  const [user] = await deps.db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      data: accounts.protectedData,
    })
    .from(accounts)
    .where(eq(accounts.id, customerId));
  const seed = customerId.charCodeAt(0) + customerId.charCodeAt(1);
  return {
    bookingAnswers: {
      leadTraveller: {
        fullName: `${user!.firstName} ${user!.lastName}`,
        phone: String(user!.data.phoneNumber ?? '+351 912 000 000'),
      },
      answers: demoAnswersFor(questions, adults + children, seed),
    },
  };
}

const say = (deps: Deps, booking: Booking, who: 'customer' | 'provider', content: string) =>
  sendMessage(deps, {
    transactionId: booking.id,
    senderId: who === 'customer' ? booking.customerId : booking.providerId,
    content,
  });

/** The first departure from `from` on with room for `seats`, in the seat inventory. */
async function freeDeparture(deps: Deps, listingId: string, from: Date, seats: number) {
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

// ---- The past five weeks ----

/** How a past tour ended: who reviewed (in that order), and whether the review period expired. */
type Aftermath = { reviewers: Array<'customer' | 'provider'>; isExpired: boolean };
type PastTour = {
  listing: SeedListing;
  customer: SeedUser;
  departure: TimeSlot;
  bookedAt: Date;
  quantities: Quantities;
  index: number;
  aftermath: Aftermath;
};

const demoCustomers: DemoUserKey[] = ['sofia', 'lukas', 'claire'];
// Tours that ended this recently may still wait for reviews: their review period closes a day or
// more after the demo starts, so its timer is still ahead.
const recentDays = reviewPeriodDays - 1;

/**
 * One or two past tours on every listing that is older than four days, at departures its plan had,
 * after the listing was published and the traveller had joined. Tours that ended over a week ago
 * are reviewed by both sides (a few by one side only, published when the review period closed);
 * recent ones still wait for a review, mostly from the demo's own customers so they can write it.
 */
function planPastTours(
  listings: SeedListing[],
  users: Map<DemoUserKey, SeedUser>,
  now: Date,
): PastTour[] {
  const travellers = [...users.entries()].filter(([, u]) => u.type === 1);
  const plans: PastTour[] = [];
  const booked = new Map<DemoUserKey, number>();
  listings.forEach((listing, i) => {
    const ageDays = Math.floor((now.getTime() - listing.createdAt.getTime()) / day);
    // A seasonal tour (one night a year) has no past tour in the weeks the demo looks back on.
    if (ageDays < 5 || listing.listing.season) return;
    const tours = i % 4 === 0 ? 2 : 1;
    for (let k = 0; k < tours; k++) {
      const index = plans.length;
      // The first soon after the listing was published (reviewed by now), the second any day since.
      const daysAgo =
        k === 0 ? Math.max(2, ageDays - 2 - (i % 4)) : 2 + ((i * 7 + k * 13) % (ageDays - 3));
      const target = now.getTime() - daysAgo * day;
      const notBefore = new Date(listing.createdAt.getTime() + day);
      const departure = computeTimeSlots({
        plan: listing.availabilityPlan,
        range: { start: new Date(target - 7 * day), end: new Date(target) },
        now: new Date(target - 7 * day - minute),
      })
        .filter((slot) => slot.start > notBefore && slot.end.getTime() < now.getTime() - day)
        .at(-1);
      if (!departure) continue;
      const endedDaysAgo = (now.getTime() - departure.end.getTime()) / day;
      const isRecent = endedDaysAgo < recentDays;
      const eligible = travellers.filter(
        ([key, u]) =>
          u.createdAt.getTime() < departure.start.getTime() - 3 * day &&
          (!isRecent || demoCustomers.includes(key)),
      );
      if (eligible.length === 0) continue;
      // The one with the fewest tours so far goes, so every traveller has a history.
      const [key, customer] = eligible.reduce((best, next) =>
        (booked.get(next[0]) ?? 0) < (booked.get(best[0]) ?? 0) ? next : best,
      );
      booked.set(key, (booked.get(key) ?? 0) + 1);
      const bookedAt = new Date(
        Math.max(
          departure.start.getTime() - (2 + (i % 5)) * day,
          listing.createdAt.getTime() + 2 * hour,
          customer.createdAt.getTime() + hour,
        ),
      );
      const isGroup = listing.listing.unitType === 'group';
      const children = !isGroup && listing.listing.child && index % 2 === 1 ? 1 : 0;
      // A tour with a minimum group size went ahead with at least that many people (a smaller party
      // booked after the decision time would be refused).
      const fewest = (listing.listing.minimumGroupSize ?? 0) - children;
      plans.push({
        listing,
        customer,
        departure,
        bookedAt,
        quantities: { adults: isGroup ? 2 : Math.max(1 + (index % 3), fewest), children },
        index,
        aftermath: aftermathOf(endedDaysAgo, index),
      });
    }
  });
  return plans;
}

function aftermathOf(endedDaysAgo: number, index: number): Aftermath {
  if (endedDaysAgo < 2) return { reviewers: [], isExpired: false };
  if (endedDaysAgo < recentDays) {
    // Waiting on one side: the operator's review (their to-do) or the traveller's.
    return { reviewers: [index % 2 === 0 ? 'customer' : 'provider'], isExpired: false };
  }
  // The review period has closed for these: one side reviewed, the expiry published it.
  if (index % 6 === 5 && endedDaysAgo > reviewPeriodDays + 1)
    return { reviewers: ['customer'], isExpired: true };
  return {
    reviewers: index % 3 === 1 ? ['provider', 'customer'] : ['customer', 'provider'],
    isExpired: false,
  };
}

/** Lives one past tour at its own times: request and payment, acceptance, the tour, the reviews. */
async function livePastTour(
  deps: Deps,
  clock: TestClock,
  plan: PastTour,
  referrerToken: string | undefined,
): Promise<Partial<BookingSeedSummary>> {
  const { listing, customer, departure, index } = plan;
  // The departure as the listing's plan offered it then (the daily roll drops unbooked past ones).
  await deps.db
    .insert(listingSlots)
    .values({
      listingId: listing.id,
      startAt: departure.start,
      endAt: departure.end,
      seats: departure.seats,
    })
    .onConflictDoNothing();
  // Every fifth traveller came by the guesthouse's link the day before: its commission is earned
  // when the tour has taken place (decision 098), once the job runner starts.
  const referral =
    referrerToken && index % 5 === 3
      ? await demoReferral(
          deps,
          referrerToken,
          {
            visitorId: `demo-guest-${String(index).padStart(6, '0')}`,
            address: `198.51.100.${20 + (index % 200)}`,
          },
          new Date(plan.bookedAt.getTime() - day),
        )
      : null;
  clock.set(plan.bookedAt);
  const booking = await requestBooking(
    deps,
    customer.id,
    listing,
    departure,
    plan.quantities,
    undefined,
    referral,
  );
  clock.advance(2 * hour + (index % 4) * 37 * minute);
  await fire(deps, booking, 'provider', 'accept');
  let messages = 0;
  if (index % 3 === 0) {
    clock.advance(5 * minute);
    await say(deps, booking, 'provider', meetingNote);
    messages++;
  }
  clock.set(departure.end);
  await fire(deps, booking, 'system', 'complete');
  if (index % 4 === 1) {
    clock.advance(3 * hour);
    await say(deps, booking, 'customer', thanks[customer.language]);
    messages++;
  }
  let reviews = 0;
  for (const [n, who] of plan.aftermath.reviewers.entries()) {
    clock.set(new Date(departure.end.getTime() + (n + 1) * day - (index % 7) * hour));
    const [rating, content] =
      who === 'customer'
        ? pick(travellerReviews[customer.language], index)
        : pick(operatorReviews, index);
    await createReview(deps, {
      transactionId: booking.id,
      authorId: who === 'customer' ? booking.customerId : booking.providerId,
      body: { rating, content },
    });
    reviews++;
  }
  if (plan.aftermath.isExpired) {
    // Nobody else reviewed: the review period closes and the one review is published.
    clock.set(new Date(departure.end.getTime() + reviewPeriodDays * day));
    await fire(deps, booking, 'system', 'expire-provider-review-period');
  }
  return { bookings: 1, reviews, messages };
}

const pick = <T>(list: T[], index: number): T => list[index % list.length]!;

/**
 * Two enquiries: Claire asks Ana about a walk with her daughter, gets an answer and books from the
 * enquiry (a request now waiting in Ana's inbox); Lukas asked Rui a question this morning that is
 * still waiting for an answer.
 */
async function seedEnquiries(
  deps: Deps,
  clock: TestClock,
  listings: SeedListing[],
  users: Map<DemoUserKey, SeedUser>,
  now: Date,
): Promise<Partial<BookingSeedSummary>> {
  const first = (operator: DemoListing['operator']) =>
    listings.find(
      ({ listing }) =>
        listing.operator === operator && listing.schedule.kind === 'time' && listing.child,
    )!;
  const enquire = async (customer: DemoUserKey, tour: SeedListing, message: string) => {
    const customerId = users.get(customer)!.id;
    const { row } = await initiateTransaction(
      deps,
      customerId,
      { listingId: tour.id, transition: 'enquire', params: { message } },
      false,
    );
    return { id: row.id, customerId, providerId: tour.authorId };
  };

  const walk = first('laurissilva');
  clock.set(new Date(now.getTime() - 2 * day - 5 * hour));
  const claire = await enquire(
    'claire',
    walk,
    'Hello! Would this walk suit our 9-year-old daughter? She walks a lot, but we have never done a levada.',
  );
  clock.advance(3 * hour);
  await say(
    deps,
    claire,
    'provider',
    'Olá Claire! Yes, children from 8 walk it happily: the path is flat, with railings at the drops. Bring a torch for the tunnels.',
  );
  clock.set(new Date(now.getTime() - day - 2 * hour));
  await say(deps, claire, 'customer', 'Merci ! We will book for next week then.');
  const departure = await freeDeparture(deps, walk.id, new Date(now.getTime() + 5 * day), 2);
  if (departure) {
    const requested = await fire(deps, claire, 'customer', 'request-payment-after-enquiry', {
      ...bookingParams(departure, { adults: 1, children: 1 }),
      ...(await answersParam(deps, walk.listing, { adults: 1, children: 1 }, claire.customerId)),
    });
    await payAndConfirm(deps, claire, requested);
  }

  clock.set(new Date(now.getTime() - 3 * hour));
  await enquire(
    'lukas',
    first('atlantico'),
    'Hallo! Can we bring our own snorkel masks, and does the trip go ahead when the sea is rough?',
  );
  return { bookings: departure ? 1 : 0, messages: 5 };
}

// ---- Today ----

async function bookUpcoming(
  deps: Deps,
  plan: UpcomingBooking,
  tours: SeedListing[],
  users: Map<DemoUserKey, SeedUser>,
): Promise<Partial<BookingSeedSummary>> {
  const { clock } = deps;
  const tour =
    tours.find(({ listing }) => listing.en.title === plan.title) ?? tours[plan.nth % tours.length]!;
  const quantities = { adults: plan.adults, children: tour.listing.child ? plan.children : 0 };
  const seats = quantities.adults + quantities.children;
  const departure = await freeDeparture(
    deps,
    tour.id,
    new Date(clock.now().getTime() + plan.daysAhead * day),
    seats,
  );
  if (!departure) return {};
  const booking = await requestBooking(
    deps,
    users.get(plan.customer)!.id,
    tour,
    departure,
    quantities,
    plan.message,
  );
  let messages = plan.message ? 1 : 0;
  if (plan.reply) {
    await say(deps, booking, 'provider', plan.reply);
    messages++;
  }
  for (const step of plan.steps) {
    if (step.isReschedule) {
      const later = await freeDeparture(
        deps,
        tour.id,
        new Date(departure.start.getTime() + day),
        seats,
      );
      if (later)
        await fire(deps, booking, step.by, step.transition, {
          bookingStart: later.start.toISOString(),
          bookingEnd: later.end.toISOString(),
        });
    } else if (step.transition === 'cancel-by-customer') {
      const policy = tour.listing.cancellationPolicy ?? 'flexible-24h';
      await fire(
        deps,
        booking,
        step.by,
        customerCancelTransition({ bookingStart: departure.start, now: clock.now(), policy }),
      );
    } else {
      await fire(
        deps,
        booking,
        step.by,
        step.transition,
        step.message ? { message: step.message } : {},
      );
      if (step.message) messages++;
    }
  }
  if (plan.waitlist)
    await joinWaitlist(deps, users.get(plan.waitlist.customer)!.id, {
      listingId: tour.id,
      start: departure.start.toISOString(),
      adults: plan.waitlist.adults,
      children: 0,
      infants: 0,
    });
  return { bookings: 1, messages };
}
