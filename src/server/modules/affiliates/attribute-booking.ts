import { timingSafeEqual } from 'node:crypto';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import {
  attributionWindowMs,
  isReferralToken,
  programmeTimeZone,
  reviewOfReferral,
  type ReferralSuspicion,
} from '../../../domain/affiliates';
import { localDateOf } from '../../../domain/time-slots';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateClicks, affiliateReferrals, affiliateSightings } from '../../db/schema';
import { findActiveAffiliateByToken } from './find-affiliate';
import { keyedHash, referralKey } from './referral-key';

/**
 * A visitor's referral, read from their signed cookie: the last referral link they followed, when,
 * and who they are (the visitor cookie the mark is bound to, and their address as a keyed hash).
 */
export type ReferralMark = {
  token: string;
  clickedAt: Date;
  visitorId: string;
  addressHash: string;
};

export const referralCookie = 'levada_ref';
export const visitorCookie = 'levada_visitor';
export const isVisitorId = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** How long an affiliate's browser or address counts as theirs after they were last seen there. */
const sightingMemoryMs = 180 * 24 * 60 * 60 * 1000;

const signatureOf = (key: Buffer, token: string, clickedAtMs: number, visitorId: string) =>
  keyedHash(key, 'referral-mark', `${token}.${clickedAtMs}.${visitorId}`);

export const addressHashOf = (key: Buffer, address: string) => keyedHash(key, 'address', address);

/**
 * The cookie's value: `<token>.<click time>.<signature>`, the signature (HMAC with the database's
 * referral key) covering the token, the time and the visitor cookie it was set with.
 */
export function encodeReferralMark(
  key: Buffer,
  mark: { token: string; clickedAt: Date; visitorId: string },
): string {
  const ms = mark.clickedAt.getTime();
  return `${mark.token}.${ms}.${signatureOf(key, mark.token, ms, mark.visitorId)}`;
}

/** The visitor's mark when its signature holds for their visitor cookie; else null (forged, copied, old). */
export async function readReferralMark(
  deps: { db: Db; clock: Clock },
  request: { cookie: string | undefined; visitorId: string | undefined; address: string },
): Promise<ReferralMark | null> {
  const match = request.cookie
    ? /^([A-Za-z0-9_-]{10,32})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(request.cookie)
    : null;
  if (!match || !isReferralToken(match[1]) || !isVisitorId(request.visitorId)) return null;
  const [, token, ms, signature] = match as unknown as [string, string, string, string];
  const key = await referralKey(deps);
  const expected = Buffer.from(signatureOf(key, token, Number(ms), request.visitorId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return {
    token,
    clickedAt: new Date(Number(ms)),
    visitorId: request.visitorId,
    addressHash: addressHashOf(key, request.address),
  };
}

/** Why this booking may be the affiliate's own: their browser or their address (decision 098). */
async function suspicionsOf(
  db: Db,
  now: Date,
  affiliateId: string,
  mark: ReferralMark,
  clickAddressHash: string | null,
): Promise<ReferralSuspicion[]> {
  const addresses = [mark.addressHash, ...(clickAddressHash ? [clickAddressHash] : [])];
  const seen = await db
    .select({ kind: affiliateSightings.kind })
    .from(affiliateSightings)
    .where(
      and(
        eq(affiliateSightings.affiliateId, affiliateId),
        gte(affiliateSightings.lastSeenAt, new Date(now.getTime() - sightingMemoryMs)),
        or(
          and(eq(affiliateSightings.kind, 'visitor'), eq(affiliateSightings.value, mark.visitorId)),
          and(eq(affiliateSightings.kind, 'address'), inArray(affiliateSightings.value, addresses)),
        ),
      ),
    );
  const kinds = new Set(seen.map((s) => s.kind));
  return [
    ...(kinds.has('visitor') ? (['own-browser'] as const) : []),
    ...(kinds.has('address') ? (['own-address'] as const) : []),
  ];
}

/**
 * Records which affiliate referred a booking, inside the request's transaction: the last referral link
 * the customer followed within 30 days, when the visitor's click was recorded, the affiliate may still
 * earn and is not the customer. A booking from the affiliate's own browser is recorded as refused, one
 * from an address the affiliate uses as flagged (its commission waits for review).
 * Returns the affiliate's id when the booking may earn them a commission, else null.
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
  // The mark is tied to a click this visitor made, which the click route recorded.
  const [click] = await db
    .select({ addressHash: affiliateClicks.addressHash })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, affiliate.userId),
        eq(affiliateClicks.day, localDateOf(mark.clickedAt, programmeTimeZone)),
        eq(affiliateClicks.visitorId, mark.visitorId),
      ),
    );
  if (!click) return null;
  const reviewReasons = await suspicionsOf(db, now, affiliate.userId, mark, click.addressHash);
  const review = reviewOfReferral(reviewReasons);
  await db
    .insert(affiliateReferrals)
    .values({
      transactionId: input.transactionId,
      affiliateId: affiliate.userId,
      clickedAt: mark.clickedAt,
      review,
      reviewReasons,
      createdAt: now,
    })
    .onConflictDoNothing();
  return review === 'refused' ? null : affiliate.userId;
}
