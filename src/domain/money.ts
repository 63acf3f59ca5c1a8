import { AppError } from './errors';
import {
  assertSupportedCurrency,
  fractionDigits,
  marketplaceCurrency,
  minorUnitFactor,
  type Currency,
} from './currency';

/** An amount in integer minor units (cents) with its currency. */
export type Money = { amount: number; currency: Currency };

function assertMinorAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new AppError(
      'money-invalid-amount',
      `Money amounts are non-negative safe integers in minor units, got ${amount}`,
    );
  }
}

export function money(amount: number, currencyCode: string): Money {
  const currency = assertSupportedCurrency(currencyCode);
  assertMinorAmount(amount);
  return { amount: amount + 0, currency }; // + 0 turns -0 into 0 (else shown as "-€0.00")
}

export const eur = (amount: number): Money => money(amount, 'EUR');

/** Listing prices are EUR only (spec 000 §5); the error names what the marketplace supports. */
export function assertListingCurrency(currencyCode: string): void {
  if (currencyCode !== marketplaceCurrency) {
    throw new AppError(
      'currency-unsupported',
      `Listing prices must be in ${marketplaceCurrency}, got ${currencyCode}`,
      [{ currency: currencyCode, supported: [marketplaceCurrency] }],
    );
  }
}

/** Major units (e.g. 12.5 EUR) to minor units, refusing values finer than the minor unit. */
export function toMinorUnits(major: number, currencyCode: string): number {
  const currency = assertSupportedCurrency(currencyCode);
  const factor = minorUnitFactor(currency);
  const rounded = Math.round(major * factor);
  // Exact test: rounded / factor is the double nearest to the decimal it stands for, so any amount
  // typed with at most the allowed decimals (10.05, 0.07) passes and anything finer (10.005,
  // 10.0000000001, 1.5 JPY) is refused rather than silently rounded.
  if (!Number.isFinite(major) || rounded / factor !== major) {
    throw new AppError(
      'money-invalid-amount',
      `${major} ${currency} is not divisible by the minor unit 1/${factor}`,
    );
  }
  assertMinorAmount(rounded);
  return rounded + 0; // -0 to 0
}

export function toMajorUnits(value: Money): number {
  return value.amount / minorUnitFactor(value.currency);
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new AppError('currency-unsupported', `Cannot add ${a.currency} to ${b.currency}`);
  }
  return money(a.amount + b.amount, a.currency);
}

export function formatMoney(
  value: Money,
  locale: string,
  options: { wholeAmount?: boolean } = {},
): string {
  const digits = options.wholeAmount ? 0 : fractionDigits(value.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajorUnits(value) + 0);
}

/** Round half up of amount × percent / 100, for non-negative whole amounts and percents. */
export function percentOf(amount: number, percent: number): number {
  const scaled = amount * percent + 50;
  if (!Number.isSafeInteger(scaled)) throw new AppError('money-invalid-amount', 'Amount too large');
  return (scaled - (scaled % 100)) / 100;
}
