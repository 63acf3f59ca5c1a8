// The OCTO supplier API's mapping onto Levada (issue 47; decisions 149-151), pure: a listing is a
// Product with one DEFAULT option and the units its prices offer, a departure an Availability whose
// id is its local start with the zone's offset, a transaction's state an OCTO booking status.
import type { BookingState } from './booking-process';
import { isPricedForTheParty, bookableCategories, type PricingData } from './pricing';
import { percentOf } from './money';
import { fullRefundNoticeHours } from './refund-policy';
import { localDateOf, localTimeOf } from './zone-date';
import type { ListingTimeZone } from './listing';

export const octoOptionId = 'DEFAULT';
export const octoUnitIds = ['adult', 'child', 'infant'] as const;
export type OctoUnitId = (typeof octoUnitIds)[number];
export const isOctoUnitId = (value: string): value is OctoUnitId =>
  (octoUnitIds as readonly string[]).includes(value);

/** A hold lasts this long unless the reseller asks otherwise, and never longer than the maximum. */
export const defaultHoldMinutes = 30;
export const maxHoldMinutes = 240;
/** OCTO's cancellation cut-off: the refund policy's notice. */
export const cancellationCutoffHours = fullRefundNoticeHours;

export const octoCapabilityIds = ['octo/content', 'octo/pricing', 'octo/webhooks'] as const;
export type OctoCapabilityId = (typeof octoCapabilityIds)[number];

/** The capabilities a reseller asked for in Octo-Capabilities that we offer; unknown ones are ignored. */
export function requestedCapabilities(header: string | undefined): OctoCapabilityId[] {
  if (!header) return [];
  const asked = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return octoCapabilityIds.filter((id) => asked.includes(id));
}

export type OctoBookingStatus =
  'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'REDEEMED' | 'PENDING' | 'REJECTED';

/** A transaction's OCTO status: its state, and REDEEMED once the traveller checked in. */
export function octoStatusOf(
  state: BookingState,
  checkedInAt: Date | null,
  hold: { expiresAt: Date | null; now: Date } | null = null,
): OctoBookingStatus {
  switch (state) {
    // A hold past its expiry reads EXPIRED before the engine's timer job has released it.
    case 'pending-payment':
      return hold?.expiresAt && hold.expiresAt <= hold.now ? 'EXPIRED' : 'ON_HOLD';
    case 'payment-expired':
      return 'EXPIRED';
    case 'preauthorized':
      return 'PENDING';
    case 'declined':
      return 'REJECTED';
    case 'canceled':
      return 'CANCELLED';
    case 'initial':
    case 'enquiry':
      return 'ON_HOLD';
    default:
      return checkedInAt ? 'REDEEMED' : 'CONFIRMED';
  }
}

export type AvailabilityStatus = 'AVAILABLE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';

/** SOLD_OUT without a free seat, LIMITED with a quarter or less free, CLOSED without any seat at all. */
export function availabilityStatusOf(free: number, capacity: number): AvailabilityStatus {
  if (capacity <= 0) return 'CLOSED';
  if (free <= 0) return 'SOLD_OUT';
  return free * 4 <= capacity ? 'LIMITED' : 'AVAILABLE';
}

/** An instant as a local date-time with the zone's offset ('2026-06-01T09:00:00+01:00'). */
export function localDateTimeWithOffset(instant: Date, timeZone: ListingTimeZone): string {
  const date = localDateOf(instant, timeZone);
  const time = localTimeOf(instant, timeZone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  const seconds = instant.getUTCSeconds();
  const offsetMinutes = Math.round((wall - (instant.getTime() - seconds * 1000)) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${time}:${pad(seconds)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const localDateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?([+-])(\d{2}):(\d{2})$/;

/**
 * The instant an availability id names: a local date-time with an offset. Without one (a local time
 * alone, or `Z`, which names no local time), or not a real date: null.
 */
export function parseAvailabilityId(id: string): Date | null {
  const match = localDateTimePattern.exec(id);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, sign, oh, om] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59 ||
    Number(oh) > 14 ||
    Number(om) > 59
  )
    return null;
  const offset = (Number(oh) * 60 + Number(om)) * (sign === '-' ? -1 : 1);
  return new Date(wall - offset * 60_000);
}

/** A local date 'YYYY-MM-DD' that exists. */
export function isLocalDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The ages of a price's age group ('4-11', '0-3', '12+'); null when it names none. */
export function ageRangeOf(ageGroup: string | undefined): { min: number; max: number } | null {
  if (!ageGroup) return null;
  const range = /^\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s*$/.exec(ageGroup);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const open = /^\s*(\d{1,3})\s*\+\s*$/.exec(ageGroup);
  return open ? { min: Number(open[1]), max: 99 } : null;
}

export type OctoUnitFacts = {
  id: OctoUnitId;
  type: 'ADULT' | 'CHILD' | 'INFANT';
  minAge: number;
  maxAge: number;
  /** The seats one of them takes; a party priced as a whole takes its one unit whoever comes. */
  paxCount: number;
  accompaniedBy: OctoUnitId[];
  /** What one costs before and after the listing's discount; a party price is on the adult. */
  original: number;
  retail: number;
};

/** The units a listing's prices offer (adults always; children and infants when priced or free). */
export function octoUnitsOf(data: PricingData): OctoUnitFacts[] {
  const prices = data.prices;
  if (!prices) return [];
  const categories = bookableCategories(data);
  const perParty = isPricedForTheParty(data.unitType);
  const child = ageRangeOf(prices.child?.ageGroup) ?? { min: 4, max: 11 };
  const infant = ageRangeOf(prices.infant?.ageGroup) ?? { min: 0, max: 3 };
  const discounted = (amount: number) => amount - percentOf(amount, data.discountPercent ?? 0);
  const priced = (amount: number) => ({ original: amount, retail: discounted(amount) });
  const childPrice = data.unitType === 'person' ? prices.adult : (prices.child?.amount ?? 0);
  const units: OctoUnitFacts[] = [
    {
      id: 'adult',
      type: 'ADULT',
      minAge: Math.max(categories.children ? child.max + 1 : infant.max + 1, 0),
      maxAge: 99,
      paxCount: 1,
      accompaniedBy: [],
      ...priced(prices.adult),
    },
  ];
  if (categories.children)
    units.push({
      id: 'child',
      type: 'CHILD',
      minAge: child.min,
      maxAge: child.max,
      paxCount: 1,
      accompaniedBy: ['adult'],
      ...priced(perParty ? 0 : childPrice),
    });
  if (categories.infants)
    units.push({
      id: 'infant',
      type: 'INFANT',
      minAge: infant.min,
      maxAge: infant.max,
      paxCount: 1,
      accompaniedBy: ['adult'],
      ...priced(perParty ? 0 : (prices.infant?.amount ?? 0)),
    });
  return units;
}

export type UnitQuantities = { adults: number; children: number; infants: number };

/**
 * The party a list of unit items names, or the first unit id the listing does not offer. Quantities'
 * own limits (at least one adult, at most 50 each) are the pricing's to check.
 */
export function quantitiesOfUnits(
  unitIds: readonly string[],
  offered: readonly OctoUnitId[],
): { quantities: UnitQuantities } | { invalidUnitId: string } {
  const quantities: UnitQuantities = { adults: 0, children: 0, infants: 0 };
  for (const id of unitIds) {
    if (!isOctoUnitId(id) || !offered.includes(id)) return { invalidUnitId: id };
    if (id === 'adult') quantities.adults += 1;
    else if (id === 'child') quantities.children += 1;
    else quantities.infants += 1;
  }
  return { quantities };
}

/** The net rate: what the reseller owes of a retail amount, its commission kept (rounded half up). */
export const netOf = (retail: number, commissionPercent: number): number =>
  retail - percentOf(retail, commissionPercent);

/** Merges a unit list into unit items ({id, quantity} → one id per person). */
export function unitIdsOf(units: readonly { id: string; quantity: number }[]): string[] {
  return units.flatMap((unit) => Array.from({ length: unit.quantity }, () => unit.id));
}

export type TestModeAction = 'confirm' | 'extend' | 'cancel' | 'update';

/** A test-mode booking's status now: a hold past its expiry has expired. */
export const testModeStatusOf = (
  status: OctoBookingStatus,
  expiresAt: Date | null,
  now: Date,
): OctoBookingStatus =>
  status === 'ON_HOLD' && expiresAt && expiresAt <= now ? 'EXPIRED' : status;

/**
 * What a test-mode booking becomes (decision 149): the reseller's moves of the booking process on a
 * booking that holds no seat, or null when the move is refused (UNPROCESSABLE_ENTITY). A repeated
 * confirm or cancel answers the booking as it is.
 */
export function nextTestModeStatus(
  status: OctoBookingStatus,
  action: TestModeAction,
  facts: { isInstant: boolean; isBeforeCutoff: boolean },
): OctoBookingStatus | null {
  switch (action) {
    case 'extend':
      return status === 'ON_HOLD' ? 'ON_HOLD' : null;
    case 'confirm':
      if (status === 'ON_HOLD') return facts.isInstant ? 'CONFIRMED' : 'PENDING';
      return status === 'CONFIRMED' || status === 'PENDING' ? status : null;
    case 'update':
      if (status === 'ON_HOLD') return status;
      return (status === 'CONFIRMED' || status === 'PENDING') && facts.isBeforeCutoff
        ? status
        : null;
    case 'cancel':
      if (status === 'CANCELLED' || status === 'ON_HOLD') return 'CANCELLED';
      return (status === 'CONFIRMED' || status === 'PENDING') && facts.isBeforeCutoff
        ? 'CANCELLED'
        : null;
  }
}
