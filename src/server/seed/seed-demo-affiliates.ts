// The demo affiliate at work (issue 11): visitors who followed its referral link over the last weeks,
// and a traveller who came by it and booked, made through the same use cases as the API (the click,
// the engine's attribution from the referral mark, the card simulator, the operator's accept), so the
// commission job the engine queues credits it once the job runner starts.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { isCardSimulator } from '../../integrations/payments/card-simulator';
import { recordAffiliateClick } from '../modules/affiliates/record-affiliate-click';
import { readReferralMark, type ReferralMark } from '../modules/affiliates/attribute-booking';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { initiateTransaction } from '../modules/transactions/initiate-transaction';
import {
  transitionTransaction,
  type EngineDeps,
} from '../modules/transactions/transition-transaction';
import { affiliates, listingSlots } from '../db/schema';
import type { DemoUserKey } from './demo-listings';

const day = 86_400_000;
const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

/** The days (ago) on which a demo visitor followed the link: a few a week, more lately. */
const clickDaysAgo = [38, 35, 33, 30, 27, 26, 22, 20, 19, 17, 15, 14, 12, 11, 9, 8, 7, 6, 5, 3, 2];

/**
 * Records the demo affiliate's clicks and books one referred tour (Claire, 2 adults, accepted and
 * paid). Needs the card simulator for the booking; the clicks are made either way. Returns what was made.
 */
/**
 * A demo visitor follows the affiliate's link at `at` (the click route's use case) and books later from
 * the same browser and address: the mark their booking carries.
 */
export async function demoReferral(
  deps: { db: Db; clock: Clock },
  token: string,
  visitor: { visitorId: string; address: string },
  at: Date,
): Promise<ReferralMark | null> {
  const { mark } = await recordAffiliateClick(
    { db: deps.db, clock: { now: () => at } },
    { ref: token, ...visitor, userAgent: browser },
  );
  return readReferralMark(deps, { cookie: mark ?? undefined, ...visitor });
}

export async function seedDemoAffiliates(
  deps: EngineDeps,
  tour: { id: string; authorId: string },
  userIds: Map<DemoUserKey, string>,
  log: (line: string) => void,
): Promise<{ clicks: number; bookings: number }> {
  const [affiliate] = await deps.db
    .select()
    .from(affiliates)
    .where(eq(affiliates.userId, userIds.get('quintaDaSerra')!));
  if (!affiliate) return { clicks: 0, bookings: 0 };
  const now = deps.clock.now().getTime();
  for (const [i, daysAgo] of clickDaysAgo.entries()) {
    await recordAffiliateClick(
      { db: deps.db, clock: { now: () => new Date(now - daysAgo * day - (i % 5) * 3_600_000) } },
      {
        ref: affiliate.token,
        visitorId: `demo-visitor-${String(i).padStart(4, '0')}`,
        address: `192.0.2.${i % 250}`,
        userAgent: browser,
      },
    );
  }

  const { payments } = deps;
  if (!isCardSimulator(payments)) return { clicks: clickDaysAgo.length, bookings: 0 };
  try {
    const customerId = userIds.get('claire')!;
    const [departure] = await deps.db
      .select({ start: listingSlots.startAt, end: listingSlots.endAt })
      .from(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, tour.id),
          gte(listingSlots.startAt, new Date(now + 8 * day)),
          sql`${listingSlots.booked} + 2 <= ${listingSlots.seats}`,
        ),
      )
      .orderBy(asc(listingSlots.startAt))
      .limit(1);
    if (!departure) return { clicks: clickDaysAgo.length, bookings: 0 };
    // Claire scanned the guesthouse's flyer two days ago, and booked from the same phone.
    const referral = await demoReferral(
      deps,
      affiliate.token,
      { visitorId: 'demo-visitor-claire', address: '198.51.100.7' },
      new Date(now - 2 * day),
    );
    const { row, paymentClientSecret } = await initiateTransaction(
      deps,
      customerId,
      {
        listingId: tour.id,
        transition: 'request-payment',
        params: {
          bookingStart: departure.start.toISOString(),
          bookingEnd: departure.end.toISOString(),
          bookingQuantityAdult: 2,
          bookingQuantityChild: 0,
          bookingQuantityInfant: 0,
          hasAffiliate: true,
          seasonalTourCommission: false,
          message: 'Our hosts at Quinta da Serra recommended this tour.',
        },
      },
      false,
      referral,
    );
    await payments.confirmPaymentIntent({
      id: row.paymentIntentId!,
      clientSecret: paymentClientSecret!,
      source: {
        card: {
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date(now).getUTCFullYear() + 3,
          cvc: '123',
        },
      },
    });
    for (const [transition, userId] of [
      ['confirm-payment', customerId],
      ['accept', tour.authorId],
    ] as const) {
      await transitionTransaction(deps, {
        transactionId: row.id,
        transition,
        params: {},
        caller: { userId },
        isSpeculative: false,
      });
    }
    return { clicks: clickDaysAgo.length, bookings: 1 };
  } catch (error) {
    log(
      `  demo affiliate booking not made: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { clicks: clickDaysAgo.length, bookings: 0 };
  }
}
