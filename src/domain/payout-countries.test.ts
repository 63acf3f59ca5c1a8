import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankFieldsOf,
  bankTokenFields,
  checkAbaRouting,
  checkBankAccount,
  checkClabe,
  checkIban,
  payoutCountries,
  payoutCountryOf,
} from './payout-countries';

const country = (code: string) => payoutCountryOf(code)!;

describe('payout countries', () => {
  it('has the 36 payout countries once each, every one with a currency and a bank scheme', () => {
    expect(payoutCountries).toHaveLength(36);
    expect(new Set(payoutCountries.map((c) => c.code)).size).toBe(36);
    for (const c of payoutCountries) {
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(bankFieldsOf[c.bank].length).toBeGreaterThan(0);
      if (c.bank === 'iban') expect(c.ibanLength).toBeGreaterThanOrEqual(15);
    }
  });

  it.each([
    ['PT', 'EUR', 'iban'],
    ['GB', 'GBP', 'gb'],
    ['US', 'USD', 'us'],
    ['CH', 'CHF', 'iban'],
    ['BG', 'EUR', 'iban'],
    ['SE', 'SEK', 'iban'],
    ['MX', 'MXN', 'mx'],
    ['HK', 'HKD', 'hk'],
    ['SG', 'SGD', 'sg'],
    ['NZ', 'NZD', 'nz'],
    ['AU', 'AUD', 'au'],
    ['CA', 'CAD', 'ca'],
    ['JP', 'JPY', 'jp'],
    ['pt', 'EUR', 'iban'],
  ])('%s pays out in %s with %s bank fields', (code, currency, bank) => {
    expect(payoutCountryOf(code)).toMatchObject({ currency, bank });
  });

  it('pays out by IBAN in exactly the 27 countries of spec 001 §3, and nine others by their own fields', () => {
    const ibanCountries =
      'AT BE BG CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE CH NO';
    expect(
      payoutCountries
        .filter((c) => c.bank === 'iban')
        .map((c) => c.code)
        .sort(),
    ).toEqual(ibanCountries.split(' ').sort());
    expect(
      payoutCountries
        .filter((c) => c.bank !== 'iban')
        .map((c) => `${c.code}:${c.bank}`)
        .sort(),
    ).toEqual(['AU:au', 'CA:ca', 'GB:gb', 'HK:hk', 'JP:jp', 'MX:mx', 'NZ:nz', 'SG:sg', 'US:us']);
  });

  it('does not know unsupported countries', () => {
    expect(payoutCountryOf('BR')).toBeUndefined();
    expect(payoutCountryOf('')).toBeUndefined();
  });
});

describe('bank field checks', () => {
  it.each([
    ['PT50 0002 0123 1234 5678 9015 4', 'PT', null],
    ['DE89370400440532013000', 'DE', null],
    ['FR1420041010050500013M02606', 'FR', null],
    ['DE89370400440532013001', 'DE', 'checksum'],
    ['DE8937040044053201300', 'DE', 'invalid'],
    ['DE89370400440532013000', 'PT', 'wrongCountry'],
    ['hello', 'PT', 'invalid'],
  ])('IBAN %s for %s: %s', (value, code, expected) =>
    expect(checkIban(value, country(code))).toBe(expected),
  );

  it('a single changed digit of a valid IBAN never passes', () => {
    const valid = 'PT50000201231234567890154';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, add) => {
          const changed =
            valid.slice(0, at) + String((Number(valid[at]) + add) % 10) + valid.slice(at + 1);
          expect(checkIban(changed, country('PT'))).toBe('checksum');
        },
      ),
    );
  });

  it.each([
    ['110000000', null],
    ['011000015', null],
    ['110000001', 'checksum'],
    ['11000000', 'invalid'],
  ])('US routing number %s: %s', (value, expected) =>
    expect(checkAbaRouting(value)).toBe(expected),
  );

  it.each([
    ['000000001234567897', null],
    ['000000001234567890', 'checksum'],
    ['1234', 'invalid'],
  ])('CLABE %s: %s', (value, expected) => expect(checkClabe(value)).toBe(expected));

  it.each([
    ['PT', { iban: '' }, { iban: 'required' }],
    ['US', { routingNumber: '110000000', accountNumber: '000123456789' }, {}],
    [
      'US',
      { routingNumber: '110000001' },
      { routingNumber: 'checksum', accountNumber: 'required' },
    ],
    ['GB', { sortCode: '10-88-00', accountNumber: '00012345' }, {}],
    [
      'GB',
      { sortCode: '1088', accountNumber: '123' },
      { sortCode: 'invalid', accountNumber: 'invalid' },
    ],
    ['AU', { bsb: '110000', accountNumber: '000123456' }, {}],
    ['CA', { transitNumber: '11000', institutionNumber: '000', accountNumber: '000123456789' }, {}],
    [
      'CA',
      { transitNumber: '1100', institutionNumber: '0000', accountNumber: '1' },
      {
        transitNumber: 'invalid',
        institutionNumber: 'invalid',
        accountNumber: 'invalid',
      },
    ],
    ['NZ', { accountNumber: '11-0000-0000000-10' }, {}],
    ['MX', { clabe: '000000001234567897' }, {}],
    ['SG', { bankCode: '1100', branchCode: '000', accountNumber: '000123456' }, {}],
    ['HK', { clearingCode: '110', branchCode: '000', accountNumber: '000123456' }, {}],
    [
      'JP',
      {
        bankName: 'Bank',
        branchName: 'Branch',
        bankCode: '1100',
        branchCode: '000',
        accountNumber: '0001234',
        accountOwnerName: 'Taro',
      },
      {},
    ],
    [
      'JP',
      { bankCode: '1100', branchCode: '000', accountNumber: '0001234' },
      {
        bankName: 'required',
        branchName: 'required',
        accountOwnerName: 'required',
      },
    ],
  ])('%s %j has problems %j', (code, values, problems) =>
    expect(checkBankAccount(country(code), values)).toEqual(problems),
  );
});

describe('bank token fields (spec 001 §3)', () => {
  it.each([
    [
      'PT',
      { iban: 'pt50 0002 0123 1234 5678 9015 4' },
      { account_number: 'PT50000201231234567890154' },
    ],
    ['MX', { clabe: '000000001234567897' }, { account_number: '000000001234567897' }],
    ['NZ', { accountNumber: '11-0000-0000000-10' }, { account_number: '110000000000010' }],
    [
      'AU',
      { bsb: '110000', accountNumber: '000123456' },
      { routing_number: '110000', account_number: '000123456' },
    ],
    [
      'CA',
      { transitNumber: '11000', institutionNumber: '000', accountNumber: '000123456789' },
      { routing_number: '11000-000', account_number: '000123456789' },
    ],
    [
      'GB',
      { sortCode: '10-88-00', accountNumber: '00012345' },
      { routing_number: '108800', account_number: '00012345' },
    ],
    [
      'US',
      { routingNumber: '110000000', accountNumber: '000123456789' },
      { routing_number: '110000000', account_number: '000123456789' },
    ],
    [
      'SG',
      { bankCode: '1100', branchCode: '000', accountNumber: '000123456' },
      { routing_number: '1100-000', account_number: '000123456' },
    ],
    [
      'HK',
      { clearingCode: '110', branchCode: '000', accountNumber: '000123456' },
      { routing_number: '110-000', account_number: '000123456' },
    ],
    [
      'JP',
      {
        bankName: ' Bank ',
        branchName: 'Branch',
        bankCode: '1100',
        branchCode: '000',
        accountNumber: '0001234',
        accountOwnerName: 'Taro',
      },
      {
        bank_name: 'Bank',
        branch_name: 'Branch',
        routing_number: '1100000',
        account_number: '0001234',
        account_holder_name: 'Taro',
      },
    ],
  ])('%s', (code, values, expected) => {
    const c = country(code);
    expect(bankTokenFields(c, values)).toEqual({
      country: code,
      currency: c.currency.toLowerCase(),
      ...expected,
    });
  });
});
