import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { TransitionParams } from '../../../contracts/transactions';
import type { OctoReserveBody } from '../../../contracts/octo';
import {
  defaultHoldMinutes,
  maxHoldMinutes,
  octoUnitsOf,
  parseAvailabilityId,
  quantitiesOfUnits,
} from '../../../domain/octo';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { listingSlots, octoBookings } from '../../db/schema';
import { initialTransactionRow } from '../transactions/initiate-transaction';
import { applyTransition, runInTransaction } from '../transactions/transition-transaction';
import type { ResellerCaller } from './authenticate-reseller';
import {
  cleanContact,
  findOctoBooking,
  lockOctoUuid,
  octoBookingView,
  storedUnitItems,
} from './octo-bookings';
import { octoError, octoListing, type OctoListing } from './octo-catalog';
import type { OctoContext } from './octo-views';
import { reserveTestBooking } from './test-mode-bookings';

/** The hold's length asked for: the default, or 1 to the maximum minutes (BAD_REQUEST otherwise). */
export function holdMinutesOf(asked: number | undefined): number {
  const minutes = asked ?? defaultHoldMinutes;
  if (minutes < 1 || minutes > maxHoldMinutes)
    throw octoError(
      'BAD_REQUEST',
      `expirationMinutes must be from 1 to ${maxHoldMinutes}, got ${minutes}`,
    );
  return minutes;
}

/**
 * The departure and party a request names, checked before anything is held: the units the product
 * offers (INVALID_UNIT_ID), an availability id with its offset naming a future departure
 * (INVALID_AVAILABILITY_ID). Seats and prices are the engine's to check.
 */
export async function requestedDeparture(
  db: Db,
  listing: OctoListing,
  input: { availabilityId: string; unitIds: readonly string[]; now: Date },
): Promise<{ params: TransitionParams; start: Date }> {
  const offered = octoUnitsOf(listing.publicData).map((unit) => unit.id);
  const party = quantitiesOfUnits(input.unitIds, offered);
  if ('invalidUnitId' in party)
    throw octoError('INVALID_UNIT_ID', `No unit ${party.invalidUnitId} in this product`, {
      unitId: party.invalidUnitId,
    });
  const start = parseAvailabilityId(input.availabilityId);
  const [slot] = start
    ? await db
        .select()
        .from(listingSlots)
        .where(
          and(
            eq(listingSlots.listingId, listing.id),
            eq(listingSlots.startAt, start),
            gt(listingSlots.startAt, input.now),
          ),
        )
    : [];
  if (!slot)
    throw octoError(
      'INVALID_AVAILABILITY_ID',
      `No availability ${input.availabilityId}: a departure's local start with its offset`,
      { availabilityId: input.availabilityId },
    );
  return {
    start: slot.startAt,
    params: {
      bookingStart: slot.startAt.toISOString(),
      bookingEnd: slot.endAt.toISOString(),
      bookingQuantityAdult: party.quantities.adults,
      bookingQuantityChild: party.quantities.children,
      bookingQuantityInfant: party.quantities.infants,
      hasAffiliate: false,
      seasonalTourCommission: false,
    },
  };
}

/**
 * POST /octo/bookings: holds the seats ON_HOLD until utcExpiresAt, through the engine's reserve
 * transition (the checkout's pending-payment hold and conditional seat write; decision 149). The
 * uuid is the idempotency key: a repeat answers the booking it made, whatever else it says.
 */
export async function reserveOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>,
  caller: ResellerCaller,
  body: OctoReserveBody,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const uuid = body.uuid ?? randomUUID();
  const earlier = await findOctoBooking(deps.db, caller, uuid);
  if (earlier) return octoBookingView(deps, caller, earlier, ctx);
  const listing = await octoListing(deps.db, caller.resellerId, body.productId, body.optionId);
  const minutes = holdMinutesOf(body.expirationMinutes);
  const now = deps.clock.now();
  const { params } = await requestedDeparture(deps.db, listing, {
    availabilityId: body.availabilityId,
    unitIds: body.unitItems.map((item) => item.unitId),
    now,
  });
  if (caller.testMode)
    return reserveTestBooking(
      deps,
      caller,
      {
        uuid,
        listing,
        start: new Date(params.bookingStart!),
        end: new Date(params.bookingEnd!),
        expiresAt: new Date(now.getTime() + minutes * 60_000),
        unitItems: body.unitItems,
        resellerReference: body.resellerReference,
        contact: body.contact,
        notes: body.notes,
      },
      ctx,
    );
  const booking = await runInTransaction(deps, false, async (tx) => {
    await lockOctoUuid(tx, caller.resellerId, uuid);
    const raced = await findOctoBooking(tx, caller, uuid);
    if (raced) return raced;
    const row = await initialTransactionRow(tx, {
      id: randomUUID(),
      listingId: listing.id,
      customerId: caller.userId,
      providerId: listing.authorId,
      transition: 'reserve',
      now,
      resellerId: caller.resellerId,
    });
    await applyTransition(tx, deps, row, {
      transition: 'reserve',
      actor: 'reseller',
      params,
      isSpeculative: false,
      listing: listing.facts,
      holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    const [made] = await tx
      .insert(octoBookings)
      .values({
        id: randomUUID(),
        resellerId: caller.resellerId,
        uuid,
        transactionId: row.id,
        testMode: false,
        listingId: listing.id,
        resellerReference: body.resellerReference ?? null,
        commissionPercent: listing.commissionPercent,
        contact: cleanContact(body.contact),
        notes: body.notes ?? null,
        unitItems: storedUnitItems(body.unitItems),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return made!;
  });
  return octoBookingView(deps, caller, booking, ctx);
}
