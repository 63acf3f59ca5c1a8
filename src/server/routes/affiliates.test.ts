import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateClicks,
  affiliateLedger,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
  jobs,
  transactions,
  users,
} from '../db/schema';
import { enqueueJob } from '../jobs/job-queue';
import { affiliateCommissionJob } from '../modules/affiliates/affiliate-commission-job';
import { reviewAffiliateReferral } from '../modules/affiliates/review-affiliate-referral';
import { scheduleAffiliateMonth } from '../jobs/affiliate-month';
import { runDueJobs } from '../jobs/job-runner';
import {
  accrueAffiliateCommission,
  reverseAffiliateCommission,
} from '../modules/affiliates/accrue-affiliate-commission';
import {
  attributeBooking,
  readReferralMark,
  type ReferralMark,
  referralCookie,
} from '../modules/affiliates/attribute-booking';
import {
  buildAffiliate,
  buildListing,
  buildOperator,
  buildReferralMark,
  buildUser,
} from '../test/factories';
import {
  authorisePayment,
  bookingParams,
  buildBookableListing,
} from '../test/transaction-factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://levada.test' });
});
afterAll(async () => t.close());

const day = 24 * 60 * 60 * 1000;
const browserUa =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const quiet = { log: () => {} };

const click = (ref: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/affiliate-clicks',
    remoteAddress,
    headers: { ...browserHeaders(), 'user-agent': browserUa, ...headers },
    payload: { ref },
  });

const withVisitor = async (headers: Record<string, string>, visitorId: string) => ({
  ...headers,
  cookie: `${headers.cookie}; levada_visitor=${visitorId}`,
});

const cookieOf = (res: Awaited<ReturnType<typeof click>>, name: string) =>
  res.cookies.find((c) => c.name === name) as
    { value: string; maxAge?: number; httpOnly?: boolean } | undefined;

const clicksOf = async (affiliateId: string) =>
  (
    await t.database.db
      .select()
      .from(affiliateClicks)
      .where(and(eq(affiliateClicks.affiliateId, affiliateId), eq(affiliateClicks.isCounted, true)))
  ).length;

const ledgerOf = (affiliateId: string) =>
  t.database.db.select().from(affiliateLedger).where(eq(affiliateLedger.affiliateId, affiliateId));

/** A booking referred by the affiliate's link clicked `clickedDaysAgo` days ago; its id. */
async function referredBooking(
  affiliate: { affiliate: { token: string } },
  clickedDaysAgo = 1,
): Promise<string> {
  const customer = await buildUser(t.database.db);
  const transactionId = randomUUID();
  const mark = await buildReferralMark(t.app.deps, affiliate.affiliate.token, {
    clickedAt: new Date(t.clock.now().getTime() - clickedDaysAgo * day),
  });
  expect(
    await attributeBooking(t.database.db, t.clock, {
      transactionId,
      customerId: customer.id,
      mark,
    }),
  ).not.toBeNull();
  return transactionId;
}

describe('affiliate sign-up', () => {
  it('opens the affiliate account: a referral token and link, the Standard tier, the split business name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: browserHeaders(),
      payload: {
        type: 3,
        firstName: 'Marta',
        lastName: 'Gouveia',
        companyName: '  Hotel Porto Moniz Mar ',
        email: `marta.${randomUUID().slice(0, 8)}@example.pt`,
        phoneNumber: '+351 912 345 678',
        password: 'laurel-forest-2026',
        termsAccepted: true,
        marketingEmailOption: false,
        language: 'pt',
      },
    });
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.user.id as string;
    const [row] = await t.database.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.userId, userId));
    expect(row).toMatchObject({
      firstName: 'Hotel',
      lastName: 'PortoMonizMar',
      tier: 'standard',
      tierMonth: '2026-06',
    });
    expect(row!.token).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const session = res.cookies.find((c) => c.name === 'levada_session')!.value;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate',
      headers: browserHeaders(session),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({
      token: row!.token,
      referralLink: `https://levada.test/?ref=${row!.token}`,
      tier: 'standard',
      rateBasisPoints: 500,
    });
  });

  it('gives customers and operators no affiliate account', async () => {
    for (const type of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: browserHeaders(),
        payload: {
          type,
          firstName: 'Rui',
          lastName: 'Faria',
          ...(type === 2 ? { companyName: 'Faria Tours' } : {}),
          email: `rui.${randomUUID().slice(0, 8)}@example.pt`,
          phoneNumber: '+351 912 345 678',
          password: 'laurel-forest-2026',
          termsAccepted: true,
          marketingEmailOption: false,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(
        await t.database.db
          .select()
          .from(affiliates)
          .where(eq(affiliates.userId, res.json().data.user.id)),
      ).toEqual([]);
    }
  });
});

describe('clicks on referral links', () => {
  it('counts one click a visitor and address a day, sets the signed 30-day referral cookie, and ignores bots', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const first = await click(affiliate.affiliate.token, {}, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { isReferral: true } });
    const visitor = cookieOf(first, 'levada_visitor')!;
    const mark = cookieOf(first, referralCookie)!;
    expect(mark).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 60 * 60 });
    const read = (cookie: string, visitorId = visitor.value) =>
      readReferralMark(t.app.deps, { cookie, visitorId, address: '198.51.100.1' });
    expect(await read(mark.value)).toMatchObject({
      token: affiliate.affiliate.token,
      clickedAt: t.clock.now(),
      visitorId: visitor.value,
    });

    const again = (headers: Record<string, string> = {}, address = '198.51.100.1') =>
      click(
        affiliate.affiliate.token,
        { cookie: `${browserHeaders().cookie}; levada_visitor=${visitor.value}`, ...headers },
        address,
      );
    expect((await again()).statusCode).toBe(200);
    expect(await clicksOf(affiliate.id)).toBe(1);
    // The same browser from another address, and another browser from the same address: once a day.
    await again({}, '198.51.100.2');
    await click(affiliate.affiliate.token, {}, '198.51.100.1');
    expect(await clicksOf(affiliate.id)).toBe(1);
    t.clock.advance(day);
    await again();
    expect(await clicksOf(affiliate.id)).toBe(2);
    await click(affiliate.affiliate.token, {}, '198.51.100.3'); // a new visitor elsewhere
    expect(await clicksOf(affiliate.id)).toBe(3);

    const bot = await click(affiliate.affiliate.token, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.json()).toEqual({ data: { isReferral: false } });
    expect(cookieOf(bot, referralCookie)).toBeUndefined();
    expect(await clicksOf(affiliate.id)).toBe(3);
  });

  it('inflating the click count from one address counts once (50 clicks, 50 new browsers)', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    for (let i = 0; i < 50; i++) await click(affiliate.affiliate.token, {}, '198.51.100.77');
    expect(await clicksOf(affiliate.id)).toBe(1);
  });

  it('refuses a mark made by hand, altered, or carried to another browser', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const res = await click(affiliate.affiliate.token);
    const visitorId = cookieOf(res, 'levada_visitor')!.value;
    const mark = cookieOf(res, referralCookie)!.value;
    const read = (cookie: string, visitor = visitorId) =>
      readReferralMark(t.app.deps, { cookie, visitorId: visitor, address: '127.0.0.1' });
    const [token, ms, signature] = mark.split('.') as [string, string, string];
    expect(await read(mark)).not.toBeNull();
    // The unsigned mark of before: `<token>.<ms>`.
    expect(await read(`${token}.${ms}`)).toBeNull();
    // Another time, another affiliate's token, another signature, another visitor.
    expect(await read(`${token}.${Number(ms) - 1}.${signature}`)).toBeNull();
    const other = await buildAffiliate(t.database.db);
    expect(await read(`${other.affiliate.token}.${ms}.${signature}`)).toBeNull();
    expect(await read(`${token}.${ms}.${'A'.repeat(22)}`)).toBeNull();
    expect(await read(mark, 'another-browser-0001')).toBeNull();
    expect(await read('tampered')).toBeNull();
  });

  it.each([
    ['an unknown token', 'Unknown_token_1'],
    ['a malformed token', '<script>alert(1)</script>'],
    ['an empty ref', ''],
  ])('ignores %s without an error', async (_name, ref) => {
    const res = await click(ref);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { isReferral: false } });
    expect(cookieOf(res, referralCookie)).toBeUndefined();
  });

  it('ignores a banned affiliate, and an affiliate following its own link', async () => {
    const banned = await buildAffiliate(t.database.db, { banned: true });
    expect((await click(banned.affiliate.token)).json()).toEqual({ data: { isReferral: false } });
    expect(await clicksOf(banned.id)).toBe(0);

    const own = await buildAffiliate(t.database.db);
    const res = await click(own.affiliate.token, await signedInHeaders(t, own.id));
    expect(res.json()).toEqual({ data: { isReferral: false } });
    expect(await clicksOf(own.id)).toBe(0);
  });
});

describe('attribution and commission', () => {
  it('attributes a booking to the last link clicked within 30 days, never to the customer or a banned affiliate', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const customer = await buildUser(t.database.db);
    const attribute = (
      clickedAt: Date,
      customerId = customer.id,
      token = affiliate.affiliate.token,
    ) =>
      buildReferralMark(t.app.deps, token, { clickedAt }).then((mark) =>
        attributeBooking(t.database.db, t.clock, {
          transactionId: randomUUID(),
          customerId,
          mark,
        }),
      );
    const now = t.clock.now().getTime();
    expect(await attribute(new Date(now - 30 * day))).toBe(affiliate.id);
    expect(await attribute(new Date(now - 30 * day - 1))).toBeNull();
    expect(await attribute(new Date(now + 60_000))).toBeNull(); // a click from the future is forged
    expect(await attribute(new Date(now), affiliate.id)).toBeNull(); // self-referral
    // Banned after the click.
    const banned = await buildAffiliate(t.database.db);
    const bannedMark = await buildReferralMark(t.app.deps, banned.affiliate.token);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    const attributeMark = (mark: ReferralMark | null) =>
      attributeBooking(t.database.db, t.clock, {
        transactionId: randomUUID(),
        customerId: customer.id,
        mark,
      });
    expect(await attributeMark(bannedMark)).toBeNull();
    expect(await attributeMark(null)).toBeNull();
    // A well-signed mark whose click was never recorded (its row gone) is not a referral.
    const unrecorded = await buildReferralMark(t.app.deps, affiliate.affiliate.token);
    await t.database.db
      .delete(affiliateClicks)
      .where(eq(affiliateClicks.visitorId, unrecorded.visitorId));
    expect(await attributeMark(unrecorded)).toBeNull();
  });

  it("refuses a booking from the affiliate's own browser and flags one from the affiliate's address (the attack: a second account)", async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const secondAccount = await buildUser(t.database.db);
    const referralOf = async (transactionId: string) =>
      (
        await t.database.db
          .select()
          .from(affiliateReferrals)
          .where(eq(affiliateReferrals.transactionId, transactionId))
      )[0];
    // The affiliate signs in at home, in their own browser, and opens their dashboard.
    const home = { visitorId: 'affiliate-own-browser-1', address: '192.0.2.10' };
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate',
      remoteAddress: home.address,
      headers: await withVisitor(await signedInHeaders(t, affiliate.id), home.visitorId),
    });
    expect(dashboard.statusCode).toBe(200);

    // Signed out, same browser: a click, then a booking as the second account. Refused.
    const sameBrowser = randomUUID();
    const fromOwnBrowser = await buildReferralMark(t.app.deps, affiliate.affiliate.token, home);
    expect(
      await attributeBooking(t.database.db, t.clock, {
        transactionId: sameBrowser,
        customerId: secondAccount.id,
        mark: fromOwnBrowser,
      }),
    ).toBeNull();
    expect(await referralOf(sameBrowser)).toMatchObject({
      review: 'refused',
      reviewReasons: ['own-browser', 'own-address'],
    });
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: sameBrowser,
      value: 10_000,
      isSeasonalTour: false,
    });
    expect(await ledgerOf(affiliate.id)).toEqual([]);

    // Another browser at the affiliate's address (a guest on the hotel's Wi-Fi, or the affiliate):
    // attributed, but the commission waits for an administrator.
    const sameAddress = randomUUID();
    const guest = await buildReferralMark(t.app.deps, affiliate.affiliate.token, {
      visitorId: 'hotel-guest-browser-1',
      address: home.address,
    });
    expect(
      await attributeBooking(t.database.db, t.clock, {
        transactionId: sameAddress,
        customerId: secondAccount.id,
        mark: guest,
      }),
    ).toBe(affiliate.id);
    expect(await referralOf(sameAddress)).toMatchObject({
      review: 'flagged',
      reviewReasons: ['own-address'],
    });
    expect(
      await accrueAffiliateCommission(t.app.deps, {
        transactionId: sameAddress,
        value: 10_000,
        isSeasonalTour: false,
      }),
    ).toBeNull();

    // A traveller elsewhere: a plain referral.
    const elsewhere = randomUUID();
    expect(
      await attributeBooking(t.database.db, t.clock, {
        transactionId: elsewhere,
        customerId: secondAccount.id,
        mark: await buildReferralMark(t.app.deps, affiliate.affiliate.token),
      }),
    ).toBe(affiliate.id);
    expect(await referralOf(elsewhere)).toMatchObject({ review: null, reviewReasons: [] });
  });

  it('accrues the tier rate once on capture, and reverses in proportion on a refund', async () => {
    const affiliate = await buildAffiliate(t.database.db, {}, { tier: 'bronze' });
    const transactionId = await referredBooking(affiliate);
    const accrued = await accrueAffiliateCommission(t.app.deps, {
      transactionId,
      value: 12_999,
      isSeasonalTour: false,
    });
    expect(accrued).toMatchObject({
      kind: 'commission',
      sales: 12_999,
      amount: 974,
      rateBasisPoints: 750,
    }); // 7.5 % rounded down
    // The capture's job run again: nothing more.
    expect(
      await accrueAffiliateCommission(t.app.deps, {
        transactionId,
        value: 12_999,
        isSeasonalTour: false,
      }),
    ).toBeNull();
    expect(
      await reverseAffiliateCommission(t.app.deps, { transactionId, refunded: 12_999 }),
    ).toMatchObject({ sales: -12_999, amount: -974 });
    expect(
      await reverseAffiliateCommission(t.app.deps, { transactionId, refunded: 12_999 }),
    ).toBeNull();
    expect((await ledgerOf(affiliate.id)).reduce((sum, e) => sum + e.amount, 0)).toBe(0);

    const half = await referredBooking(affiliate);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: half,
      value: 10_000,
      isSeasonalTour: true,
    });
    expect(
      await reverseAffiliateCommission(t.app.deps, { transactionId: half, refunded: 5_000 }),
    ).toMatchObject({ amount: -250 });
  });

  it('credits nothing for a booking nobody referred, nor after the affiliate was banned', async () => {
    expect(
      await accrueAffiliateCommission(t.app.deps, {
        transactionId: randomUUID(),
        value: 10_000,
        isSeasonalTour: false,
      }),
    ).toBeNull();
    const affiliate = await buildAffiliate(t.database.db);
    const transactionId = await referredBooking(affiliate);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, affiliate.id));
    expect(
      await accrueAffiliateCommission(t.app.deps, {
        transactionId,
        value: 10_000,
        isSeasonalTour: false,
      }),
    ).toBeNull();
    expect(
      await reverseAffiliateCommission(t.app.deps, { transactionId, refunded: 10_000 }),
    ).toBeNull();
    expect(await ledgerOf(affiliate.id)).toEqual([]);
  });
});

describe('the dashboard', () => {
  it("shows the month's clicks, conversions, the next tier and the last 12 months", async () => {
    t.clock.set('2026-09-10T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db, {
      createdAt: new Date('2026-07-15T10:00:00Z'),
    });
    await t.database.db
      .update(affiliates)
      .set({ createdAt: new Date('2026-07-15T10:00:00Z') })
      .where(eq(affiliates.userId, affiliate.id));
    const headers = await signedInHeaders(t, affiliate.id);
    // Each referred booking comes from a click that day: one in August, two in September.
    t.clock.set('2026-08-20T10:00:00Z');
    const august = await referredBooking(affiliate, 0);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: august,
      value: 20_000,
      isSeasonalTour: false,
    });

    t.clock.set('2026-09-01T09:00:00Z');
    const september = await referredBooking(affiliate, 0);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: september,
      value: 15_000,
      isSeasonalTour: false,
    });
    t.clock.set('2026-09-30T22:30:00Z'); // 23:30 on the 30th in Lisbon: still September
    await reverseAffiliateCommission(t.app.deps, { transactionId: september, refunded: 15_000 });
    const another = await referredBooking(affiliate, 0);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: another,
      value: 10_000,
      isSeasonalTour: false,
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      month: '2026-09',
      period: { from: '01-09-2026', to: '30-09-2026' },
      clicks: 2,
      conversion: {
        total: 10_000,
        commission: 500,
        bookings: 2,
        rows: [
          { date: '01-09-2026', kind: 'commission', amount: 15_000, commission: 750 },
          { date: '30-09-2026', kind: 'reversal', amount: -15_000, commission: -750 },
          { date: '30-09-2026', kind: 'commission', amount: 10_000, commission: 500 },
        ],
      },
      // July, August and September (joined in July): 300 € sold, Bronze needs 750 €.
      remainingSales: { nextTier: 'bronze', amount: 45_000, months: 3 },
    });
    expect(data.history).toHaveLength(12);
    expect(data.history.at(-1)).toEqual({ month: '2026-09', clicks: 2, commission: 500 });
    expect(data.history.at(-2)).toEqual({ month: '2026-08', clicks: 1, commission: 1_000 });
    expect(data.history[0]).toEqual({ month: '2025-10', clicks: 0, commission: 0 });
    // The months to choose from: since joining (July), newest first.
    expect(data.months).toEqual(['2026-09', '2026-08', '2026-07']);

    const aug = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard?month=2026-08',
      headers,
    });
    expect(aug.json().data).toMatchObject({
      month: '2026-08',
      // Another month shown, this one is still offered.
      months: ['2026-09', '2026-08', '2026-07'],
      clicks: 1,
      conversion: { total: 20_000, commission: 1_000, bookings: 1 },
    });
  });

  it.each([
    ['before the affiliate joined', '2020-01'],
    ['in the future', '2099-12'],
    ['malformed', '2026-13'],
    ['not a month', 'september'],
  ])('refuses a month %s with a clear 400', async (_name, month) => {
    const affiliate = await buildAffiliate(t.database.db, {
      createdAt: new Date('2026-01-15T10:00:00Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/affiliate/dashboard?month=${month}`,
      headers: await signedInHeaders(t, affiliate.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^validation-invalid-/);
  });
});

describe('month end', () => {
  it('pays out balances of 20 € or more, carries smaller ones over, and sets each tier from the last 3 months', async () => {
    t.clock.set('2026-10-05T10:00:00Z');
    const rich = await buildAffiliate(
      t.database.db,
      { createdAt: new Date('2026-05-01T10:00:00Z') },
      { createdAt: new Date('2026-05-01T10:00:00Z') },
    );
    const small = await buildAffiliate(
      t.database.db,
      { createdAt: new Date('2026-10-01T10:00:00Z') },
      { createdAt: new Date('2026-10-01T10:00:00Z') },
    );
    // rich: 1 000 € of bookings in October at Standard = 50 €; small: 399 € = 19.95 €.
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: await referredBooking(rich),
      value: 100_000,
      isSeasonalTour: false,
    });
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: await referredBooking(small),
      value: 39_900,
      isSeasonalTour: false,
    });

    // The server starts in October (this month's run, then November's is queued for 00:10 on the 1st).
    await scheduleAffiliateMonth(t.database.db, t.clock);
    await runDueJobs(t.app.deps, quiet);
    const payoutsOf = (id: string) =>
      t.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, id));
    expect(await payoutsOf(rich.id)).toEqual([]);

    t.clock.set('2026-11-01T00:09:59Z');
    expect(await runDueJobs(t.app.deps, quiet)).toBe(0);
    t.clock.set('2026-11-01T00:10:00Z');
    // The month's run, then its payout's job (rich has no payout details: the payout waits).
    expect(await runDueJobs(t.app.deps, quiet)).toBe(2);
    expect(await payoutsOf(rich.id)).toMatchObject([
      { month: '2026-10', amount: 5_000, status: 'pending' },
    ]);
    expect(await payoutsOf(small.id)).toEqual([]);

    // Tiers for November: rich averages Aug–Oct (0, 0, 1 000 €) = 333.33 € → Bronze; small had only October: 399 € → Bronze.
    const tierOf = async (id: string) =>
      (await t.database.db.select().from(affiliates).where(eq(affiliates.userId, id)))[0]!;
    expect(await tierOf(rich.id)).toMatchObject({ tier: 'bronze', tierMonth: '2026-11' });
    expect(await tierOf(small.id)).toMatchObject({ tier: 'bronze', tierMonth: '2026-11' });

    const balanceOf = async (id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/affiliate/payouts',
          headers: await signedInHeaders(t, id),
        })
      ).json().data;
    expect(await balanceOf(rich.id)).toMatchObject({
      balance: { amount: 0, currency: 'EUR' },
      minimumPayout: 2_000,
      nextPayoutAt: '2026-12-01T00:00:00.000Z',
      payouts: [{ month: '2026-10', amount: 5_000, status: 'pending' }],
    });
    expect(await balanceOf(small.id)).toMatchObject({ balance: { amount: 1_995 }, payouts: [] });

    // November at Bronze: small's 1 € more (7.5 % of 13.34 €) tips the carried balance over 20 €.
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: await referredBooking(small),
      value: 1_334,
      isSeasonalTour: false,
    });
    // A restart on 1 December before the run: the overdue run happens once.
    t.clock.set('2026-12-01T08:00:00Z');
    await scheduleAffiliateMonth(t.database.db, t.clock);
    // The run, small's new payout and rich's waiting one.
    expect(await runDueJobs(t.app.deps, quiet)).toBe(3);
    expect(await runDueJobs(t.app.deps, quiet)).toBe(0);
    expect(await payoutsOf(small.id)).toMatchObject([{ month: '2026-11', amount: 2_095 }]);
    expect(await payoutsOf(rich.id)).toHaveLength(1);
    const monthJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'affiliate-month'));
    expect(monthJobs.map((j) => [j.key, j.state]).sort()).toEqual([
      ['affiliate-month:2026-10', 'done'],
      ['affiliate-month:2026-11', 'done'],
      ['affiliate-month:2026-12', 'done'],
      ['affiliate-month:2027-01', 'queued'],
    ]);
  });
});

describe('who may see what', () => {
  const endpoints = ['/api/affiliate', '/api/affiliate/dashboard', '/api/affiliate/payouts'];

  it.each(endpoints)(
    '%s: 401 for a visitor, 403 for a customer, an operator and an affiliate user without an account',
    async (url) => {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: browserHeaders() })).statusCode,
      ).toBe(401);
      const others = [
        await buildUser(t.database.db),
        await buildOperator(t.database.db),
        await buildUser(t.database.db, { type: 3 }),
      ];
      for (const user of others) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: await signedInHeaders(t, user.id),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    },
  );

  it('shows each affiliate only its own figures', async () => {
    t.clock.set('2026-12-10T10:00:00Z');
    const one = await buildAffiliate(t.database.db);
    const two = await buildAffiliate(t.database.db);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: await referredBooking(one),
      value: 10_000,
      isSeasonalTour: false,
    });
    const [mine, theirs] = await Promise.all(
      [one, two].map(
        async (a) =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/affiliate/payouts',
              headers: await signedInHeaders(t, a.id),
            })
          ).json().data,
      ),
    );
    expect(mine.balance.amount).toBe(500);
    expect(theirs.balance.amount).toBe(0);
    const referrals = await t.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, two.id));
    expect(referrals).toEqual([]);
  });
});

describe("on the booking's transitions", () => {
  const money = (amount: number) => ({ amount, currency: 'EUR' });
  // 2 adults at 50 €, the 30 % operator fee, a 5 € booking fee: the commission base is 100 €.
  const lineItems = [
    {
      code: 'line-item/adult',
      includeFor: ['customer', 'provider'],
      quantity: 2,
      unitPrice: money(5_000),
      lineTotal: money(10_000),
      reversal: false,
    },
    {
      code: 'line-item/provider-commission',
      includeFor: ['provider'],
      quantity: 1,
      unitPrice: money(-3_000),
      lineTotal: money(-3_000),
      percentage: -30,
      reversal: false,
    },
    {
      code: 'line-item/customer-commission',
      includeFor: ['customer'],
      quantity: 1,
      unitPrice: money(500),
      lineTotal: money(500),
      percentage: 5,
      reversal: false,
    },
  ] as (typeof transactions.$inferInsert)['lineItems'];

  /** A referred booking in a real transactions row; its id. */
  async function booking(
    affiliate: { affiliate: { token: string } },
    categories: string[] = ['boattours'],
  ) {
    const listing = await buildListing(t.database.db, {
      publicData: { categories: categories as never },
    });
    const customer = await buildUser(t.database.db);
    const id = randomUUID();
    await t.database.db.insert(transactions).values({
      id,
      processAlias: 'flex-hourly-default-process/release-1',
      listingId: listing.id,
      customerId: customer.id,
      providerId: listing.authorId,
      state: 'preauthorized',
      lastTransition: 'confirm-payment',
      lastTransitionedAt: t.clock.now(),
      lineItems,
      payinTotal: 10_500,
      payoutTotal: 7_000,
      createdAt: t.clock.now(),
    });
    await attributeBooking(t.database.db, t.clock, {
      transactionId: id,
      customerId: customer.id,
      mark: await buildReferralMark(t.app.deps, affiliate.affiliate.token),
    });
    return id;
  }
  const transitioned = async (transactionId: string, transition: string) => {
    await enqueueJob(
      t.database.db,
      t.clock,
      affiliateCommissionJob({ transactionId, transition, recordId: randomUUID() }),
    );
    await runDueJobs(t.app.deps, quiet);
  };
  const amountsOf = async (transactionId: string) =>
    (
      await t.database.db
        .select()
        .from(affiliateLedger)
        .where(eq(affiliateLedger.transactionId, transactionId))
    ).map((e) => [e.kind, e.sales, e.amount]);

  it('accrues when the tour took place (complete), on the value without the booking fee; nothing while it is to come', async () => {
    const affiliate = await buildAffiliate(t.database.db, {}, { tier: 'silver' });
    const id = await booking(affiliate);
    await transitioned(id, 'confirm-payment');
    await transitioned(id, 'accept');
    expect(await amountsOf(id)).toEqual([]);
    await transitioned(id, 'complete');
    expect(await amountsOf(id)).toEqual([['commission', 10_000, 1_000]]);
    // The job run again: nothing more.
    await transitioned(id, 'complete');
    expect(await amountsOf(id)).toEqual([['commission', 10_000, 1_000]]);
  });

  it('credits nothing for a tour cancelled or declined before it took place, and reverses a commission accrued at acceptance (before decision 098) on a refund', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    for (const transitions of [
      ['accept', 'cancel'],
      ['accept', 'cancel-by-customer-no-refund'],
      ['decline'],
    ]) {
      const id = await booking(affiliate);
      for (const transition of transitions) await transitioned(id, transition);
      expect(await amountsOf(id), transitions.join(' ')).toEqual([]);
    }
    const accruedBefore = await booking(affiliate);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: accruedBefore,
      value: 10_000,
      isSeasonalTour: false,
    });
    await transitioned(accruedBefore, 'cancel');
    expect(await amountsOf(accruedBefore)).toEqual([
      ['commission', 10_000, 500],
      ['reversal', -10_000, -500],
    ]);
  });

  it('pays the Standard rate on a seasonal tour whatever the tier', async () => {
    const affiliate = await buildAffiliate(t.database.db, {}, { tier: 'platinum' });
    const id = await booking(affiliate, ['seasonaltours']);
    await transitioned(id, 'complete');
    expect(await amountsOf(id)).toEqual([['commission', 10_000, 500]]);
  });
});

describe('through the booking engine', () => {
  /** Signed-in headers carrying the visitor's cookies from their click (as the browser sends them), if any. */
  async function withReferral(userId: string, mark?: string) {
    const headers = await signedInHeaders(t, userId);
    return mark ? { ...headers, cookie: `${headers.cookie}; ${mark}` } : headers;
  }
  /** The cookies a click set: the visitor's id and the signed referral mark. */
  const cookiesOfClick = (clicked: Awaited<ReturnType<typeof click>>) =>
    [cookieOf(clicked, 'levada_visitor'), cookieOf(clicked, referralCookie)]
      .map((c, i) => `${i === 0 ? 'levada_visitor' : referralCookie}=${c!.value}`)
      .join('; ');
  const post = async (url: string, userId: string, payload: object, mark?: string) =>
    t.app.inject({ method: 'POST', url, headers: await withReferral(userId, mark), payload });

  /** Books 2 adults at 45 € through the HTTP API, pays with the card (the test card unless given) and lets the operator accept. */
  async function bookAndCapture(customerId: string, mark?: string, cardNumber?: string) {
    const { listing, operatorId, departure } = await buildBookableListing(t.app.deps);
    const requested = await post(
      '/api/transactions',
      customerId,
      { listingId: listing.id, transition: 'request-payment', params: bookingParams(departure) },
      mark,
    );
    expect(requested.statusCode).toBe(201);
    const id = requested.json().data.id as string;
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
    await authorisePayment(
      t.app.deps,
      row!.paymentIntentId!,
      requested.json().paymentClientSecret,
      cardNumber
        ? {
            number: cardNumber,
            expMonth: 12,
            expYear: t.clock.now().getUTCFullYear() + 2,
            cvc: '123',
          }
        : undefined,
    );
    const fire = (userId: string, transition: string) =>
      post(`/api/transactions/${id}/transitions`, userId, { transition, params: {} });
    expect((await fire(customerId, 'confirm-payment')).statusCode).toBe(200);
    expect((await fire(operatorId, 'accept')).statusCode).toBe(200);
    await runDueJobs(t.app.deps, quiet);
    return { id, operatorId, fire };
  }
  const dashboardOf = async (affiliateId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/affiliate/dashboard',
        headers: await signedInHeaders(t, affiliateId),
      })
    ).json().data;

  it('shows the click → booking as pending until the tour, credits it when the tour took place, and nothing for a cancelled one', async () => {
    t.clock.set('2027-02-10T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db);
    const clicked = await click(affiliate.affiliate.token);
    const mark = cookiesOfClick(clicked);
    const customer = await buildUser(t.database.db);
    t.clock.set('2027-02-12T10:00:00Z');
    const { id } = await bookAndCapture(customer.id, mark);

    const [referral] = await t.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.transactionId, id));
    expect(referral).toMatchObject({ affiliateId: affiliate.id, review: null });
    expect(await dashboardOf(affiliate.id)).toMatchObject({
      clicks: 1,
      conversion: { total: 0, commission: 0, bookings: 0, rows: [] },
    });
    // The tour takes place (the departure's end, then the system's complete): 2 × 45 € at 5 %: 4.50 €.
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
    t.clock.set(new Date(row!.bookingEnd!.getTime() + 60_000));
    await runDueJobs(t.app.deps, quiet);
    const [delivered] = await t.database.db
      .select({ state: transactions.state })
      .from(transactions)
      .where(eq(transactions.id, id));
    expect(delivered!.state).toBe('delivered');
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/affiliate/dashboard?month=${row!.bookingEnd!.toISOString().slice(0, 7)}`,
      headers: await signedInHeaders(t, affiliate.id),
    });
    expect(dashboard.json().data.conversion).toMatchObject({
      total: 9_000,
      commission: 450,
      bookings: 1,
      rows: [{ kind: 'commission', amount: 9_000, commission: 450 }],
    });

    const cancelled = await bookAndCapture(customer.id, mark);
    expect((await cancelled.fire(cancelled.operatorId, 'cancel')).statusCode).toBe(200);
    await runDueJobs(t.app.deps, quiet);
    const entries = await t.database.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.transactionId, cancelled.id));
    expect(entries).toEqual([]);
  });

  it("refuses the commission of a booking paid with the affiliate's own card (a second account, another browser and address)", async () => {
    t.clock.set('2027-04-01T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db);
    // The affiliate books a tour of their own with their card.
    await bookAndCapture(affiliate.id, undefined, '5555555555554444');
    const secondAccount = await buildUser(t.database.db);
    const stranger = await buildUser(t.database.db);
    const viaLink = async (customerId: string, cardNumber: string, address: string) => {
      const clicked = await click(affiliate.affiliate.token, {}, address);
      return bookAndCapture(customerId, cookiesOfClick(clicked), cardNumber);
    };
    const own = await viaLink(secondAccount.id, '5555 5555 5555 4444', '198.51.100.201');
    const honest = await viaLink(stranger.id, '4000056655665556', '198.51.100.202');
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, honest.id));
    t.clock.set(new Date(row!.bookingEnd!.getTime() + 60_000));
    await runDueJobs(t.app.deps, quiet);

    const referrals = await t.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, affiliate.id));
    expect(referrals.find((r) => r.transactionId === own.id)).toMatchObject({
      review: 'refused',
      reviewReasons: ['own-card'],
    });
    expect(referrals.find((r) => r.transactionId === honest.id)).toMatchObject({ review: null });
    expect((await ledgerOf(affiliate.id)).map((e) => [e.transactionId, e.kind])).toEqual([
      [honest.id, 'commission'],
    ]);
  });

  it('pays a flagged referral its commission once an administrator approves it, and never a refused one', async () => {
    t.clock.set('2027-05-01T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db);
    // The affiliate opens the dashboard from the hotel; two guests book from its Wi-Fi.
    const hotel = '198.51.100.50';
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate',
      remoteAddress: hotel,
      headers: await signedInHeaders(t, affiliate.id),
    });
    expect(seen.statusCode).toBe(200);
    const guest = async () => {
      const clicked = await click(affiliate.affiliate.token, {}, hotel);
      return bookAndCapture((await buildUser(t.database.db)).id, cookiesOfClick(clicked));
    };
    const approved = await guest();
    const refused = await guest();
    const reviewOf = async (id: string) =>
      (
        await t.database.db
          .select({ review: affiliateReferrals.review })
          .from(affiliateReferrals)
          .where(eq(affiliateReferrals.transactionId, id))
      )[0]?.review;
    expect(await reviewOf(approved.id)).toBe('flagged');
    expect(await reviewOf(refused.id)).toBe('flagged');

    // The tours take place while the referrals wait: no commission yet.
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, refused.id));
    t.clock.set(new Date(row!.bookingEnd!.getTime() + 60_000));
    await runDueJobs(t.app.deps, quiet);
    expect(await ledgerOf(affiliate.id)).toEqual([]);

    await reviewAffiliateReferral(t.app.deps, { transactionId: approved.id, decision: 'approved' });
    await reviewAffiliateReferral(t.app.deps, { transactionId: refused.id, decision: 'refused' });
    await runDueJobs(t.app.deps, quiet);
    expect((await ledgerOf(affiliate.id)).map((e) => [e.transactionId, e.kind, e.amount])).toEqual([
      [approved.id, 'commission', 450],
    ]);
    // Answered once: a second answer, or one to a booking never flagged, is refused.
    await expect(
      reviewAffiliateReferral(t.app.deps, { transactionId: refused.id, decision: 'approved' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      reviewAffiliateReferral(t.app.deps, { transactionId: randomUUID(), decision: 'approved' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await reviewOf(refused.id)).toBe('refused');
  });

  it('credits nothing to an affiliate booking through its own link, nor for a booking without the cookie', async () => {
    t.clock.set('2027-03-10T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db);
    const mark = cookiesOfClick(await click(affiliate.affiliate.token));
    const own = await bookAndCapture(affiliate.id, mark);
    const plain = await bookAndCapture((await buildUser(t.database.db)).id);
    for (const { id } of [own, plain]) {
      const referrals = await t.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.transactionId, id));
      expect(referrals).toEqual([]);
      const entries = await t.database.db
        .select()
        .from(affiliateLedger)
        .where(eq(affiliateLedger.transactionId, id));
      expect(entries).toEqual([]);
    }
    expect(await ledgerOf(affiliate.id)).toEqual([]);
    expect((await dashboardOf(affiliate.id)).conversion).toMatchObject({
      bookings: 0,
      commission: 0,
    });
  });
});
