// Test-mode bookings (decision 149): a reseller's test key books, confirms, changes and cancels as a
// live one does, against the real products and departures, but no transaction is made and no seat is
// taken: the booking keeps its own status (domain/octo.ts nextTestModeStatus), departure and expiry.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OctoContactBody, OctoUnitItemBody } from '../../../contracts/octo';
import {
  nextTestModeStatus,
  octoUnitsOf,
  testModeStatusOf,
  type OctoBookingStatus,
  type TestModeAction,
} from '../../../domain/octo';
import { isBeforeResellerCutoff } from '../../../domain/refund-policy';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { listingSlots, octoBookings } from '../../db/schema';
import type { ResellerCaller } from './authenticate-reseller';
import {
  cleanContact,
  lockOctoUuid,
  octoBookingOrRefuse,
  storedUnitItems,
  type OctoBookingRow,
} from './octo-bookings';
import { bookedListing, octoError, type OctoListing } from './octo-catalog';
import { toOctoBooking, type OctoContext } from './octo-views';

/** A test booking's supplier reference: marked as a test, from its id. */
export const testReferenceOf = (id: string): string =>
  `TEST-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export async function reserveTestBooking(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: ResellerCaller,
  input: {
    uuid: string;
    listing: OctoListing;
    start: Date;
    end: Date;
    expiresAt: Date;
    unitItems: OctoUnitItemBody[];
    resellerReference?: string;
    contact?: OctoContactBody;
    notes?: string | null;
  },
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockOctoUuid(tx, caller.resellerId, input.uuid);
    const [raced] = await tx
      .select({ id: octoBookings.id })
      .from(octoBookings)
      .where(
        and(
          eq(octoBookings.resellerId, caller.resellerId),
          eq(octoBookings.uuid, input.uuid),
          eq(octoBookings.testMode, true),
        ),
      );
    if (raced) return;
    await tx.insert(octoBookings).values({
      id: randomUUID(),
      resellerId: caller.resellerId,
      uuid: input.uuid,
      transactionId: null,
      testMode: true,
      testStatus: 'ON_HOLD',
      testStart: input.start,
      testEnd: input.end,
      testExpiresAt: input.expiresAt,
      listingId: input.listing.id,
      resellerReference: input.resellerReference ?? null,
      commissionPercent: input.listing.commissionPercent,
      contact: cleanContact(input.contact),
      notes: input.notes ?? null,
      unitItems: storedUnitItems(input.unitItems),
      createdAt: now,
      updatedAt: now,
    });
  });
  return testBookingView(deps, await octoBookingOrRefuse(deps.db, caller, input.uuid), ctx);
}

/**
 * Applies a reseller's move to its test booking under the uuid's lock: the status the move leads
 * to, or UNPROCESSABLE_ENTITY; `changes` are the columns it sets besides.
 */
export async function changeTestBooking(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: ResellerCaller,
  uuid: string,
  action: TestModeAction,
  ctx: OctoContext,
  changes: (
    booking: OctoBookingRow,
    tx: Db,
  ) => Promise<Partial<typeof octoBookings.$inferInsert>> = async () => ({}),
): Promise<Record<string, unknown>> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockOctoUuid(tx, caller.resellerId, uuid);
    const booking = await octoBookingOrRefuse(tx, caller, uuid);
    const listing = await bookedListing(tx, booking.listingId, booking.commissionPercent);
    const status = testModeStatusOf(
      booking.testStatus as OctoBookingStatus,
      booking.testExpiresAt,
      now,
    );
    const next = nextTestModeStatus(status, action, {
      isInstant: listing.publicData.instantBooking === true,
      isBeforeCutoff: isBeforeResellerCutoff({ bookingStart: booking.testStart!, now }),
    });
    if (!next)
      throw octoError('UNPROCESSABLE_ENTITY', `A ${status} booking cannot ${action} (test mode)`);
    if (next === status && (action === 'confirm' || action === 'cancel')) return;
    await tx
      .update(octoBookings)
      .set({ ...(await changes(booking, tx)), testStatus: next, updatedAt: now })
      .where(eq(octoBookings.id, booking.id));
  });
  return testBookingView(deps, await octoBookingOrRefuse(deps.db, caller, uuid), ctx);
}

/** A test booking as OCTO shows it: the real departure's seats, nothing of them held. */
export async function testBookingView(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  booking: OctoBookingRow,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const now = deps.clock.now();
  const listing = await bookedListing(deps.db, booking.listingId, booking.commissionPercent);
  const [slot] = await deps.db
    .select()
    .from(listingSlots)
    .where(
      and(
        eq(listingSlots.listingId, booking.listingId),
        eq(listingSlots.startAt, booking.testStart!),
      ),
    );
  const status = testModeStatusOf(
    booking.testStatus as OctoBookingStatus,
    booking.testExpiresAt,
    now,
  );
  const units = octoUnitsOf(listing.publicData);
  const priceOf = (key: 'original' | 'retail') =>
    booking.unitItems.reduce(
      (sum, item) => sum + (units.find((unit) => unit.id === item.unitId)?.[key] ?? 0),
      0,
    );
  const isLive = status === 'CONFIRMED' || status === 'PENDING';
  return toOctoBooking(
    {
      id: booking.id,
      uuid: booking.uuid,
      testMode: true,
      status,
      resellerReference: booking.resellerReference,
      supplierReference: testReferenceOf(booking.id),
      createdAt: booking.createdAt,
      updatedAt: booking.updatedAt,
      expiresAt: booking.testExpiresAt,
      redeemedAt: null,
      confirmedAt: booking.confirmedAt,
      cancellable:
        status === 'ON_HOLD' ||
        (isLive && isBeforeResellerCutoff({ bookingStart: booking.testStart!, now })),
      cancellation:
        status === 'CANCELLED'
          ? {
              refund: 'FULL',
              reason: booking.cancelReason,
              cancelledAt: booking.cancelledAt ?? booking.updatedAt,
            }
          : null,
      slot: slot ?? {
        listingId: booking.listingId,
        startAt: booking.testStart!,
        endAt: booking.testEnd!,
        seats: 0,
        booked: 0,
      },
      listing,
      contact: booking.contact,
      notes: booking.notes,
      unitItems: booking.unitItems,
      original: priceOf('original'),
      retail: priceOf('retail'),
      commissionPercent: booking.commissionPercent,
      ticketCode: null,
    },
    ctx,
  );
}
