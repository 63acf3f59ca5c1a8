import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyFactors,
  fractionDigits,
  minorUnitFactor,
  supportedCurrencies,
  type Currency,
} from './currency';
import { AppError } from './errors';
import {
  addMoney,
  percentOf,
  assertListingCurrency,
  eur,
  formatMoney,
  money,
  toMajorUnits,
  toMinorUnits,
  type Money,
} from './money';

// Node's full ICU uses no-break spaces in some locales: U+00A0 (NBSP) and U+202F (narrow NBSP).
const nbsp = '\u00a0';
const nnbsp = '\u202f';

function appErrorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, nothing was thrown');
}

describe('currency table (spec 000 §9)', () => {
  const expected: [Currency, number][] = [
    ['AUD', 100],
    ['CAD', 100],
    ['CHF', 100],
    ['CNY', 100],
    ['DKK', 100],
    ['EUR', 100],
    ['GBP', 100],
    ['HKD', 100],
    ['INR', 100],
    ['JPY', 1],
    ['MXN', 100],
    ['NOK', 100],
    ['NZD', 100],
    ['SEK', 100],
    ['SGD', 100],
    ['USD', 100],
  ];

  it('lists exactly the spec currencies', () => {
    expect([...supportedCurrencies].sort()).toEqual(expected.map(([c]) => c));
    expect(Object.keys(currencyFactors)).toHaveLength(16);
  });

  it.each(expected)('%s has minor-unit factor %i', (currency, factor) => {
    expect(minorUnitFactor(currency)).toBe(factor);
    expect(fractionDigits(currency)).toBe(factor === 1 ? 0 : 2);
    expect(toMinorUnits(3, currency)).toBe(3 * factor);
    expect(toMajorUnits(money(5 * factor, currency))).toBe(5);
  });
});

describe('money()', () => {
  it('keeps integer minor units and the currency', () => {
    expect(money(1250, 'EUR')).toEqual({ amount: 1250, currency: 'EUR' });
    expect(eur(0)).toEqual({ amount: 0, currency: 'EUR' });
    expect(money(Number.MAX_SAFE_INTEGER, 'JPY').amount).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['negative', -1],
    ['fractional', 12.5],
    ['unsafe 2**53', 2 ** 53],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('refuses a %s amount with money-invalid-amount', (_label, amount) => {
    const error = appErrorOf(() => money(amount, 'EUR'));
    expect(error.code).toBe('money-invalid-amount');
  });

  it('stores -0 as 0 so it never formats as a negative amount', () => {
    const zero = money(-0, 'EUR');
    expect(Object.is(zero.amount, 0)).toBe(true);
    expect(formatMoney(zero, 'en')).toBe('€0.00');
  });

  it.each(['XXX', 'eur', 'BTC', ''])(
    'refuses unknown currency %j and names the supported ones',
    (code) => {
      const error = appErrorOf(() => money(100, code));
      expect(error.code).toBe('currency-unsupported');
      expect(error.message).toContain(`Unsupported currency ${code}`);
      for (const currency of supportedCurrencies) expect(error.message).toContain(currency);
      expect(error.details).toEqual([{ currency: code, supported: supportedCurrencies }]);
    },
  );
});

describe('toMinorUnits / toMajorUnits', () => {
  it.each([
    [12.5, 'EUR', 1250],
    [10.05, 'EUR', 1005],
    [0.07, 'EUR', 7],
    [0.29, 'EUR', 29],
    [19.99, 'USD', 1999],
    [0, 'EUR', 0],
    [1234, 'JPY', 1234],
    [90_071_992_547.4, 'EUR', 9_007_199_254_740],
  ] as const)('%d %s is %d minor units', (major, currency, minor) => {
    expect(toMinorUnits(major, currency)).toBe(minor);
  });

  it.each([
    [10.005, 'EUR'],
    [0.001, 'EUR'],
    [10.0000000001, 'EUR'],
    [0.1 + 0.2, 'EUR'], // 0.30000000000000004 is finer than a cent
    [1.5, 'JPY'],
    [0.5, 'JPY'],
    [-1, 'EUR'],
    [-0.01, 'EUR'],
    [2 ** 53, 'JPY'],
    [2 ** 53 / 100, 'EUR'],
    [Number.NaN, 'EUR'],
    [Number.POSITIVE_INFINITY, 'EUR'],
  ] as const)('refuses %d %s', (major, currency) => {
    expect(appErrorOf(() => toMinorUnits(major, currency)).code).toBe('money-invalid-amount');
  });

  it('names the minor unit when refusing a finer amount', () => {
    expect(appErrorOf(() => toMinorUnits(10.005, 'EUR')).message).toBe(
      '10.005 EUR is not divisible by the minor unit 1/100',
    );
    expect(appErrorOf(() => toMinorUnits(1.5, 'JPY')).message).toBe(
      '1.5 JPY is not divisible by the minor unit 1/1',
    );
  });

  it('turns -0 into 0', () => {
    expect(Object.is(toMinorUnits(-0, 'EUR'), 0)).toBe(true);
  });

  it('refuses unknown currencies', () => {
    const error = appErrorOf(() => toMinorUnits(1, 'ABC'));
    expect(error.code).toBe('currency-unsupported');
    expect(error.message).toContain('EUR');
    expect(error.message).toContain('JPY');
  });

  // Amounts below 2**43 minor units (~88 billion EUR) survive the trip through a double in major
  // units; beyond that, major-unit doubles cannot hold every cent.
  const minorAmount = fc.integer({ min: 0, max: 2 ** 43 });

  it('round-trips toMinorUnits(toMajorUnits(x)) for EUR and JPY (property)', () => {
    fc.assert(
      fc.property(
        minorAmount,
        fc.constantFrom<Currency>('EUR', 'JPY', 'USD'),
        (amount, currency) => {
          expect(toMinorUnits(toMajorUnits(money(amount, currency)), currency)).toBe(amount);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts any amount typed with two decimals and refuses a third non-zero decimal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, extra) => {
          const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          expect(toMinorUnits(Number.parseFloat(typed), 'EUR')).toBe(cents);
          expect(() => toMinorUnits(Number.parseFloat(`${typed}${extra}`), 'EUR')).toThrow(
            AppError,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('assertListingCurrency (spec 000 §5)', () => {
  it('accepts EUR', () => {
    expect(() => assertListingCurrency('EUR')).not.toThrow();
  });

  it.each(['USD', 'GBP', 'JPY', 'eur', 'XXX', ''])(
    'refuses %j with currency-unsupported naming EUR',
    (code) => {
      const error = appErrorOf(() => assertListingCurrency(code));
      expect(error.code).toBe('currency-unsupported');
      expect(error.message).toBe(`Listing prices must be in EUR, got ${code}`);
      expect(error.details).toEqual([{ currency: code, supported: ['EUR'] }]);
    },
  );
});

describe('addMoney', () => {
  it('adds amounts of one currency', () => {
    expect(addMoney(eur(1250), eur(75))).toEqual(eur(1325));
    expect(addMoney(money(100, 'JPY'), money(5, 'JPY'))).toEqual(money(105, 'JPY'));
  });

  it('refuses a currency mismatch', () => {
    const error = appErrorOf(() => addMoney(eur(100), money(100, 'USD')));
    expect(error.code).toBe('currency-unsupported');
    expect(error.message).toBe('Cannot add EUR to USD');
  });

  it('refuses a sum beyond the safe integer range', () => {
    const error = appErrorOf(() => addMoney(eur(Number.MAX_SAFE_INTEGER), eur(1)));
    expect(error.code).toBe('money-invalid-amount');
  });
});

describe('formatMoney (exact strings from Node full ICU)', () => {
  const cases: [string, Money, { wholeAmount?: boolean }, string][] = [
    // en
    ['en', eur(123450), {}, '€1,234.50'],
    ['en', eur(500), {}, '€5.00'],
    ['en', eur(0), {}, '€0.00'],
    ['en', eur(4500), { wholeAmount: true }, '€45'],
    ['en', money(1234, 'JPY'), {}, '¥1,234'],
    ['en', money(1999, 'USD'), {}, '$19.99'],
    // pt
    ['pt', eur(123450), {}, `€${nbsp}1.234,50`],
    ['pt', eur(4500), { wholeAmount: true }, `€${nbsp}45`],
    ['pt', money(1234, 'JPY'), {}, `JP¥${nbsp}1.234`],
    // de
    ['de', eur(123450), {}, `1.234,50${nbsp}€`],
    ['de', eur(4500), { wholeAmount: true }, `45${nbsp}€`],
    ['de', money(1234, 'JPY'), {}, `1.234${nbsp}¥`],
    // es: no grouping for four-digit numbers
    ['es', eur(123450), {}, `1234,50${nbsp}€`],
    ['es', eur(1234567), {}, `12.345,67${nbsp}€`],
    ['es', eur(4500), { wholeAmount: true }, `45${nbsp}€`],
    ['es', money(1234, 'JPY'), {}, `1234${nbsp}JPY`],
    // fr: narrow no-break space between thousands
    ['fr', eur(123450), {}, `1${nnbsp}234,50${nbsp}€`],
    ['fr', eur(4500), { wholeAmount: true }, `45${nbsp}€`],
    ['fr', money(1234, 'JPY'), {}, `1${nnbsp}234${nbsp}JPY`],
  ];

  it.each(cases)('%s %j %j -> %j', (locale, value, options, expected) => {
    expect(formatMoney(value, locale, options)).toBe(expected);
  });

  it('shows 2 decimals for every 100-factor currency and none for JPY', () => {
    for (const currency of supportedCurrencies) {
      const text = formatMoney(money(minorUnitFactor(currency) * 7, currency), 'en');
      if (currency === 'JPY') expect(text).toMatch(/7$/);
      else expect(text).toMatch(/7\.00$/);
    }
  });

  it('wholeAmount drops the decimals', () => {
    expect(formatMoney(eur(100_000), 'en', { wholeAmount: true })).toBe('€1,000');
    expect(formatMoney(money(100_000, 'JPY'), 'en', { wholeAmount: true })).toBe('¥100,000');
  });
});

describe('percentOf', () => {
  it.each([
    [1005, 10, 101],
    [1004, 10, 100],
    [1, 50, 1],
    [0, 30, 0],
    [11250, 30, 3375],
  ])('percentOf(%i, %i) = %i (half up)', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('refuses an amount too large to scale exactly', () => {
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 100)).toThrow(AppError);
  });
});
