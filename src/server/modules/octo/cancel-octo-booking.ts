import { eq } from 'drizzle-orm';
import type { OctoCancelBody } from '../../../contracts/octo';
import type { TransitionName } from '../../../domain/booking-process';
import type { AppDeps } from '../../app-deps';
import { octoBookings } from '../../db/schema';
import { applyTransition } from '../transactions/transition-transaction';
import type { ResellerCaller } from './authenticate-reseller';
import { changeOctoBooking } from './octo-bookings';
import { octoError } from './octo-catalog';
import type { OctoContext } from './octo-views';
import { changeTestBooking } from './test-mode-bookings';

/** The reseller's way out of each state (decision 149). */
const cancelTransitions: Partial<Record<string, TransitionName>> = {
  'pending-payment': 'cancel-hold',
  preauthorized: 'withdraw-by-reseller',
  accepted: 'cancel-by-reseller',
};

/**
 * POST /octo/bookings/{uuid}/cancel: a hold is released, a request withdrawn, a confirmed booking
 * cancelled until the cut-off (after it, UNPROCESSABLE_ENTITY and nothing changes). A repeat on a
 * cancelled booking answers it as it is.
 */
export async function cancelOctoBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>,
  caller: ResellerCaller,
  uuid: string,
  body: OctoCancelBody,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  if (caller.testMode)
    return changeTestBooking(deps, caller, uuid, 'cancel', ctx, async () => ({
      cancelReason: body.reason ?? null,
      cancelledAt: deps.clock.now(),
    }));
  return changeOctoBooking(deps, caller, uuid, ctx, async (tx, booking, row) => {
    if (row.state === 'canceled') return;
    const transition = cancelTransitions[row.state];
    if (!transition || (row.state === 'accepted' && row.checkedInAt))
      throw octoError(
        'UNPROCESSABLE_ENTITY',
        `A booking in state ${row.state} cannot be cancelled`,
      );
    await applyTransition(tx, deps, row, {
      transition,
      actor: 'reseller',
      params: {},
      isSpeculative: false,
    });
    const now = deps.clock.now();
    await tx
      .update(octoBookings)
      .set({ cancelReason: body.reason ?? null, cancelledAt: now, updatedAt: now })
      .where(eq(octoBookings.id, booking.id));
  });
}
