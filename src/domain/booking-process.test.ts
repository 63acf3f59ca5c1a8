import { describe, expect, it } from 'vitest';
import {
  answerDeadlineOf,
  isAcceptableAt,
  actors,
  bookingStates,
  bookingStatusOf,
  bookingTransitions,
  finalStates,
  nextTimerOf,
  seatHoldingStates,
  timedTransitionsFrom,
  timerDueAt,
  transitionDef,
  transitionNames,
  transitionsAvailableTo,
  type Actor,
  type BookingState,
  type TimerAnchor,
  type TransitionName,
} from './booking-process';

// The table of spec 000 §4 with the actors of §6 and decision 040: from, transition, to, who may fire it.
const expected: [BookingState, TransitionName, BookingState, Actor[]][] = [
  ['initial', 'enquire', 'enquiry', ['customer']],
  ['initial', 'request-payment', 'pending-payment', ['customer']],
  ['enquiry', 'request-payment-after-enquiry', 'pending-payment', ['customer']],
  ['pending-payment', 'confirm-payment', 'preauthorized', ['customer']],
  ['pending-payment', 'expire-payment', 'payment-expired', ['system']],
  ['preauthorized', 'accept', 'accepted', ['provider', 'operator']],
  ['preauthorized', 'accept-instantly', 'accepted', ['system']],
  ['preauthorized', 'decline', 'declined', ['provider', 'operator']],
  ['preauthorized', 'decline-by-customer', 'declined', ['customer']],
  ['preauthorized', 'expire', 'declined', ['system']],
  [
    'preauthorized',
    'update-preauthorized-booking',
    'preauthorized',
    ['provider', 'operator', 'reseller'],
  ],
  ['accepted', 'cancel', 'canceled', ['provider', 'operator']],
  ['accepted', 'cancel-by-customer', 'canceled', ['customer']],
  ['accepted', 'cancel-by-customer-no-refund', 'canceled', ['customer']],
  ['accepted', 'complete', 'delivered', ['system', 'operator']],
  ['accepted', 'update-accepted-booking', 'accepted', ['provider', 'operator', 'reseller']],
  ['delivered', 'review-1-by-customer', 'reviewed-by-customer', ['customer']],
  ['delivered', 'review-1-by-provider', 'reviewed-by-provider', ['provider']],
  ['delivered', 'expire-review-period', 'reviewed', ['system']],
  ['reviewed-by-customer', 'review-2-by-provider', 'reviewed', ['provider']],
  ['reviewed-by-customer', 'expire-provider-review-period', 'reviewed', ['system']],
  ['reviewed-by-provider', 'review-2-by-customer', 'reviewed', ['customer']],
  ['reviewed-by-provider', 'expire-customer-review-period', 'reviewed', ['system']],
  // A reseller through OCTO (issue 47, decision 149).
  ['initial', 'reserve', 'pending-payment', ['reseller']],
  ['pending-payment', 'extend-hold', 'pending-payment', ['reseller']],
  ['pending-payment', 'update-hold', 'pending-payment', ['reseller']],
  // A change of units of a pending or confirmed booking (decision 159).
  ['preauthorized', 'update-preauthorized-party', 'preauthorized', ['reseller']],
  ['accepted', 'update-accepted-party', 'accepted', ['reseller']],
  ['pending-payment', 'confirm-reservation', 'preauthorized', ['reseller']],
  ['pending-payment', 'cancel-hold', 'canceled', ['reseller']],
  ['preauthorized', 'withdraw-by-reseller', 'canceled', ['reseller']],
  ['accepted', 'cancel-by-reseller', 'canceled', ['reseller']],
];

describe('the booking process', () => {
  it('defines each transition once, exactly as the table', () => {
    expect(bookingTransitions.map((def) => [def.from, def.name, def.to, [...def.actors]])).toEqual(
      expected,
    );
    expect(new Set(bookingTransitions.map((def) => def.name)).size).toBe(transitionNames.length);
  });

  const cases = bookingStates.flatMap((state) =>
    transitionNames.flatMap((name) => actors.map((actor) => [state, name, actor] as const)),
  );
  it.each(cases)('%s --%s--> by %s', (state, name, actor) => {
    const row = expected.find(([from, transition]) => from === state && transition === name);
    const isAllowed = row !== undefined && row[3].includes(actor);
    const available = transitionsAvailableTo(state, actor);
    expect(available.some((def) => def.name === name)).toBe(isAllowed);
    if (isAllowed) expect(available.find((def) => def.name === name)!.to).toBe(row![2]);
  });

  it('only the server-priced transitions are privileged', () => {
    expect(bookingTransitions.filter((def) => def.isPrivileged).map((def) => def.name)).toEqual([
      'request-payment',
      'request-payment-after-enquiry',
      'reserve',
      'update-hold',
      'update-preauthorized-party',
      'update-accepted-party',
    ]);
    for (const def of bookingTransitions)
      expect(def.effects.includes('set-line-items')).toBe(def.isPrivileged);
  });

  it('the system fires exactly the timed transitions, and every timed one has a timer', () => {
    for (const def of bookingTransitions)
      expect(def.actors.includes('system')).toBe(def.timer !== undefined);
    expect(timedTransitionsFrom('pending-payment').map((def) => def.name)).toEqual([
      'expire-payment',
    ]);
    expect(timedTransitionsFrom('preauthorized').map((def) => def.name)).toEqual([
      'accept-instantly',
      'expire',
    ]);
    // Each of the two runs for one kind of booking only.
    expect(transitionDef('accept-instantly').timer!.onlyFor).toBe('instant');
    expect(transitionDef('expire').timer!.onlyFor).toBe('on-request');
    expect(timedTransitionsFrom('accepted').map((def) => def.name)).toEqual(['complete']);
    expect(timedTransitionsFrom('initial')).toEqual([]);
  });

  it('derives the seat-holding states from the effects', () => {
    expect([...seatHoldingStates].sort()).toEqual(
      [
        'accepted',
        'delivered',
        'pending-payment',
        'preauthorized',
        'reviewed',
        'reviewed-by-customer',
        'reviewed-by-provider',
      ].sort(),
    );
    // Every transition that leaves a holding state for a free one gives the seats back.
    for (const def of bookingTransitions) {
      if (seatHoldingStates.has(def.from) && !seatHoldingStates.has(def.to))
        expect(def.effects).toContain('release-seats');
    }
  });

  it('payment: authorise at confirm, capture at accept, release or refund on the way out', () => {
    expect(transitionDef('confirm-payment').effects).toEqual(['verify-payment']);
    expect(transitionDef('accept').effects).toEqual(['capture-payment']);
    expect(transitionDef('accept-instantly').effects).toEqual(['capture-payment']);
    for (const name of ['decline', 'decline-by-customer', 'expire', 'expire-payment'] as const) {
      expect(transitionDef(name).effects).toContain('release-payment');
    }
    expect(transitionDef('cancel').effects).toContain('refund-payment');
    expect(transitionDef('cancel-by-customer').effects).toContain('refund-payment');
    expect(transitionDef('cancel-by-customer-no-refund').effects).not.toContain('refund-payment');
  });

  it('a reseller confirms without a card: no payment effect on its transitions', () => {
    for (const def of bookingTransitions.filter((d) => d.actors.includes('reseller')))
      expect(def.effects.filter((e) => e.endsWith('-payment') || e === 'create-payment')).toEqual(
        [],
      );
  });

  it('a hold expires at its own expiry, else the payment window after entering the state', () => {
    const timer = transitionDef('expire-payment').timer!;
    const enteredStateAt = new Date('2026-06-01T10:00:00Z');
    const base = { enteredStateAt, bookingStart: null, bookingEnd: null, completedAt: null };
    const cases: [Date | null, string][] = [
      [null, '2026-06-01T10:15:00.000Z'],
      [new Date('2026-06-01T11:30:00Z'), '2026-06-01T11:30:00.000Z'],
      [new Date('2026-06-01T10:05:00Z'), '2026-06-01T10:05:00.000Z'],
    ];
    for (const [holdExpiresAt, due] of cases)
      expect(timerDueAt(timer, { ...base, holdExpiresAt })?.toISOString()).toBe(due);
  });

  it('final states and booking states', () => {
    expect([...finalStates].sort()).toEqual([
      'canceled',
      'declined',
      'payment-expired',
      'reviewed',
    ]);
    expect(bookingStatusOf('enquiry')).toBeNull();
    expect(bookingStatusOf('preauthorized')).toBe('pending');
    expect(bookingStatusOf('payment-expired')).toBe('declined');
    expect(bookingStatusOf('canceled')).toBe('cancelled');
    expect(bookingStatusOf('reviewed')).toBe('accepted');
  });
});

describe('accepting a request', () => {
  it('is possible until the booking starts, not from its start on', () => {
    const start = new Date('2026-12-01T09:00:00Z');
    expect(isAcceptableAt(start, new Date('2026-12-01T08:59:59Z'))).toBe(true);
    expect(isAcceptableAt(start, start)).toBe(false);
    expect(isAcceptableAt(start, new Date('2026-12-01T10:00:00Z'))).toBe(false);
  });
});

describe('timers', () => {
  const entered = new Date('2026-06-01T10:00:00Z');
  const completedAt = new Date('2026-06-20T12:00:00Z');
  // A 3-hour tour: [start, end] as the transaction row carries them.
  const booking = (start: string | null) =>
    start === null
      ? { bookingStart: null, bookingEnd: null }
      : {
          bookingStart: new Date(start),
          bookingEnd: new Date(new Date(start).getTime() + 3 * 3_600_000),
        };
  const due = (name: TransitionName, start: string | null) =>
    timerDueAt(transitionDef(name).timer!, {
      enteredStateAt: entered,
      ...booking(start),
      completedAt,
    })?.toISOString();

  it.each<[TransitionName, string | null, string | undefined]>([
    ['expire-payment', '2026-06-20T09:00:00Z', '2026-06-01T10:15:00.000Z'],
    // 6 days after the request, the card hold (7 days) still holds
    ['expire', '2026-06-20T09:00:00Z', '2026-06-07T10:00:00.000Z'],
    // ... or the start of the booking when it comes first: not accepted by then, it is over
    ['expire', '2026-06-03T09:00:00Z', '2026-06-03T09:00:00.000Z'],
    // a tour starting within the 6 days but ending after them still expires at its start
    ['expire', '2026-06-07T08:00:00Z', '2026-06-07T08:00:00.000Z'],
    // a start just after the 6 days: the 6 days come first
    ['expire', '2026-06-07T10:00:01Z', '2026-06-07T10:00:00.000Z'],
    // no booking times: the 6 days alone
    ['expire', null, '2026-06-07T10:00:00.000Z'],
    // an accepted booking still completes at its end, not its start
    ['complete', '2026-06-20T09:00:00Z', '2026-06-20T12:00:00.000Z'],
    // a timer whose only anchor is missing never fires
    ['complete', null, undefined],
    ['expire-review-period', '2026-06-20T09:00:00Z', '2026-06-27T12:00:00.000Z'],
    ['expire-provider-review-period', '2026-06-20T09:00:00Z', '2026-06-27T12:00:00.000Z'],
    ['expire-customer-review-period', '2026-06-20T09:00:00Z', '2026-06-27T12:00:00.000Z'],
  ])('%s (booking starts %s) fires at %s', (name, start, at) => {
    expect(due(name, start)).toBe(at);
  });

  // Decision 120: an on-request booking's operator answers within the listing's window, at the latest
  // 24 hours before the start; a request too late for that gets an hour, up to the start.
  const dueFor = (
    name: TransitionName,
    start: string | null,
    booking: { isInstant?: boolean; answerWindowMinutes?: number | null },
  ) =>
    timerDueAt(transitionDef(name).timer!, {
      enteredStateAt: entered,
      ...(start === null
        ? { bookingStart: null, bookingEnd: null }
        : { bookingStart: new Date(start), bookingEnd: new Date(start) }),
      completedAt,
      ...booking,
    })?.toISOString();
  it.each<[string, string | null, number | null, string | undefined]>([
    ['the 24 h default window', '2026-06-20T09:00:00Z', 24 * 60, '2026-06-02T10:00:00.000Z'],
    ['a 1 h window', '2026-06-20T09:00:00Z', 60, '2026-06-01T11:00:00.000Z'],
    ['a 72 h window', '2026-06-20T09:00:00Z', 72 * 60, '2026-06-04T10:00:00.000Z'],
    [
      '24 h before a start that comes first',
      '2026-06-03T09:00:00Z',
      72 * 60,
      '2026-06-02T09:00:00.000Z',
    ],
    [
      'an hour for a request made on the eve',
      '2026-06-02T08:00:00Z',
      24 * 60,
      '2026-06-01T11:00:00.000Z',
    ],
    [
      'the start for a request made 30 min before it',
      '2026-06-01T10:30:00Z',
      24 * 60,
      '2026-06-01T10:30:00.000Z',
    ],
    ['no booking times: the window alone', null, 24 * 60, '2026-06-02T10:00:00.000Z'],
    [
      'a request from before the setting: 6 days',
      '2026-06-20T09:00:00Z',
      null,
      '2026-06-07T10:00:00.000Z',
    ],
  ])(
    'an on-request booking expires at %s (start %s, window %s min): %s',
    (_, start, window, at) => {
      expect(dueFor('expire', start, { isInstant: false, answerWindowMinutes: window })).toBe(at);
      // ... and is never accepted by the system.
      expect(dueFor('accept-instantly', start, { answerWindowMinutes: window })).toBeUndefined();
    },
  );

  it('an instant booking is accepted by the system the moment it is authorised, and never expires', () => {
    const instant = { isInstant: true, answerWindowMinutes: 24 * 60 };
    expect(dueFor('accept-instantly', '2026-06-20T09:00:00Z', instant)).toBe(entered.toISOString());
    expect(dueFor('expire', '2026-06-20T09:00:00Z', instant)).toBeUndefined();
    expect(
      nextTimerOf('preauthorized', [], { bookingStart: null, bookingEnd: null, isInstant: true })
        ?.transition,
    ).toBe('accept-instantly');
  });

  it('answerDeadlineOf keeps to the window, the day before and the shortest hour', () => {
    const authorisedAt = new Date('2026-06-01T10:00:00Z');
    const deadline = (window: number | null, start: string | null) =>
      answerDeadlineOf({
        authorisedAt,
        answerWindowMinutes: window,
        bookingStart: start ? new Date(start) : null,
      })?.toISOString() ?? null;
    expect(deadline(null, '2026-06-20T09:00:00Z')).toBeNull();
    expect(deadline(180, null)).toBe('2026-06-01T13:00:00.000Z');
    expect(deadline(180, '2026-06-02T12:00:00Z')).toBe('2026-06-01T12:00:00.000Z');
  });

  it('each anchor reads its own time of the context', () => {
    const context = {
      enteredStateAt: new Date('2026-06-01T00:00:00Z'),
      bookingStart: new Date('2026-06-02T00:00:00Z'),
      bookingEnd: new Date('2026-06-03T00:00:00Z'),
      completedAt: new Date('2026-06-04T00:00:00Z'),
    };
    const only = (anchor: TimerAnchor) =>
      timerDueAt({ earliestOf: [{ anchor, afterMinutes: 60 }] }, context)?.toISOString();
    expect(
      (['entered-state', 'booking-start', 'booking-end', 'completed'] as const).map(only),
    ).toEqual([
      '2026-06-01T01:00:00.000Z',
      '2026-06-02T01:00:00.000Z',
      '2026-06-03T01:00:00.000Z',
      '2026-06-04T01:00:00.000Z',
    ]);
  });

  it.each(['2026-06-01T12:00:00Z', '2026-06-03T09:00:00Z', '2026-06-20T09:00:00Z'])(
    'a request is acceptable until its expiry, which comes at its start at the latest (start %s)',
    (start) => {
      const expiresAt = new Date(due('expire', start)!);
      const bookingStart = booking(start).bookingStart;
      // Open for an answer right up to the expiry, which never comes after the start ...
      expect(isAcceptableAt(bookingStart, new Date(expiresAt.getTime() - 1))).toBe(true);
      expect(expiresAt.getTime()).toBeLessThanOrEqual(bookingStart!.getTime());
      // ... and from the start on, only expiring (or declining) is left.
      expect(isAcceptableAt(bookingStart, bookingStart!)).toBe(false);
    },
  );
});

describe('timers from the history', () => {
  const record = (
    transition: TransitionName,
    fromState: BookingState,
    toState: BookingState,
    at: string,
  ) => ({
    transition,
    fromState,
    toState,
    createdAt: new Date(at),
  });
  const history = [
    record('request-payment', 'initial', 'pending-payment', '2026-06-01T10:00:00Z'),
    record('confirm-payment', 'pending-payment', 'preauthorized', '2026-06-01T10:05:00Z'),
    // A reschedule does not restart the 6 days: the card hold started at confirm-payment.
    record(
      'update-preauthorized-booking',
      'preauthorized',
      'preauthorized',
      '2026-06-03T08:00:00Z',
    ),
  ];

  const tour = (start: string) => ({
    bookingStart: new Date(start),
    bookingEnd: new Date(new Date(start).getTime() + 3 * 3_600_000),
  });

  it('the request expires 6 days after the card was authorised, or at the start of the booking', () => {
    expect(nextTimerOf('preauthorized', history, tour('2026-07-01T09:00:00Z'))).toEqual({
      transition: 'expire',
      at: new Date('2026-06-07T10:05:00Z'),
    });
    // Not at its end (12:00): from 09:00 it can no longer be accepted.
    expect(nextTimerOf('preauthorized', history, tour('2026-06-04T09:00:00Z'))).toEqual({
      transition: 'expire',
      at: new Date('2026-06-04T09:00:00Z'),
    });
  });

  it('the payment window runs from the request; a final state has no timer', () => {
    const none = { bookingStart: null, bookingEnd: null };
    expect(nextTimerOf('pending-payment', history.slice(0, 1), none)).toEqual({
      transition: 'expire-payment',
      at: new Date('2026-06-01T10:15:00Z'),
    });
    expect(nextTimerOf('canceled', history, none)).toBeNull();
  });

  it('review periods run from the completion', () => {
    const done = [
      ...history,
      record('accept', 'preauthorized', 'accepted', '2026-06-02T09:00:00Z'),
      record('complete', 'accepted', 'delivered', '2026-06-10T12:00:00Z'),
      record('review-1-by-customer', 'delivered', 'reviewed-by-customer', '2026-06-12T12:00:00Z'),
    ];
    expect(nextTimerOf('reviewed-by-customer', done, tour('2026-06-10T09:00:00Z'))).toEqual({
      transition: 'expire-provider-review-period',
      at: new Date('2026-06-17T12:00:00Z'),
    });
  });
});
