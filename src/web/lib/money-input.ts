import { toMinorUnits } from '../../domain/money';

/** Euros typed by a person ("45", "45.5", "45,50", " 1 200 ") to cents; null when not a valid amount. */
export function parseEuroInput(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return null;
  try {
    return toMinorUnits(Number(compact.replace(',', '.')), 'EUR');
  } catch {
    return null;
  }
}

/** Cents to what a price field shows, with the reader's decimal mark: "45", "45.50" or "45,50". */
export const formatEuroInput = (cents: number | null | undefined, locale = 'en'): string =>
  cents === null || cents === undefined
    ? ''
    : cents % 100 === 0
      ? String(cents / 100)
      : (cents / 100).toFixed(2).replace('.', decimalMarkOf(locale));

const decimalMarkOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
  '.';
