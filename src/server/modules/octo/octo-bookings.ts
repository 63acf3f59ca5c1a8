// What the booking use cases of the OCTO API share: finding a reseller's booking by its uuid (another
// reseller's does not exist for it: INVALID_BOOKING_UUID), and reading it as OCTO shows it.
import { and, eq, sql } from 'drizzle-orm';
import type { OctoContactBody, OctoUnitItemBody } from '../../../contracts/octo';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { octoStatusOf } from '../../../domain/octo';
import type { LineItem } from '../../../domain/pricing';
import { isBeforeResellerCutoff, isMovedByOperator } from '../../../domain/refund-policy';
import { AppError } from '../../../domain/errors';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  listingSlots,
  octoBookings,
  transactions,
  type OctoContact,
  type OctoStoredUnitItem,
} from '../../db/schema';
import { showTicket } from '../tickets/show-ticket';
import {
  lockTransaction,
  runInTransaction,
  transitionRecordsOf,
  type TransactionRow,
} from '../transactions/transition-transaction';
import type { ResellerCaller } from './authenticate-reseller';
import { bookedListing, octoError } from './octo-catalog';
import { toOctoBooking, type OctoBookingFacts, type OctoContext } from './octo-views';
import { testBookingView } from './test-mode-bookings';

export type OctoBookingRow = typeof octoBookings.$inferSelect;

/** Serialises the calls on one booking uuid of one reseller until the database transaction ends. */
export async function lockOctoUuid(tx: Db, resellerId: string, uuid: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`octo:${resellerId}:${uuid}`}, 0))`,
  );
}

/** The caller's booking with this uuid, in the key's mode, or null. */
export async function findOctoBooking(
  db: Db,
  caller: ResellerCaller,
  uuid: string,
): Promise<OctoBookingRow | null> {
  const [row] = await db
    .select()
    .from(octoBookings)
    .where(
      and(
        eq(octoBookings.resellerId, caller.resellerId),
        eq(octoBookings.uuid, uuid),
        eq(octoBookings.testMode, caller.testMode),
      ),
    );
  return row ?? null;
}

export async function octoBookingOrRefuse(
  db: Db,
  caller: ResellerCaller,
  uuid: string,
): Promise<OctoBookingRow> {
  const row = await findOctoBooking(db, caller, uuid);
  if (!row) throw octoError('INVALID_BOOKING_UUID', `No booking ${uuid}`, { uuid });
  return row;
}

export async function transactionOf(db: Db, booking: OctoBookingRow): Promise<TransactionRow> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, booking.transactionId!));
  if (!row) throw new AppError('internal-error', 'The booking has no transaction');
  return row;
}

const cleanContact = (contact: OctoContactBody | undefined): OctoContact =>
  Object.fromEntries(
    Object.entries(contact ?? {}).filter(([, value]) => value !== undefined),
  ) as OctoContact;

/** The unit items as stored: each its uuid (the reseller's or a new one) and its contact. */
export const storedUnitItems = (items: readonly OctoUnitItemBody[]): OctoStoredUnitItem[] =>
  items.map((item) => ({
    uuid: item.uuid ?? randomUUID(),
    unitId: item.unitId,
    resellerReference: item.resellerReference ?? null,
    contact: cleanContact(item.contact),
  }));

export { cleanContact };

/** The customer's lines as charged (reversals left out): the retail price, and before its discount. */
function retailOf(row: TransactionRow): { original: number; retail: number } {
  const lines = (row.lineItems as LineItem[]).filter(
    (line) => !line.reversal && line.includeFor.includes('customer'),
  );
  const retail = lines.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const discount = lines
    .filter((line) => line.code === 'line-item/discount')
    .reduce((sum, line) => sum + line.lineTotal.amount, 0);
  return { original: retail - discount, retail };
}

/** A booking as OCTO shows it (GET /octo/bookings/{uuid} and every change's answer). */
export async function octoBookingView(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: ResellerCaller,
  booking: OctoBookingRow,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  if (booking.testMode) return testBookingView(deps, booking, ctx);
  const row = await transactionOf(deps.db, booking);
  const listing = await bookedListing(deps.db, booking.listingId, booking.commissionPercent);
  const [slot] = await deps.db
    .select()
    .from(listingSlots)
    .where(
      and(eq(listingSlots.listingId, row.listingId), eq(listingSlots.startAt, row.bookingStart!)),
    );
  const now = deps.clock.now();
  const status = octoStatusOf(row.state, row.checkedInAt, {
    expiresAt: row.holdExpiresAt,
    now,
  });
  const isLive = status === 'CONFIRMED' || status === 'PENDING';
  const isMoved =
    isLive || status === 'CANCELLED'
      ? isMovedByOperator(await transitionRecordsOf(deps.db, row.id))
      : false;
  const isCancellable =
    status === 'ON_HOLD' ||
    (isLive &&
      isBeforeResellerCutoff({ bookingStart: row.bookingStart!, now, isMovedByOperator: isMoved }));
  const ticketCode =
    status === 'CONFIRMED' || status === 'REDEEMED'
      ? await showTicket(deps, caller.userId, row.id).then(
          (ticket) => ticket.code,
          () => null,
        )
      : null;
  const facts: OctoBookingFacts = {
    id: booking.id,
    uuid: booking.uuid,
    testMode: booking.testMode,
    status,
    resellerReference: booking.resellerReference,
    supplierReference: bookingReferenceOf(row.referenceNumber),
    createdAt: booking.createdAt,
    updatedAt: new Date(Math.max(booking.updatedAt.getTime(), row.lastTransitionedAt.getTime())),
    expiresAt: row.holdExpiresAt,
    redeemedAt: row.checkedInAt,
    confirmedAt: booking.confirmedAt,
    cancellable: isCancellable,
    cancellation:
      status === 'CANCELLED'
        ? {
            refund:
              row.lastTransition === 'cancel-by-reseller' &&
              listing.facts.cancellationPolicy === 'non-refundable' &&
              !isMoved
                ? 'NONE'
                : 'FULL',
            reason: booking.cancelReason ?? row.cancelReason,
            cancelledAt: booking.cancelledAt ?? row.lastTransitionedAt,
          }
        : null,
    slot: slot ?? {
      listingId: row.listingId,
      startAt: row.bookingStart!,
      endAt: row.bookingEnd!,
      seats: 0,
      booked: 0,
    },
    listing,
    contact: booking.contact,
    notes: booking.notes,
    unitItems: booking.unitItems,
    ...retailOf(row),
    commissionPercent: booking.commissionPercent,
    ticketCode,
  };
  return toOctoBooking(facts, ctx);
}

/**
 * Runs a change of the caller's booking in one database transaction holding its uuid's lock and its
 * transaction's row lock (the engine's), then answers the booking as it is after.
 */
export async function changeOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>,
  caller: ResellerCaller,
  uuid: string,
  ctx: OctoContext,
  change: (tx: Db, booking: OctoBookingRow, row: TransactionRow) => Promise<void>,
): Promise<Record<string, unknown>> {
  await runInTransaction(deps, false, async (tx) => {
    await lockOctoUuid(tx, caller.resellerId, uuid);
    const found = await octoBookingOrRefuse(tx, caller, uuid);
    const row = await lockTransaction(tx, found.transactionId!);
    if (!row) throw new AppError('internal-error', 'The booking has no transaction');
    await change(tx, found, row);
  });
  return octoBookingView(deps, caller, await octoBookingOrRefuse(deps.db, caller, uuid), ctx);
}
