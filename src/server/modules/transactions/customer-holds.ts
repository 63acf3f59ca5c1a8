import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  enquiryRefusal,
  enquiryWindowMs,
  holdRefusal,
  seatHoldingUnconfirmedStates,
} from '../../../domain/hold-limits';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { transactions, transactionTransitions } from '../../db/schema';
import type { Departure } from './seats';

/**
 * Serialises one customer's new holds and enquiries until the caller's database transaction ends
 * (a transaction-scoped advisory lock on the customer's id): parallel requests of one customer count
 * and write one after the other, so none races past a limit; other customers never wait (decision 090).
 */
export async function lockCustomerHolds(tx: Db, customerId: string): Promise<void> {
  // Held until the transaction ends: a second call in it (the checkout's, then the engine's) has it.
  const held = heldLocks.get(tx) ?? new Set<string>();
  if (held.has(customerId)) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`customer-holds:${customerId}`}, 0))`,
  );
  heldLocks.set(tx, held.add(customerId));
}
const heldLocks = new WeakMap<Db, Set<string>>();

/**
 * Refuses a hold past the limits of domain/hold-limits.ts: a third unpaid booking, or more seats of
 * one departure than the cap. Call it holding lockCustomerHolds. The unpaid bookings are named, the
 * customer's own, so the checkout can link to them.
 */
export async function checkHoldLimits(
  tx: Db,
  input: {
    customerId: string;
    transactionId: string;
    departure: Departure;
    seats: number;
    maxGroupSize: number | undefined;
  },
): Promise<void> {
  // Both counts in one statement: the customer's unpaid bookings, and the seats they hold on this departure.
  const [counts] = await tx
    .select({
      unpaidIds: sql<
        string[] | null
      >`array_agg(${transactions.id}) filter (where ${transactions.state} = 'pending-payment')`,
      heldSeats: sql<number>`coalesce(sum(${transactions.seats}) filter (where ${and(
        eq(transactions.listingId, input.departure.listingId),
        eq(transactions.bookingStart, input.departure.start),
        inArray(transactions.state, [...seatHoldingUnconfirmedStates]),
      )}), 0)`.mapWith(Number),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.customerId, input.customerId),
        ne(transactions.id, input.transactionId),
        // The unpaid are among the seat-holding states (pending-payment).
        inArray(transactions.state, [...seatHoldingUnconfirmedStates]),
      ),
    );
  const unpaid = counts?.unpaidIds ?? [];
  const held = { seats: counts?.heldSeats ?? 0 };
  const refusal = holdRefusal({
    unpaidBookings: unpaid.length,
    seatsHeldOnDeparture: held.seats,
    seatsAsked: input.seats,
    maxGroupSize: input.maxGroupSize,
  });
  if (refusal?.code === 'unpaid-limit')
    throw new AppError(
      'transaction-too-many-unpaid',
      `You have ${refusal.unpaid} unpaid bookings: pay for one of them or let it lapse first`,
      [{ ...refusal, transactionIds: unpaid }],
    );
  if (refusal?.code === 'seat-hold-limit')
    throw new AppError(
      'transaction-too-many-seats-held',
      `At most ${refusal.max} seats of one departure can be held before the operator accepts`,
      [refusal],
    );
}

/**
 * Refuses a new enquiry from an unverified email or past the daily caps (domain/hold-limits.ts),
 * counted from the enquire transitions of the last 24 hours. Call it holding lockCustomerHolds.
 */
export async function checkEnquiryLimits(
  tx: Db,
  input: { customerId: string; providerId: string; isEmailVerified: boolean; now: Date },
): Promise<void> {
  const since = new Date(input.now.getTime() - enquiryWindowMs);
  const [counts] = await tx
    .select({
      inWindow: count(),
      toOperator:
        sql<number>`count(*) filter (where ${transactions.providerId} = ${input.providerId})`.mapWith(
          Number,
        ),
    })
    .from(transactionTransitions)
    .innerJoin(transactions, eq(transactions.id, transactionTransitions.transactionId))
    .where(
      and(
        eq(transactions.customerId, input.customerId),
        eq(transactionTransitions.transition, 'enquire'),
        gte(transactionTransitions.createdAt, since),
      ),
    );
  const refusal = enquiryRefusal({
    isEmailVerified: input.isEmailVerified,
    toOperatorInWindow: counts?.toOperator ?? 0,
    inWindow: counts?.inWindow ?? 0,
  });
  if (refusal?.code === 'email-not-verified')
    throw new AppError(
      'enquiry-email-not-verified',
      'Verify your email address to send a message to an operator',
      [refusal],
    );
  if (refusal)
    throw new AppError(
      'enquiry-daily-limit',
      refusal.code === 'enquiries-per-operator'
        ? `At most ${refusal.max} new enquiries to one operator a day`
        : `At most ${refusal.max} new enquiries a day`,
      [refusal],
    );
}
