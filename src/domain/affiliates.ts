// The affiliate programme's rules (spec 001 §4, §9; docs/decisions/047-affiliates.md). Amounts are
// integer euro cents; months are Portuguese calendar months ('YYYY-MM', Lisbon and Madeira share
// their clocks).
import { parseLocalDate } from './local-date';

export const affiliateTiers = ['standard', 'bronze', 'silver', 'gold', 'platinum'] as const;
export type AffiliateTier = (typeof affiliateTiers)[number];

/**
 * Each tier's commission (basis points of the booking value) and the average monthly sales (cents)
 * that reach it: a target is reached at exactly its amount.
 */
export const affiliateTierTable: readonly {
  tier: AffiliateTier;
  rateBasisPoints: number;
  target: number;
}[] = [
  { tier: 'standard', rateBasisPoints: 500, target: 0 },
  { tier: 'bronze', rateBasisPoints: 750, target: 25_000 },
  { tier: 'silver', rateBasisPoints: 1_000, target: 50_000 },
  { tier: 'gold', rateBasisPoints: 1_250, target: 100_000 },
  { tier: 'platinum', rateBasisPoints: 1_500, target: 200_000 },
];

export const isAffiliateTier = (value: unknown): value is AffiliateTier =>
  (affiliateTiers as readonly unknown[]).includes(value);

export const tierRateBasisPoints = (tier: AffiliateTier): number =>
  affiliateTierTable.find((row) => row.tier === tier)!.rateBasisPoints;

/** How many past months the tier averages over. */
export const tierMonths = 3;
/** The smallest balance paid out at a month's end; smaller ones carry over. */
export const minimumAffiliatePayout = 2_000;
/** How long a click on a referral link attributes the visitor's bookings (last click wins). */
export const attributionWindowMs = 30 * 24 * 60 * 60 * 1000;
export const programmeTimeZone = 'Europe/Lisbon' as const;

/**
 * The tier for the sales of the months counted (one amount per month; fewer than 3 for a new
 * affiliate, none at all gives Standard): the highest whose target the average reaches. Compared as
 * sum ≥ target × months, so no average is ever rounded.
 */
export function tierForSales(monthlySales: readonly number[]): AffiliateTier {
  if (monthlySales.length === 0) return 'standard';
  const sum = monthlySales.reduce((total, sales) => total + sales, 0);
  return affiliateTierTable.findLast((row) => sum >= row.target * monthlySales.length)!.tier;
}

/**
 * The sales still needed in the months counted for the next tier (what the dashboard shows), or null
 * at Platinum. Months with no sales yet count, so a new affiliate needs one month's target.
 */
export function remainingSalesToNextTier(
  monthlySales: readonly number[],
): { tier: AffiliateTier; nextTier: AffiliateTier; remaining: number } | null {
  const tier = tierForSales(monthlySales);
  const next = affiliateTierTable[affiliateTiers.indexOf(tier) + 1];
  if (!next) return null;
  const months = Math.max(1, monthlySales.length);
  const sum = monthlySales.reduce((total, sales) => total + sales, 0);
  return { tier, nextTier: next.tier, remaining: next.target * months - sum };
}

/**
 * The commission on a booking's value (cents): the tier's rate, or the Standard rate for a seasonal
 * tour, rounded down to the cent (the marketplace keeps the fraction).
 */
export function affiliateCommission(input: {
  value: number;
  tier: AffiliateTier;
  isSeasonalTour: boolean;
}): {
  rateBasisPoints: number;
  amount: number;
} {
  const rateBasisPoints = tierRateBasisPoints(input.isSeasonalTour ? 'standard' : input.tier);
  return {
    rateBasisPoints,
    amount: Math.floor((Math.max(0, input.value) * rateBasisPoints) / 10_000),
  };
}

/**
 * What a refund of `refunded` of a booking worth `value` takes back of its `commission`, in
 * proportion: the commission on what is kept is recomputed (rounded down), the rest reverses. A full
 * refund reverses all of it, none reverses nothing, and the reversal never exceeds the commission.
 */
export function commissionReversal(input: {
  commission: number;
  value: number;
  refunded: number;
}): number {
  if (input.value <= 0) return input.commission;
  const refunded = Math.min(Math.max(0, input.refunded), input.value);
  return input.commission - Math.floor((input.commission * (input.value - refunded)) / input.value);
}

/** Referral tokens are 10 to 32 URL-safe characters; anything else in a `ref` is ignored. */
export const isReferralToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{10,32}$/.test(value);

/**
 * An affiliate's link (spec 001 §9): the page (the site root for the menu and dashboard) with
 * `ref` set to the token, other query parameters kept.
 */
export function referralLink(baseUrl: string, token: string, path = '/'): string {
  const url = new URL(path, baseUrl);
  url.searchParams.set('ref', token);
  return url.toString();
}

/** Visitors that are crawlers, link previews or scripts: their clicks are not counted. */
/**
 * Why a referred booking may be the affiliate's own (decision 098): booked from a browser the affiliate
 * signed in from, paid with a card the affiliate uses, or made from an address the affiliate was seen
 * at. A hotel's guests book from its Wi-Fi, so an address alone only asks a person to look.
 */
export const referralSuspicions = ['own-browser', 'own-card', 'own-address'] as const;
export type ReferralSuspicion = (typeof referralSuspicions)[number];
export type ReferralReview = 'flagged' | 'approved' | 'refused';

const refusingSuspicions: ReadonlySet<ReferralSuspicion> = new Set(['own-browser', 'own-card']);

/** What a referral's suspicions make of it: refused, flagged for review, or (none) a plain referral. */
export function reviewOfReferral(suspicions: readonly ReferralSuspicion[]): ReferralReview | null {
  if (suspicions.some((s) => refusingSuspicions.has(s))) return 'refused';
  return suspicions.length > 0 ? 'flagged' : null;
}

/** Whether a referral earns its commission now: a plain or approved one does; flagged waits; refused never. */
export const isReferralEarning = (review: ReferralReview | null): boolean =>
  review === null || review === 'approved';

export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  !userAgent ||
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|headless|curl|wget|python|java\/|go-http|okhttp|node-fetch|axios|lighthouse/i.test(
    userAgent,
  );

// ---- months

export type Month = string; // 'YYYY-MM'

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export function addMonths(month: Month, months: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' as the dashboard shows dates: DD-MM-YYYY. */
export function formatDashboardDate(date: string): string {
  if (parseLocalDate(date) === null) throw new RangeError(`Not a date: ${date}`);
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}
