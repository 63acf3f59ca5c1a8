import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affiliateCommission,
  commissionReversal,
  isBotUserAgent,
  isReferralEarning,
  isReferralToken,
  referralLink,
  remainingSalesToNextTier,
  reviewOfReferral,
  tierForSales,
} from './affiliates';

describe('tierForSales', () => {
  it.each([
    { sales: [], tier: 'standard' },
    { sales: [0, 0, 0], tier: 'standard' },
    { sales: [24_999, 25_000, 25_000], tier: 'standard' }, // average 249.99…
    { sales: [25_000, 25_000, 25_000], tier: 'bronze' }, // exactly 250 €
    { sales: [75_000, 0, 0], tier: 'bronze' }, // the average, not each month
    { sales: [49_999, 50_000, 50_000], tier: 'bronze' },
    { sales: [50_000, 50_000, 50_000], tier: 'silver' },
    { sales: [99_999, 100_000, 100_000], tier: 'silver' },
    { sales: [100_000, 100_000, 100_000], tier: 'gold' },
    { sales: [199_999, 200_000, 200_000], tier: 'gold' },
    { sales: [200_000, 200_000, 200_000], tier: 'platinum' },
    { sales: [9_000_000, 0, 0], tier: 'platinum' },
    // First months: the average over the months the affiliate has had.
    { sales: [25_000], tier: 'bronze' },
    { sales: [24_999], tier: 'standard' },
    { sales: [60_000, 40_000], tier: 'silver' },
    { sales: [60_000, 39_999], tier: 'bronze' },
    // Reversals can leave a month negative.
    { sales: [80_000, -5_000, 0], tier: 'bronze' },
  ] as const)('$sales → $tier', ({ sales, tier }) => {
    expect(tierForSales(sales)).toBe(tier);
  });

  it('never falls when a month sells more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(500_000), { minLength: 1, maxLength: 3 }),
        fc.nat(2),
        fc.nat(100_000),
        (sales, i, extra) => {
          const more = sales.map((s, j) => (j === i % sales.length ? s + extra : s));
          const order = ['standard', 'bronze', 'silver', 'gold', 'platinum'];
          expect(order.indexOf(tierForSales(more))).toBeGreaterThanOrEqual(
            order.indexOf(tierForSales(sales)),
          );
        },
      ),
    );
  });
});

describe('remainingSalesToNextTier', () => {
  it.each([
    { sales: [], expected: { tier: 'standard', nextTier: 'bronze', remaining: 25_000 } },
    { sales: [0, 0, 0], expected: { tier: 'standard', nextTier: 'bronze', remaining: 75_000 } },
    {
      sales: [10_000, 20_000, 0],
      expected: { tier: 'standard', nextTier: 'bronze', remaining: 45_000 },
    },
    {
      sales: [25_000, 25_000, 25_000],
      expected: { tier: 'bronze', nextTier: 'silver', remaining: 75_000 },
    },
    { sales: [150_000], expected: { tier: 'gold', nextTier: 'platinum', remaining: 50_000 } },
    { sales: [200_000, 200_000, 200_000], expected: null },
  ] as const)('$sales', ({ sales, expected }) => {
    expect(remainingSalesToNextTier(sales)).toEqual(expected);
  });

  it('names exactly the sales that reach the next tier', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(300_000), { minLength: 1, maxLength: 3 }), (sales) => {
        const next = remainingSalesToNextTier(sales);
        if (!next) return;
        expect(next.remaining).toBeGreaterThan(0);
        const reached = [...sales.slice(0, -1), sales.at(-1)! + next.remaining];
        const short = [...sales.slice(0, -1), sales.at(-1)! + next.remaining - 1];
        expect(tierForSales(reached)).toBe(next.nextTier);
        expect(tierForSales(short)).toBe(next.tier);
      }),
    );
  });
});

describe('affiliateCommission', () => {
  it.each([
    {
      value: 10_000,
      tier: 'standard',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 500, amount: 500 },
    },
    {
      value: 10_000,
      tier: 'bronze',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 750, amount: 750 },
    },
    {
      value: 10_000,
      tier: 'silver',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 1_000, amount: 1_000 },
    },
    {
      value: 10_000,
      tier: 'gold',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 1_250, amount: 1_250 },
    },
    {
      value: 10_000,
      tier: 'platinum',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 1_500, amount: 1_500 },
    },
    // Fractions of a cent go to the marketplace: 7.5 % of 12.99 € is 97.425 cents.
    {
      value: 1_299,
      tier: 'bronze',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 750, amount: 97 },
    },
    {
      value: 1_299,
      tier: 'gold',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 1_250, amount: 162 },
    },
    {
      value: 19,
      tier: 'standard',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 500, amount: 0 },
    },
    {
      value: 0,
      tier: 'platinum',
      isSeasonalTour: false,
      expected: { rateBasisPoints: 1_500, amount: 0 },
    },
    // A seasonal tour earns the Standard rate whatever the tier.
    {
      value: 10_000,
      tier: 'platinum',
      isSeasonalTour: true,
      expected: { rateBasisPoints: 500, amount: 500 },
    },
  ] as const)(
    '$tier on $value (seasonal $isSeasonalTour)',
    ({ value, tier, isSeasonalTour, expected }) => {
      expect(affiliateCommission({ value, tier, isSeasonalTour })).toEqual(expected);
    },
  );

  it('never exceeds the 30 % tour operator fee it is paid out of', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.constantFrom('standard', 'bronze', 'silver', 'gold', 'platinum' as const),
        fc.boolean(),
        (value, tier, isSeasonalTour) => {
          const { amount } = affiliateCommission({ value, tier, isSeasonalTour });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.round((value * 30) / 100));
        },
      ),
    );
  });
});

describe('commissionReversal', () => {
  it.each([
    { commission: 750, value: 10_000, refunded: 10_000, expected: 750 },
    { commission: 750, value: 10_000, refunded: 0, expected: 0 },
    { commission: 750, value: 10_000, refunded: 5_000, expected: 375 },
    { commission: 97, value: 1_299, refunded: 650, expected: 49 }, // keeps floor(97 × 649 / 1299) = 48
    { commission: 97, value: 1_299, refunded: 99_999, expected: 97 }, // never more than the commission
    { commission: 0, value: 19, refunded: 19, expected: 0 },
  ])(
    '$refunded of $value reverses $expected of $commission',
    ({ commission, value, refunded, expected }) => {
      expect(commissionReversal({ commission, value, refunded })).toBe(expected);
    },
  );

  it('reverses between nothing and all, and more for a larger refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        (value, a, b) => {
          const { amount: commission } = affiliateCommission({
            value,
            tier: 'gold',
            isSeasonalTour: false,
          });
          const [small, large] = [Math.min(a, b) % (value + 1), Math.max(a, b) % (value + 1)].sort(
            (x, y) => x - y,
          ) as [number, number];
          const lo = commissionReversal({ commission, value, refunded: small });
          const hi = commissionReversal({ commission, value, refunded: large });
          expect(lo).toBeGreaterThanOrEqual(0);
          expect(hi).toBeLessThanOrEqual(commission);
          expect(hi).toBeGreaterThanOrEqual(lo);
          expect(commissionReversal({ commission, value, refunded: value })).toBe(commission);
        },
      ),
    );
  });
});

describe('referral links and tokens', () => {
  it.each([
    { path: undefined, expected: 'https://levada.test/?ref=AbC123xyz_9' },
    { path: '/s?keywords=boat', expected: 'https://levada.test/s?keywords=boat&ref=AbC123xyz_9' },
    {
      path: '/l/levada-walk/1?ref=someoneElse1',
      expected: 'https://levada.test/l/levada-walk/1?ref=AbC123xyz_9',
    },
  ])('$path', ({ path, expected }) => {
    expect(referralLink('https://levada.test', 'AbC123xyz_9', path)).toBe(expected);
  });

  it.each([
    ['AbC123xyz_9', true],
    ['a'.repeat(32), true],
    ['short', false],
    ['a'.repeat(33), false],
    ['has space1', false],
    ['<script>x</script>', false],
    [undefined, false],
    [['AbC123xyz_9'], false],
  ])('%s is a token: %s', (value, expected) => {
    expect(isReferralToken(value)).toBe(expected);
  });

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1', true],
    ['WhatsApp/2.23.20.0', true],
    ['curl/8.5.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36', true],
    [undefined, true],
  ])('%s is a bot: %s', (userAgent, expected) => {
    expect(isBotUserAgent(userAgent)).toBe(expected);
  });
});

describe('reviewOfReferral', () => {
  it.each([
    { suspicions: [], review: null, isEarning: true },
    { suspicions: ['own-address'], review: 'flagged', isEarning: false },
    { suspicions: ['own-browser'], review: 'refused', isEarning: false },
    { suspicions: ['own-card'], review: 'refused', isEarning: false },
    { suspicions: ['own-address', 'own-card'], review: 'refused', isEarning: false },
    { suspicions: ['own-address', 'own-browser', 'own-card'], review: 'refused', isEarning: false },
  ] as const)('$suspicions → $review', ({ suspicions, review, isEarning }) => {
    expect(reviewOfReferral(suspicions)).toBe(review);
    expect(isReferralEarning(reviewOfReferral(suspicions))).toBe(isEarning);
  });

  it('earns once an administrator approves a flagged referral', () => {
    expect(isReferralEarning('approved')).toBe(true);
  });
});
