import { eq } from 'drizzle-orm';
import type { OctoUpdateBody } from '../../../contracts/octo';
import { octoOptionId } from '../../../domain/octo';
import { isBeforeResellerCutoff, isMovedByOperator } from '../../../domain/refund-policy';
import type { AppDeps } from '../../app-deps';
import { octoBookings } from '../../db/schema';
import { applyTransition, transitionRecordsOf } from '../transactions/transition-transaction';
import type { ResellerCaller } from './authenticate-reseller';
import { changeOctoBooking, cleanContact, storedUnitItems } from './octo-bookings';
import { bookedListing, octoError } from './octo-catalog';
import type { OctoContext } from './octo-views';
import { changeTestBooking } from './test-mode-bookings';
import { holdMinutesOf, requestedDeparture } from './reserve-octo-booking';
import { localDateTimeWithOffset } from '../../../domain/octo';

/**
 * PATCH /octo/bookings/{uuid} (decision 149): on hold, the date and the party change through the
 * engine's update-hold (the new seats taken, the old released, repriced) and the hold may be
 * extended; a pending or confirmed booking changes its date through the engine's reschedule and its
 * units through update-*-party (decision 159), both until the cut-off. The contact, notes and reference change with either. Another product
 * is UNPROCESSABLE_ENTITY: cancel and book it.
 */
export async function updateOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>,
  caller: ResellerCaller,
  uuid: string,
  body: OctoUpdateBody,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const minutes =
    body.expirationMinutes === undefined ? undefined : holdMinutesOf(body.expirationMinutes);
  if (body.optionId !== undefined && body.optionId !== octoOptionId)
    throw octoError('INVALID_OPTION_ID', `No option ${body.optionId}`, { optionId: body.optionId });
  if (caller.testMode)
    return changeTestBooking(deps, caller, uuid, 'update', ctx, async (booking, tx) => {
      if (body.productId !== undefined && body.productId !== booking.listingId)
        throw octoError('UNPROCESSABLE_ENTITY', 'The product of a booking cannot change');
      const listing = await bookedListing(tx, booking.listingId, booking.commissionPercent);
      const items = body.unitItems ? storedUnitItems(body.unitItems) : booking.unitItems;
      const now = deps.clock.now();
      const { params } = await requestedDeparture(tx, listing, {
        availabilityId:
          body.availabilityId ??
          localDateTimeWithOffset(booking.testStart!, listing.facts.timeZone),
        unitIds: items.map((item) => item.unitId),
        now,
      });
      return {
        testStart: new Date(params.bookingStart!),
        testEnd: new Date(params.bookingEnd!),
        unitItems: items,
        ...(minutes === undefined
          ? {}
          : { testExpiresAt: new Date(now.getTime() + minutes * 60_000) }),
        ...(body.contact ? { contact: cleanContact(body.contact) } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(body.resellerReference !== undefined
          ? { resellerReference: body.resellerReference }
          : {}),
      };
    });
  return changeOctoBooking(deps, caller, uuid, ctx, async (tx, booking, row) => {
    const now = deps.clock.now();
    if (body.productId !== undefined && body.productId !== booking.listingId)
      throw octoError('UNPROCESSABLE_ENTITY', 'The product of a booking cannot change');
    const isHeld =
      row.state === 'pending-payment' && (!row.holdExpiresAt || row.holdExpiresAt > now);
    const isLive = row.state === 'preauthorized' || row.state === 'accepted';
    if (!isHeld && !isLive)
      throw octoError('UNPROCESSABLE_ENTITY', `A booking in state ${row.state} cannot change`);
    const listing = await bookedListing(tx, booking.listingId, booking.commissionPercent);
    const currentId = localDateTimeWithOffset(row.bookingStart!, listing.facts.timeZone);
    const availabilityId = body.availabilityId ?? currentId;
    const items = body.unitItems ? storedUnitItems(body.unitItems) : booking.unitItems;
    const { params, start } = await requestedDeparture(tx, listing, {
      availabilityId,
      unitIds: items.map((item) => item.unitId),
      now,
    });
    const isMoved = start.getTime() !== row.bookingStart!.getTime();
    if (isHeld) {
      if (isMoved || body.unitItems || minutes !== undefined)
        await applyTransition(tx, deps, row, {
          transition: isMoved || body.unitItems ? 'update-hold' : 'extend-hold',
          actor: 'reseller',
          params: isMoved || body.unitItems ? params : {},
          isSpeculative: false,
          listing: listing.facts,
          ...(minutes === undefined
            ? {}
            : { holdExpiresAt: new Date(now.getTime() + minutes * 60_000) }),
        });
    } else {
      const history = await transitionRecordsOf(tx, row.id);
      if (
        !isBeforeResellerCutoff({
          bookingStart: row.bookingStart!,
          now,
          isMovedByOperator: isMovedByOperator(history),
        })
      )
        throw octoError('UNPROCESSABLE_ENTITY', 'The cancellation cut-off has passed');
      const isSameParty =
        !body.unitItems ||
        (params.bookingQuantityAdult === row.quantityAdult &&
          params.bookingQuantityChild === row.quantityChild &&
          params.bookingQuantityInfant === row.quantityInfant);
      // A change of units (decision 159): the engine releases the old seats and takes the new ones
      // with the same conditional write, at the new date when it changes too, and reprices.
      if (!isSameParty)
        await applyTransition(tx, deps, row, {
          transition:
            row.state === 'accepted' ? 'update-accepted-party' : 'update-preauthorized-party',
          actor: 'reseller',
          params,
          isSpeculative: false,
          listing: listing.facts,
        });
      else if (isMoved)
        await applyTransition(tx, deps, row, {
          transition:
            row.state === 'accepted' ? 'update-accepted-booking' : 'update-preauthorized-booking',
          actor: 'reseller',
          params: { bookingStart: params.bookingStart, bookingEnd: params.bookingEnd },
          isSpeculative: false,
          listing: listing.facts,
        });
    }
    await tx
      .update(octoBookings)
      .set({
        ...(body.contact ? { contact: cleanContact(body.contact) } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(body.resellerReference !== undefined
          ? { resellerReference: body.resellerReference }
          : {}),
        unitItems: items,
        updatedAt: now,
      })
      .where(eq(octoBookings.id, booking.id));
  });
}
