import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
import { scheduleAffiliateMonth } from '../jobs/affiliate-month';
import { runDueJobs } from '../jobs/job-runner';
import {
  accrueAffiliateCommission,
  reverseAffiliateCommission,
} from '../modules/affiliates/accrue-affiliate-commission';
import {
  attributeBooking,
  decodeReferralMark,
  referralCookie,
} from '../modules/affiliates/attribute-booking';
import { buildAffiliate, buildListing, buildOperator, buildUser } from '../test/factories';
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

const click = (ref: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/affiliate-clicks',
    headers: { ...browserHeaders(), 'user-agent': browserUa, ...headers },
    payload: { ref },
  });

const cookieOf = (res: Awaited<ReturnType<typeof click>>, name: string) =>
  res.cookies.find((c) => c.name === name) as
    { value: string; maxAge?: number; httpOnly?: boolean } | undefined;

const clicksOf = async (affiliateId: string) =>
  (
    await t.database.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliateId))
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
  const mark = {
    token: affiliate.affiliate.token,
    clickedAt: new Date(t.clock.now().getTime() - clickedDaysAgo * day),
  };
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
  it('counts one click a visitor and day, sets the 30-day referral cookie, and ignores bots', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const first = await click(affiliate.affiliate.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { isReferral: true } });
    const visitor = cookieOf(first, 'levada_visitor')!;
    const mark = cookieOf(first, referralCookie)!;
    expect(mark).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 60 * 60 });
    expect(decodeReferralMark(mark.value)).toEqual({
      token: affiliate.affiliate.token,
      clickedAt: t.clock.now(),
    });

    const again = (headers: Record<string, string> = {}) =>
      click(affiliate.affiliate.token, {
        cookie: `${browserHeaders().cookie}; levada_visitor=${visitor.value}`,
        ...headers,
      });
    expect((await again()).statusCode).toBe(200);
    expect(await clicksOf(affiliate.id)).toBe(1);
    t.clock.advance(day);
    await again();
    expect(await clicksOf(affiliate.id)).toBe(2);
    await click(affiliate.affiliate.token); // a new visitor
    expect(await clicksOf(affiliate.id)).toBe(3);

    const bot = await click(affiliate.affiliate.token, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.json()).toEqual({ data: { isReferral: false } });
    expect(cookieOf(bot, referralCookie)).toBeUndefined();
    expect(await clicksOf(affiliate.id)).toBe(3);
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
      attributeBooking(t.database.db, t.clock, {
        transactionId: randomUUID(),
        customerId,
        mark: { token, clickedAt },
      });
    const now = t.clock.now().getTime();
    expect(await attribute(new Date(now - 30 * day))).toBe(affiliate.id);
    expect(await attribute(new Date(now - 30 * day - 1))).toBeNull();
    expect(await attribute(new Date(now + 60_000))).toBeNull(); // a click from the future is forged
    expect(await attribute(new Date(now), affiliate.id)).toBeNull(); // self-referral
    const banned = await buildAffiliate(t.database.db, { banned: true });
    expect(await attribute(new Date(now), customer.id, banned.affiliate.token)).toBeNull();
    expect(
      await attributeBooking(t.database.db, t.clock, {
        transactionId: randomUUID(),
        customerId: customer.id,
        mark: null,
      }),
    ).toBeNull();
    expect(decodeReferralMark('tampered')).toBeNull();
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
    t.clock.set('2026-08-20T10:00:00Z');
    await click(affiliate.affiliate.token);
    const august = await referredBooking(affiliate);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: august,
      value: 20_000,
      isSeasonalTour: false,
    });

    t.clock.set('2026-09-01T09:00:00Z');
    await click(affiliate.affiliate.token);
    await click(affiliate.affiliate.token);
    const september = await referredBooking(affiliate);
    await accrueAffiliateCommission(t.app.deps, {
      transactionId: september,
      value: 15_000,
      isSeasonalTour: false,
    });
    t.clock.set('2026-09-30T22:30:00Z'); // 23:30 on the 30th in Lisbon: still September
    await reverseAffiliateCommission(t.app.deps, { transactionId: september, refunded: 15_000 });
    const another = await referredBooking(affiliate);
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
      mark: { token: affiliate.affiliate.token, clickedAt: t.clock.now() },
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

  it('accrues on accept (the capture), on the value without the booking fee, and reverses all of it on a refunded cancellation', async () => {
    const affiliate = await buildAffiliate(t.database.db, {}, { tier: 'silver' });
    const id = await booking(affiliate);
    await transitioned(id, 'confirm-payment');
    expect(await amountsOf(id)).toEqual([]);
    await transitioned(id, 'accept');
    expect(await amountsOf(id)).toEqual([['commission', 10_000, 1_000]]);
    await transitioned(id, 'cancel');
    expect(await amountsOf(id)).toEqual([
      ['commission', 10_000, 1_000],
      ['reversal', -10_000, -1_000],
    ]);
  });

  it('keeps the commission when the customer cancels too late for a refund, and credits nothing on decline', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const kept = await booking(affiliate);
    await transitioned(kept, 'accept');
    await transitioned(kept, 'cancel-by-customer-no-refund');
    expect(await amountsOf(kept)).toEqual([['commission', 10_000, 500]]);
    const declined = await booking(affiliate);
    await transitioned(declined, 'decline');
    expect(await amountsOf(declined)).toEqual([]);
  });

  it('pays the Standard rate on a seasonal tour whatever the tier', async () => {
    const affiliate = await buildAffiliate(t.database.db, {}, { tier: 'platinum' });
    const id = await booking(affiliate, ['seasonaltours']);
    await transitioned(id, 'accept');
    expect(await amountsOf(id)).toEqual([['commission', 10_000, 500]]);
  });
});

describe('through the booking engine', () => {
  /** Signed-in headers carrying the visitor's referral cookie (as the browser sends it), if any. */
  async function withReferral(userId: string, mark?: string) {
    const headers = await signedInHeaders(t, userId);
    return mark ? { ...headers, cookie: `${headers.cookie}; ${referralCookie}=${mark}` } : headers;
  }
  const post = async (url: string, userId: string, payload: object, mark?: string) =>
    t.app.inject({ method: 'POST', url, headers: await withReferral(userId, mark), payload });

  /** Books 2 adults at 45 € through the HTTP API, pays with the test card and lets the operator accept. */
  async function bookAndCapture(customerId: string, mark?: string) {
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
    await authorisePayment(t.app.deps, row!.paymentIntentId!, requested.json().paymentClientSecret);
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

  it('credits the click → booking → capture on the dashboard, and reverses it on a refund', async () => {
    t.clock.set('2027-02-10T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db);
    const clicked = await click(affiliate.affiliate.token);
    const mark = cookieOf(clicked, referralCookie)!.value;
    const customer = await buildUser(t.database.db);
    t.clock.set('2027-02-12T10:00:00Z');
    const { id, operatorId, fire } = await bookAndCapture(customer.id, mark);

    const [referral] = await t.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.transactionId, id));
    expect(referral).toMatchObject({ affiliateId: affiliate.id });
    // 2 × 45 € at the Standard 5 %: 4.50 €.
    expect(await dashboardOf(affiliate.id)).toMatchObject({
      clicks: 1,
      conversion: {
        total: 9_000,
        commission: 450,
        bookings: 1,
        rows: [{ date: '12-02-2027', kind: 'commission', amount: 9_000, commission: 450 }],
      },
    });

    expect((await fire(operatorId, 'cancel')).statusCode).toBe(200);
    await runDueJobs(t.app.deps, quiet);
    expect((await dashboardOf(affiliate.id)).conversion).toMatchObject({
      total: 0,
      commission: 0,
      bookings: 1,
      rows: [{ kind: 'commission' }, { kind: 'reversal', amount: -9_000, commission: -450 }],
    });
  });

  it('credits nothing to an affiliate booking through its own link, nor for a booking without the cookie', async () => {
    t.clock.set('2027-03-10T10:00:00Z');
    const affiliate = await buildAffiliate(t.database.db);
    const mark = cookieOf(await click(affiliate.affiliate.token), referralCookie)!.value;
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
