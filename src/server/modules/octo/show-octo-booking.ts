import { and, asc, eq } from 'drizzle-orm';
import { referenceNumberOf } from '../../../domain/booking-reference';
import type { AppDeps } from '../../app-deps';
import { octoBookings, transactions } from '../../db/schema';
import type { ResellerCaller } from './authenticate-reseller';
import { octoBookingOrRefuse, octoBookingView } from './octo-bookings';
import { octoError } from './octo-catalog';
import type { OctoContext } from './octo-views';
import { testReferenceOf } from './test-mode-bookings';

/** GET /octo/bookings/{uuid}: the caller's booking; another reseller's is INVALID_BOOKING_UUID. */
export async function showOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: ResellerCaller,
  uuid: string,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const booking = await octoBookingOrRefuse(deps.db, caller, uuid);
  return octoBookingView(deps, caller, booking, ctx);
}

/**
 * GET /octo/bookings?resellerReference=|supplierReference=: the caller's bookings with that
 * reference (one of the two is required: BAD_REQUEST otherwise).
 */
export async function listOctoBookings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: ResellerCaller,
  query: { resellerReference?: string; supplierReference?: string },
  ctx: OctoContext,
): Promise<Record<string, unknown>[]> {
  if (!query.resellerReference && !query.supplierReference)
    throw octoError('BAD_REQUEST', 'Give resellerReference or supplierReference');
  const mine = and(
    eq(octoBookings.resellerId, caller.resellerId),
    eq(octoBookings.testMode, caller.testMode),
  );
  const conditions = [mine];
  if (query.resellerReference)
    conditions.push(eq(octoBookings.resellerReference, query.resellerReference));
  if (query.supplierReference && !caller.testMode) {
    const number = referenceNumberOf(query.supplierReference);
    if (number === null) return [];
    conditions.push(eq(transactions.referenceNumber, number));
  }
  const rows = await deps.db
    .select({ booking: octoBookings })
    .from(octoBookings)
    .leftJoin(transactions, eq(transactions.id, octoBookings.transactionId))
    .where(and(...conditions))
    .orderBy(asc(octoBookings.createdAt))
    .limit(100);
  const views = [];
  for (const { booking } of rows) {
    // A test booking's reference is made from its id (test-mode-bookings.ts).
    if (
      caller.testMode &&
      query.supplierReference &&
      testReferenceOf(booking.id) !== query.supplierReference.toUpperCase()
    )
      continue;
    views.push(await octoBookingView(deps, caller, booking, ctx));
  }
  return views;
}
