import { attributionWindowMs, isReferralToken } from '../../../domain/affiliates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateReferrals } from '../../db/schema';
import { findActiveAffiliateByToken } from './find-affiliate';

/** What the visitor's referral cookie holds: the last referral link followed, and when. */
export type ReferralMark = { token: string; clickedAt: Date };

export const referralCookie = 'levada_ref';

export const encodeReferralMark = (mark: ReferralMark): string =>
  `${mark.token}.${mark.clickedAt.getTime()}`;

export function decodeReferralMark(value: string | undefined): ReferralMark | null {
  const match = value ? /^([A-Za-z0-9_-]{10,32})\.(\d{1,15})$/.exec(value) : null;
  if (!match || !isReferralToken(match[1])) return null;
  return { token: match[1]!, clickedAt: new Date(Number(match[2])) };
}

/**
 * Records which affiliate referred a booking, inside the request's transaction: the last referral link
 * the customer followed within 30 days, when that affiliate may still earn and is not the customer.
 * Returns the affiliate's id, or null when the booking is not attributed.
 */
export async function attributeBooking(
  db: Db,
  clock: Clock,
  input: { transactionId: string; customerId: string; mark: ReferralMark | null },
): Promise<string | null> {
  const { mark } = input;
  const now = clock.now();
  if (
    !mark ||
    mark.clickedAt.getTime() > now.getTime() ||
    now.getTime() - mark.clickedAt.getTime() > attributionWindowMs
  )
    return null;
  const affiliate = await findActiveAffiliateByToken(db, mark.token);
  if (!affiliate || affiliate.userId === input.customerId) return null;
  await db
    .insert(affiliateReferrals)
    .values({
      transactionId: input.transactionId,
      affiliateId: affiliate.userId,
      clickedAt: mark.clickedAt,
      createdAt: now,
    })
    .onConflictDoNothing();
  return affiliate.userId;
}
