import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actors,
  bookingStates,
  bookingTransitions,
  transitionDef,
  type Actor,
  type BookingState,
  type TransitionName,
} from './booking-process';
import { cancellationPolicies } from './listing';
import { allowedTransitions, guardReads, guardRefusal } from './transition-guards';

const hour = 3_600_000;
const now = new Date('2026-06-01T09:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * hour);
const moved = [{ transition: 'update-accepted-booking', by: 'provider' }];
const names = (state: BookingState, actor: Actor, start: Date | null, extra = {}) =>
  allowedTransitions({ state, bookingStart: start }, actor, {
    now,
    history: [],
    policy: 'flexible-24h',
    ...extra,
  }).map((def) => def.name);

describe('what an actor may do now', () => {
  it.each([
    // [state, actor, start in hours, policy, history, the transitions allowed]
    [
      'preauthorized',
      'provider',
      48,
      'flexible-24h',
      [],
      ['accept', 'decline', 'update-preauthorized-booking'],
    ],
    [
      'preauthorized',
      'provider',
      -1,
      'flexible-24h',
      [],
      ['decline', 'update-preauthorized-booking'],
    ],
    ['accepted', 'customer', 48, 'flexible-24h', [], ['cancel-by-customer']],
    ['accepted', 'customer', 23, 'flexible-24h', [], ['cancel-by-customer-no-refund']],
    ['accepted', 'customer', 48, 'non-refundable', [], ['cancel-by-customer-no-refund']],
    // Moved by the operator: refunded in full until the start, whatever the policy.
    ['accepted', 'customer', 2, 'non-refundable', moved, ['cancel-by-customer']],
    [
      'accepted',
      'reseller',
      48,
      'flexible-24h',
      [],
      ['update-accepted-booking', 'update-accepted-party', 'cancel-by-reseller'],
    ],
    ['accepted', 'reseller', 23, 'flexible-24h', [], []],
    ['accepted', 'provider', 1, 'flexible-24h', [], ['cancel', 'update-accepted-booking']],
  ] as const)(
    '%s, by the %s, %s h before the start (%s)',
    (state, actor, hours, policy, history, expected) => {
      expect(names(state, actor, inHours(hours), { policy, history }).sort()).toEqual(
        [...expected].sort(),
      );
    },
  );

  it('is always a subset of the table for the state and actor, and differs only by guarded transitions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingStates),
        fc.constantFrom(...actors),
        fc.integer({ min: -100, max: 100 }),
        fc.constantFrom(...cancellationPolicies),
        fc.boolean(),
        (state, actor, hours, policy, isMoved) => {
          const allowed = new Set(
            names(state, actor, inHours(hours), { policy, history: isMoved ? moved : [] }),
          );
          for (const def of bookingTransitions.filter(
            (d) => d.from === state && d.actors.includes(actor),
          )) {
            if (!def.guard) expect(allowed.has(def.name)).toBe(true);
          }
          for (const name of allowed) {
            const def = transitionDef(name as TransitionName);
            expect([def.from, def.actors.includes(actor)]).toEqual([state, true]);
          }
        },
      ),
    );
  });

  it('offers a customer exactly one of the two cancellations whenever the booking can be cancelled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }),
        fc.constantFrom(...cancellationPolicies),
        fc.boolean(),
        (hours, policy, isMoved) => {
          const allowed = names('accepted', 'customer', inHours(hours), {
            policy,
            history: isMoved ? moved : [],
          });
          expect(allowed.filter((name) => name.startsWith('cancel-by-customer'))).toHaveLength(1);
        },
      ),
    );
  });

  it('says why a guard refuses, and what it needs read', () => {
    const accept = transitionDef('accept');
    expect(
      guardRefusal(accept, { state: 'preauthorized', bookingStart: inHours(-1) }, 'provider', {
        now,
      }),
    ).toBe('The booking has started: it can only be declined');
    expect(guardReads(accept, 'provider')).toEqual({ history: false, policy: false });
    expect(guardReads(transitionDef('cancel-by-reseller'), 'reseller')).toEqual({
      history: true,
      policy: false,
    });
    expect(guardReads(transitionDef('update-accepted-booking'), 'provider')).toEqual({
      history: false,
      policy: false,
    });
    expect(guardReads(transitionDef('cancel-by-customer'), 'customer')).toEqual({
      history: true,
      policy: true,
    });
    // A guard that reads what was not loaded is a mistake of the caller, not a silent answer.
    expect(() =>
      guardRefusal(
        transitionDef('cancel-by-customer'),
        { state: 'accepted', bookingStart: inHours(48) },
        'customer',
        { now },
      ),
    ).toThrow(/guardReads/);
  });
});
