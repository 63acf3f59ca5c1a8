import { AppError } from './errors';

// Minor-unit factors of spec 000 §9: 100 for all listed currencies except JPY (1).
export const currencyFactors = {
  AUD: 100,
  CAD: 100,
  CHF: 100,
  CNY: 100,
  DKK: 100,
  EUR: 100,
  GBP: 100,
  HKD: 100,
  INR: 100,
  JPY: 1,
  MXN: 100,
  NOK: 100,
  NZD: 100,
  SEK: 100,
  SGD: 100,
  USD: 100,
} as const;

export type Currency = keyof typeof currencyFactors;
export const supportedCurrencies = Object.keys(currencyFactors) as Currency[];
export const marketplaceCurrency = 'EUR' satisfies Currency;
export type MarketplaceCurrency = typeof marketplaceCurrency;

export const isSupportedCurrency = (code: string): code is Currency =>
  Object.prototype.hasOwnProperty.call(currencyFactors, code);

export function assertSupportedCurrency(code: string): Currency {
  if (!isSupportedCurrency(code)) {
    throw new AppError(
      'currency-unsupported',
      `Unsupported currency ${code}. Supported currencies: ${supportedCurrencies.join(', ')}`,
      [{ currency: code, supported: supportedCurrencies }],
    );
  }
  return code;
}

export const minorUnitFactor = (currency: Currency): number => currencyFactors[currency];
export const fractionDigits = (currency: Currency): number => (currency === 'JPY' ? 0 : 2);
