// How much one traveller may hold, ask and send at once (issue "Hold under abuse and failure", item 2;
// docs/decisions/090-hold-limits.md). Pure rules: the server counts, these say yes or no.
import type { BookingState } from './booking-process';

/** Bookings waiting for their card (pending-payment) that one customer may have at once. */
export const maxUnpaidBookings = 2;

/**
 * Seats one customer may hold on one departure without the operator's yes (unpaid, or paid and not
 * yet accepted): 20, or the listing's maximum group size when it allows a larger group.
 */
export const minSeatHoldPerDeparture = 20;

/** The states whose seats count against the cap: held, but not yet accepted by the operator. */
export const seatHoldingUnconfirmedStates = [
  'pending-payment',
  'preauthorized',
] as const satisfies readonly BookingState[];

export const seatHoldCap = (maxGroupSize: number | undefined): number =>
  Math.max(minSeatHoldPerDeparture, maxGroupSize ?? 0);

export type HoldRefusal =
  | { code: 'unpaid-limit'; max: number; unpaid: number }
  | { code: 'seat-hold-limit'; max: number; held: number; asked: number };

/** Why a new hold of `seatsAsked` seats is refused, or null when it may be taken. */
export function holdRefusal(input: {
  /** The customer's bookings in pending-payment now, this one not included. */
  unpaidBookings: number;
  /** Seats the customer holds on this departure in seatHoldingUnconfirmedStates, this one not included. */
  seatsHeldOnDeparture: number;
  seatsAsked: number;
  maxGroupSize?: number;
}): HoldRefusal | null {
  if (input.unpaidBookings >= maxUnpaidBookings)
    return { code: 'unpaid-limit', max: maxUnpaidBookings, unpaid: input.unpaidBookings };
  const max = seatHoldCap(input.maxGroupSize);
  if (input.seatsHeldOnDeparture + input.seatsAsked > max)
    return {
      code: 'seat-hold-limit',
      max,
      held: input.seatsHeldOnDeparture,
      asked: input.seatsAsked,
    };
  return null;
}

/** New enquiries (conversations started with "Send enquiry") one sender may start in 24 hours. */
export const enquiryLimits = { perOperatorPerDay: 3, perDay: 20 } as const;
export const enquiryWindowMs = 24 * 60 * 60_000;

export type EnquiryRefusal =
  | { code: 'email-not-verified' }
  | { code: 'enquiries-per-operator'; max: number }
  | { code: 'enquiries-per-day'; max: number };

/** Why a new enquiry is refused, or null: verified senders only, within the daily caps. */
export function enquiryRefusal(input: {
  isEmailVerified: boolean;
  /** Enquiries this sender started in the last 24 hours, to this operator and to anyone. */
  toOperatorInWindow: number;
  inWindow: number;
}): EnquiryRefusal | null {
  if (!input.isEmailVerified) return { code: 'email-not-verified' };
  if (input.toOperatorInWindow >= enquiryLimits.perOperatorPerDay)
    return { code: 'enquiries-per-operator', max: enquiryLimits.perOperatorPerDay };
  if (input.inWindow >= enquiryLimits.perDay)
    return { code: 'enquiries-per-day', max: enquiryLimits.perDay };
  return null;
}

export type RequestLimit = { max: number; windowMs: number };

/**
 * Requests counted per account and per IP address (shared by every server process, in PostgreSQL).
 * An address carries more than an account: a hotel's or a family's travellers share one.
 */
export const requestLimits = {
  /** Bookings made (request-payment, request-payment-after-enquiry), priced checks not counted. */
  booking: {
    perAccount: { max: 10, windowMs: 15 * 60_000 },
    perAddress: { max: 30, windowMs: 15 * 60_000 },
  },
  /** Enquiries and messages in a conversation. */
  message: {
    perAccount: { max: 30, windowMs: 10 * 60_000 },
    perAddress: { max: 100, windowMs: 10 * 60_000 },
  },
} as const satisfies Record<string, { perAccount: RequestLimit; perAddress: RequestLimit }>;

/** An idempotency key as the checkout makes one: 8 to 100 letters, digits, '-' or '_' (a UUID). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;
