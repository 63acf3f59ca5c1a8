import { eq } from 'drizzle-orm';
import type { OctoConfirmBody } from '../../../contracts/octo';
import type { AppDeps } from '../../app-deps';
import { octoBookings } from '../../db/schema';
import { applyTransition } from '../transactions/transition-transaction';
import type { ResellerCaller } from './authenticate-reseller';
import { changeOctoBooking, cleanContact, storedUnitItems } from './octo-bookings';
import { octoError } from './octo-catalog';
import type { OctoContext } from './octo-views';
import { changeTestBooking } from './test-mode-bookings';

/**
 * POST /octo/bookings/{uuid}/confirm: the engine's confirm-reservation, without a card (the reseller
 * is the merchant of record): CONFIRMED at once for an instant listing, PENDING on request. A repeat
 * on a confirmed or pending booking answers it as it is; an expired or cancelled one cannot be.
 */
export async function confirmOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>,
  caller: ResellerCaller,
  uuid: string,
  body: OctoConfirmBody,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  if (caller.testMode)
    return changeTestBooking(deps, caller, uuid, 'confirm', ctx, async (booking) => ({
      contact: cleanContact(body.contact),
      resellerReference: body.resellerReference ?? booking.resellerReference,
      confirmedAt: deps.clock.now(),
    }));
  return changeOctoBooking(deps, caller, uuid, ctx, async (tx, booking, row) => {
    if (booking.confirmedAt && ['preauthorized', 'accepted', 'delivered'].includes(row.state))
      return;
    const now = deps.clock.now();
    if (row.state !== 'pending-payment' || (row.holdExpiresAt && row.holdExpiresAt <= now))
      throw octoError('UNPROCESSABLE_ENTITY', 'This booking is no longer on hold');
    if (body.unitItems && body.unitItems.length !== booking.unitItems.length)
      throw octoError(
        'BAD_REQUEST',
        'unitItems must name the units of the reservation (change them with PATCH first)',
      );
    const items = body.unitItems ? storedUnitItems(body.unitItems) : booking.unitItems;
    if (items.some((item, index) => item.unitId !== booking.unitItems[index]!.unitId))
      throw octoError('BAD_REQUEST', 'unitItems must name the units of the reservation');
    await applyTransition(tx, deps, row, {
      transition: 'confirm-reservation',
      actor: 'reseller',
      params: {},
      isSpeculative: false,
    });
    await tx
      .update(octoBookings)
      .set({
        contact: cleanContact(body.contact),
        resellerReference: body.resellerReference ?? booking.resellerReference,
        unitItems: items,
        confirmedAt: now,
        updatedAt: now,
      })
      .where(eq(octoBookings.id, booking.id));
  });
}
