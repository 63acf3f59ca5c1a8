import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { octoBookings } from '../../db/schema';
import { applyTransition } from '../transactions/transition-transaction';
import type { ResellerCaller } from './authenticate-reseller';
import { changeOctoBooking } from './octo-bookings';
import { octoError } from './octo-catalog';
import type { OctoContext } from './octo-views';
import { holdMinutesOf } from './reserve-octo-booking';
import { changeTestBooking } from './test-mode-bookings';

/** POST /octo/bookings/{uuid}/extend: the hold lasts expirationMinutes from now (ON_HOLD only). */
export async function extendOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>,
  caller: ResellerCaller,
  uuid: string,
  body: { expirationMinutes?: number },
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const minutes = holdMinutesOf(body.expirationMinutes);
  if (caller.testMode)
    return changeTestBooking(deps, caller, uuid, 'extend', ctx, async () => ({
      testExpiresAt: new Date(deps.clock.now().getTime() + minutes * 60_000),
    }));
  return changeOctoBooking(deps, caller, uuid, ctx, async (tx, booking, row) => {
    const now = deps.clock.now();
    if (row.state !== 'pending-payment' || (row.holdExpiresAt && row.holdExpiresAt <= now))
      throw octoError('UNPROCESSABLE_ENTITY', 'Only a booking on hold can be extended');
    await applyTransition(tx, deps, row, {
      transition: 'extend-hold',
      actor: 'reseller',
      params: {},
      isSpeculative: false,
      holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    await tx.update(octoBookings).set({ updatedAt: now }).where(eq(octoBookings.id, booking.id));
  });
}
