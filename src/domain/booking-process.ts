// The booking process (spec 000 §4, §6), defined once as data: the server enforces it
// (src/server/modules/transactions/transition-transaction.ts) and the web app reads it to choose
// which actions to offer. Names, timers and the {hash} transition: docs/decisions/040-booking-process.md.
export const bookingProcessAlias = 'flex-hourly-default-process/release-1';

export const bookingStates = [
  'initial',
  'enquiry',
  'pending-payment',
  'payment-expired',
  'preauthorized',
  'declined',
  'accepted',
  'canceled',
  'delivered',
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
] as const;
export type BookingState = (typeof bookingStates)[number];

// A reseller books through the OCTO supplier API (issue 47, decision 149): it holds seats, confirms
// without a card (it is the merchant of record) and cancels until the cut-off.
export const actors = ['customer', 'provider', 'system', 'operator', 'reseller'] as const;
export type Actor = (typeof actors)[number];

export const transitionNames = [
  'enquire',
  'request-payment',
  'request-payment-after-enquiry',
  'confirm-payment',
  'expire-payment',
  'accept',
  'accept-instantly',
  'decline',
  'decline-by-customer',
  'expire',
  'update-preauthorized-booking',
  'cancel',
  'cancel-by-customer',
  'cancel-by-customer-no-refund',
  'complete',
  'update-accepted-booking',
  'review-1-by-customer',
  'review-1-by-provider',
  'expire-review-period',
  'review-2-by-provider',
  'expire-provider-review-period',
  'review-2-by-customer',
  'expire-customer-review-period',
  'reserve',
  'extend-hold',
  'confirm-reservation',
  'cancel-hold',
  'withdraw-by-reseller',
  'cancel-by-reseller',
  'update-hold',
  'update-preauthorized-party',
  'update-accepted-party',
] as const;
export type TransitionName = (typeof transitionNames)[number];

/** What a transition does besides changing the state; the engine runs them in this order. */
export type TransitionEffect =
  | 'set-line-items' // price the booking on the server (privileged transitions)
  | 'take-seats' // decision 020's conditional UPDATE
  | 'release-seats'
  | 'move-seats' // reschedule: release the old departure and take the new one atomically
  | 'create-payment' // a card payment intent with manual capture
  | 'verify-payment' // the intent must hold the money (requires_capture)
  | 'capture-payment'
  | 'release-payment' // cancel the intent: the hold on the card goes
  | 'refund-payment' // the refund of refund-policy.ts
  | 'earn-commission'; // the referring affiliate earns the commission: the tour took place (decision 098)

/** When the system fires a transition: the earliest of the anchors plus their offsets. */
export type TimerAnchor =
  | 'entered-state' // when the transaction entered `from` from another state (self-loops do not restart it)
  | 'booking-start'
  | 'booking-end'
  | 'completed' // when the `complete` transition ran
  | 'answer-deadline' // the operator's answer window from the authorisation (answerDeadlineOf)
  // A hold's own expiry (a reseller's expirationMinutes, decision 149); without one, the checkout's
  // payment window from entering the state.
  | 'hold-expires';
/** How a listing confirms its bookings, kept with each transaction when it is requested (decision 120). */
export type BookingMode = 'instant' | 'on-request';
export type TransitionTimer = {
  earliestOf: readonly { anchor: TimerAnchor; afterMinutes: number }[];
  /** The timer runs only for bookings of this mode. */
  onlyFor?: BookingMode;
};

export type TransitionDef = {
  name: TransitionName;
  from: BookingState;
  to: BookingState;
  actors: readonly Actor[];
  /** Only the server sets line items: the engine prices the booking itself, a caller cannot give prices. */
  isPrivileged: boolean;
  timer?: TransitionTimer;
  effects: readonly TransitionEffect[];
  /** Fired only with the review it records (POST /api/transactions/:id/reviews), never on its own. */
  isReview?: true;
  /** A rule of time or policy besides state and actor (transition-guards.ts checks it). */
  guard?: TransitionGuard;
};

/**
 * before-start: only before the booking starts (an answer to a request, decision 071).
 * refund-policy: only the customer's cancellation that the refund policy names for now (full or none).
 * reseller-cutoff: a reseller's change only until the cancellation cut-off (decision 149).
 */
export type TransitionGuard = 'before-start' | 'refund-policy' | 'reseller-cutoff';

const minutes = 1;
const hours = 60 * minutes;
const days = 24 * hours;

/** Card holds last 7 days; a request still unanswered after 6 expires before the hold does. */
export const paymentWindowMinutes = 15;
export const requestAnswerDays = 6;
export const reviewPeriodDays = 7;
export { answerWindowHours } from './listing';
/** An answer is due at least this long before the start ... */
export const answerBeforeStartHours = 24;
/** ... unless that leaves less than this: a late request has this long, up to the start. */
export const shortestAnswerMinutes = 60;

const at = (anchor: TimerAnchor, afterMinutes = 0) => ({ anchor, afterMinutes });

const seatsAndCardReleased: TransitionEffect[] = ['release-seats', 'release-payment'];

export const bookingTransitions: readonly TransitionDef[] = [
  {
    name: 'enquire',
    from: 'initial',
    to: 'enquiry',
    actors: ['customer'],
    isPrivileged: false,
    effects: [],
  },
  {
    name: 'request-payment',
    from: 'initial',
    to: 'pending-payment',
    actors: ['customer'],
    isPrivileged: true,
    effects: ['set-line-items', 'take-seats', 'create-payment'],
  },
  {
    name: 'request-payment-after-enquiry',
    from: 'enquiry',
    to: 'pending-payment',
    actors: ['customer'],
    isPrivileged: true,
    effects: ['set-line-items', 'take-seats', 'create-payment'],
  },
  {
    name: 'confirm-payment',
    from: 'pending-payment',
    to: 'preauthorized',
    actors: ['customer'],
    isPrivileged: false,
    effects: ['verify-payment'],
  },
  {
    name: 'expire-payment',
    from: 'pending-payment',
    to: 'payment-expired',
    actors: ['system'],
    isPrivileged: false,
    timer: { earliestOf: [at('hold-expires')] },
    effects: seatsAndCardReleased,
  },
  {
    name: 'accept',
    from: 'preauthorized',
    to: 'accepted',
    actors: ['provider', 'operator'],
    isPrivileged: false,
    guard: 'before-start',
    effects: ['capture-payment'],
  },
  // An instant booking (decision 120): the system accepts the moment the card is authorised. The
  // timer is due when the state is entered, so the engine fires it in the same database transaction.
  {
    name: 'accept-instantly',
    from: 'preauthorized',
    to: 'accepted',
    actors: ['system'],
    isPrivileged: false,
    timer: { earliestOf: [at('entered-state')], onlyFor: 'instant' },
    effects: ['capture-payment'],
  },
  {
    name: 'decline',
    from: 'preauthorized',
    to: 'declined',
    actors: ['provider', 'operator'],
    isPrivileged: false,
    effects: seatsAndCardReleased,
  },
  {
    name: 'decline-by-customer',
    from: 'preauthorized',
    to: 'declined',
    actors: ['customer'],
    isPrivileged: false,
    effects: seatsAndCardReleased,
  },
  {
    name: 'expire',
    from: 'preauthorized',
    to: 'declined',
    actors: ['system'],
    isPrivileged: false,
    // A request unanswered at its start can no longer be accepted (isAcceptableAt), so it expires then:
    // the seats and the card hold go back at the start, not at the end (docs/decisions/071). Before
    // that, at the end of the operator's answer window (decision 120).
    timer: {
      earliestOf: [
        at('answer-deadline'),
        at('entered-state', requestAnswerDays * days),
        at('booking-start'),
      ],
      onlyFor: 'on-request',
    },
    effects: seatsAndCardReleased,
  },
  {
    name: 'update-preauthorized-booking',
    from: 'preauthorized',
    to: 'preauthorized',
    actors: ['provider', 'operator', 'reseller'],
    isPrivileged: false,
    guard: 'reseller-cutoff',
    effects: ['move-seats'],
  },
  {
    name: 'cancel',
    from: 'accepted',
    to: 'canceled',
    actors: ['provider', 'operator'],
    isPrivileged: false,
    effects: ['release-seats', 'refund-payment'],
  },
  {
    name: 'cancel-by-customer',
    from: 'accepted',
    to: 'canceled',
    actors: ['customer'],
    isPrivileged: false,
    guard: 'refund-policy',
    effects: ['release-seats', 'refund-payment'],
  },
  // The spec's {hash} transition: the customer cancels within 24 hours of the start and gets nothing back.
  {
    name: 'cancel-by-customer-no-refund',
    from: 'accepted',
    to: 'canceled',
    actors: ['customer'],
    isPrivileged: false,
    guard: 'refund-policy',
    effects: ['release-seats'],
  },
  {
    name: 'complete',
    from: 'accepted',
    to: 'delivered',
    actors: ['system', 'operator'],
    isPrivileged: false,
    timer: { earliestOf: [at('booking-end')] },
    effects: ['earn-commission'],
  },
  {
    name: 'update-accepted-booking',
    from: 'accepted',
    to: 'accepted',
    actors: ['provider', 'operator', 'reseller'],
    isPrivileged: false,
    guard: 'reseller-cutoff',
    effects: ['move-seats'],
  },
  {
    name: 'review-1-by-customer',
    from: 'delivered',
    to: 'reviewed-by-customer',
    actors: ['customer'],
    isPrivileged: false,
    effects: [],
    isReview: true,
  },
  {
    name: 'review-1-by-provider',
    from: 'delivered',
    to: 'reviewed-by-provider',
    actors: ['provider'],
    isPrivileged: false,
    effects: [],
    isReview: true,
  },
  {
    name: 'expire-review-period',
    from: 'delivered',
    to: 'reviewed',
    actors: ['system'],
    isPrivileged: false,
    timer: { earliestOf: [at('completed', reviewPeriodDays * days)] },
    effects: [],
  },
  {
    name: 'review-2-by-provider',
    from: 'reviewed-by-customer',
    to: 'reviewed',
    actors: ['provider'],
    isPrivileged: false,
    effects: [],
    isReview: true,
  },
  {
    name: 'expire-provider-review-period',
    from: 'reviewed-by-customer',
    to: 'reviewed',
    actors: ['system'],
    isPrivileged: false,
    timer: { earliestOf: [at('completed', reviewPeriodDays * days)] },
    effects: [],
  },
  {
    name: 'review-2-by-customer',
    from: 'reviewed-by-provider',
    to: 'reviewed',
    actors: ['customer'],
    isPrivileged: false,
    effects: [],
    isReview: true,
  },
  {
    name: 'expire-customer-review-period',
    from: 'reviewed-by-provider',
    to: 'reviewed',
    actors: ['system'],
    isPrivileged: false,
    timer: { earliestOf: [at('completed', reviewPeriodDays * days)] },
    effects: [],
  },
  // A reseller's booking through OCTO (issue 47, decision 149): the same hold as a checkout's
  // (pending-payment, seats taken with the same conditional write, released by expire-payment at the
  // hold's expiry), confirmed without a card since the reseller is the merchant of record. An instant
  // listing then accepts at once (accept-instantly), one on request waits for the operator.
  {
    name: 'reserve',
    from: 'initial',
    to: 'pending-payment',
    actors: ['reseller'],
    isPrivileged: true,
    effects: ['set-line-items', 'take-seats'],
  },
  {
    name: 'extend-hold',
    from: 'pending-payment',
    to: 'pending-payment',
    actors: ['reseller'],
    isPrivileged: false,
    effects: [],
  },
  // A change of date or party while held: the seats of the new request are taken, the old released.
  {
    name: 'update-hold',
    from: 'pending-payment',
    to: 'pending-payment',
    actors: ['reseller'],
    isPrivileged: true,
    effects: ['release-seats', 'set-line-items', 'take-seats'],
  },
  // A change of the party of a pending or confirmed booking (OCTO's change of units, decision 159),
  // until the cancellation cut-off (the engine's guard): the old seats released and the new ones
  // taken with the same conditional write in one database transaction (the date may change with
  // them), repriced. The booking keeps its state and how it confirms.
  {
    name: 'update-preauthorized-party',
    from: 'preauthorized',
    to: 'preauthorized',
    actors: ['reseller'],
    isPrivileged: true,
    guard: 'reseller-cutoff',
    effects: ['release-seats', 'set-line-items', 'take-seats'],
  },
  {
    name: 'update-accepted-party',
    from: 'accepted',
    to: 'accepted',
    actors: ['reseller'],
    isPrivileged: true,
    guard: 'reseller-cutoff',
    effects: ['release-seats', 'set-line-items', 'take-seats'],
  },
  {
    name: 'confirm-reservation',
    from: 'pending-payment',
    to: 'preauthorized',
    actors: ['reseller'],
    isPrivileged: false,
    effects: [],
  },
  {
    name: 'cancel-hold',
    from: 'pending-payment',
    to: 'canceled',
    actors: ['reseller'],
    isPrivileged: false,
    effects: ['release-seats'],
  },
  {
    name: 'withdraw-by-reseller',
    from: 'preauthorized',
    to: 'canceled',
    actors: ['reseller'],
    isPrivileged: false,
    effects: ['release-seats'],
  },
  // Until the cancellation cut-off (24 hours before the start, refund-policy.ts): the reseller refunds
  // its customer itself; nothing is charged here.
  {
    name: 'cancel-by-reseller',
    from: 'accepted',
    to: 'canceled',
    actors: ['reseller'],
    isPrivileged: false,
    guard: 'reseller-cutoff',
    effects: ['release-seats'],
  },
];

const byName = new Map(bookingTransitions.map((def) => [def.name, def]));

export function transitionDef(name: TransitionName): TransitionDef {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown transition ${name}`);
  return def;
}

/** A review transition: it records a review, so only the reviews route fires it. */
export const isReviewTransition = (name: TransitionName): boolean =>
  transitionDef(name).isReview === true;

export const isTransitionName = (value: unknown): value is TransitionName =>
  typeof value === 'string' && byName.has(value as TransitionName);

/** The transitions an actor may fire from a state: what buttons to show. */
export function transitionsAvailableTo(state: BookingState, actor: Actor): TransitionDef[] {
  return bookingTransitions.filter((def) => def.from === state && def.actors.includes(actor));
}

/** The transitions the system fires on its own from a state (each has a timer). */
export function timedTransitionsFrom(state: BookingState): TransitionDef[] {
  return bookingTransitions.filter((def) => def.from === state && def.timer !== undefined);
}

/** A state holds seats when a seat-taking transition leads to it without a releasing one on the way. */
function deriveSeatHoldingStates(): Set<BookingState> {
  const holding = new Set<BookingState>(
    bookingTransitions.filter((def) => def.effects.includes('take-seats')).map((def) => def.to),
  );
  let grew = true;
  while (grew) {
    grew = false;
    for (const def of bookingTransitions) {
      if (holding.has(def.from) && !def.effects.includes('release-seats') && !holding.has(def.to)) {
        holding.add(def.to);
        grew = true;
      }
    }
  }
  return holding;
}
export const seatHoldingStates: ReadonlySet<BookingState> = deriveSeatHoldingStates();

export const finalStates: ReadonlySet<BookingState> = new Set(
  bookingStates.filter((state) => !bookingTransitions.some((def) => def.from === state)),
);

/**
 * A request is accepted only before its start: a traveller who heard nothing by then did not know to
 * come, and accepting would charge them for a tour already under way (docs/decisions/068). Its
 * `expire` timer fires at the start at the latest, so the last moment to accept is just before it
 * (docs/decisions/071).
 */
export const isAcceptableAt = (bookingStart: Date | null, now: Date): boolean =>
  bookingStart === null || now.getTime() < bookingStart.getTime();

/** The booking's own state of spec 000 §3 (pending, accepted, declined, cancelled). */
export type BookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';
export function bookingStatusOf(state: BookingState): BookingStatus | null {
  if (state === 'initial' || state === 'enquiry') return null;
  if (state === 'pending-payment' || state === 'preauthorized') return 'pending';
  if (state === 'declined' || state === 'payment-expired') return 'declined';
  if (state === 'canceled') return 'cancelled';
  return 'accepted';
}

/** The booking's times, as a transaction row carries them (null before a request names them). */
export type BookingTimes = {
  bookingStart: Date | null;
  bookingEnd: Date | null;
  /** Accepted by the system at once (decision 120); a row without it is on request. */
  isInstant?: boolean;
  /** The operator's answer window of an on-request booking; null: 6 days, as before the setting. */
  answerWindowMinutes?: number | null;
  /** A hold's own expiry (a reseller's); null: the payment window from entering pending-payment. */
  holdExpiresAt?: Date | null;
};

export type TimerContext = BookingTimes & {
  /** When the transaction entered the transition's `from` state from another state. */
  enteredStateAt: Date;
  completedAt: Date | null;
};

/**
 * When the operator must answer a request authorised at `authorisedAt` (decision 120): at the end of
 * the listing's answer window, and never later than 24 hours before the start; a request made so late
 * that this leaves less than an hour gets an hour, up to the start. Null without a window.
 */
export function answerDeadlineOf(input: {
  authorisedAt: Date;
  answerWindowMinutes: number | null | undefined;
  bookingStart: Date | null;
}): Date | null {
  const { authorisedAt, answerWindowMinutes, bookingStart } = input;
  if (answerWindowMinutes === null || answerWindowMinutes === undefined) return null;
  const minute = 60_000;
  let due = authorisedAt.getTime() + answerWindowMinutes * minute;
  if (bookingStart) {
    const start = bookingStart.getTime();
    due = Math.min(due, start - answerBeforeStartHours * 60 * minute);
    const shortest = Math.min(authorisedAt.getTime() + shortestAnswerMinutes * minute, start);
    due = Math.max(due, shortest);
  }
  return new Date(due);
}

export const bookingModeOf = (booking: Pick<BookingTimes, 'isInstant'>): BookingMode =>
  booking.isInstant ? 'instant' : 'on-request';

function anchorTime(anchor: TimerAnchor, context: TimerContext): Date | null {
  switch (anchor) {
    case 'entered-state':
      return context.enteredStateAt;
    case 'booking-start':
      return context.bookingStart;
    case 'booking-end':
      return context.bookingEnd;
    case 'completed':
      return context.completedAt;
    case 'hold-expires':
      return (
        context.holdExpiresAt ??
        new Date(context.enteredStateAt.getTime() + paymentWindowMinutes * 60_000)
      );
    case 'answer-deadline':
      return answerDeadlineOf({
        authorisedAt: context.enteredStateAt,
        answerWindowMinutes: context.answerWindowMinutes,
        bookingStart: context.bookingStart,
      });
  }
}

/** When the system fires a timed transition, or null when an anchor it needs is missing. */
export function timerDueAt(timer: TransitionTimer, context: TimerContext): Date | null {
  if (timer.onlyFor && timer.onlyFor !== bookingModeOf(context)) return null;
  let due: number | null = null;
  for (const { anchor, afterMinutes } of timer.earliestOf) {
    const base = anchorTime(anchor, context);
    if (!base) continue;
    const time = base.getTime() + afterMinutes * 60_000;
    due = due === null ? time : Math.min(due, time);
  }
  return due === null ? null : new Date(due);
}

/** A transition a transaction went through, as stored. */
export type TransitionRecord = {
  transition: TransitionName;
  fromState: BookingState;
  toState: BookingState;
  createdAt: Date;
};

/** The anchors of a transaction's timers from its history (records in any order). */
export function timerContextOf(
  records: readonly TransitionRecord[],
  state: BookingState,
  booking: BookingTimes,
): TimerContext {
  const latest = (match: (record: TransitionRecord) => boolean) =>
    records
      .filter(match)
      .reduce<Date | null>(
        (at, record) => (at && at >= record.createdAt ? at : record.createdAt),
        null,
      );
  const enteredStateAt = latest((record) => record.toState === state && record.fromState !== state);
  return {
    enteredStateAt: enteredStateAt ?? new Date(0),
    bookingStart: booking.bookingStart,
    bookingEnd: booking.bookingEnd,
    isInstant: booking.isInstant ?? false,
    answerWindowMinutes: booking.answerWindowMinutes ?? null,
    holdExpiresAt: booking.holdExpiresAt ?? null,
    completedAt: latest((record) => record.transition === 'complete'),
  };
}

/** The system's next move on a transaction: the earliest timer of its state. */
export function nextTimerOf(
  state: BookingState,
  records: readonly TransitionRecord[],
  booking: BookingTimes,
): { transition: TransitionName; at: Date } | null {
  const context = timerContextOf(records, state, booking);
  let next: { transition: TransitionName; at: Date } | null = null;
  for (const def of timedTransitionsFrom(state)) {
    const at = timerDueAt(def.timer!, context);
    if (at && (!next || at < next.at)) next = { transition: def.name, at };
  }
  return next;
}
