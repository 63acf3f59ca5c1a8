// The 36 countries where a tour operator can receive payouts (spec 001 §9), each with its currency and
// the bank account fields its payment provider asks for (spec 001 §3), with the checks each field
// passes before a bank token is requested. Pure: the one table the server and the payout page read.

export type BankFieldName =
  | 'iban'
  | 'clabe'
  | 'accountNumber'
  | 'bsb'
  | 'transitNumber'
  | 'institutionNumber'
  | 'sortCode'
  | 'routingNumber'
  | 'bankCode'
  | 'branchCode'
  | 'clearingCode'
  | 'bankName'
  | 'branchName'
  | 'accountOwnerName';

/** How a country's bank account is written: the fields the form shows, in order. */
export type BankScheme = 'iban' | 'mx' | 'nz' | 'au' | 'ca' | 'gb' | 'us' | 'sg' | 'hk' | 'jp';

export const bankFieldsOf: Record<BankScheme, readonly BankFieldName[]> = {
  iban: ['iban'],
  mx: ['clabe'],
  nz: ['accountNumber'],
  au: ['bsb', 'accountNumber'],
  ca: ['transitNumber', 'institutionNumber', 'accountNumber'],
  gb: ['sortCode', 'accountNumber'],
  us: ['routingNumber', 'accountNumber'],
  sg: ['bankCode', 'branchCode', 'accountNumber'],
  hk: ['clearingCode', 'branchCode', 'accountNumber'],
  jp: ['bankName', 'branchName', 'bankCode', 'branchCode', 'accountNumber', 'accountOwnerName'],
};

export type PayoutCountry = {
  code: string;
  currency: string;
  bank: BankScheme;
  /** IBAN length, for IBAN countries. */
  ibanLength?: number;
};

const iban = (code: string, currency: string, ibanLength: number): PayoutCountry => ({
  code,
  currency,
  bank: 'iban',
  ibanLength,
});

export const payoutCountries: readonly PayoutCountry[] = [
  { code: 'AU', currency: 'AUD', bank: 'au' },
  iban('AT', 'EUR', 20),
  iban('BE', 'EUR', 16),
  iban('BG', 'EUR', 22), // Bulgaria joined the euro on 2026-01-01
  { code: 'CA', currency: 'CAD', bank: 'ca' },
  iban('CY', 'EUR', 28),
  iban('CZ', 'CZK', 24),
  iban('DK', 'DKK', 18),
  iban('EE', 'EUR', 20),
  iban('FI', 'EUR', 18),
  iban('FR', 'EUR', 27),
  iban('DE', 'EUR', 22),
  iban('GR', 'EUR', 27),
  { code: 'HK', currency: 'HKD', bank: 'hk' },
  iban('IE', 'EUR', 22),
  iban('IT', 'EUR', 27),
  { code: 'JP', currency: 'JPY', bank: 'jp' },
  iban('LV', 'EUR', 21),
  iban('LT', 'EUR', 20),
  iban('LU', 'EUR', 20),
  iban('MT', 'EUR', 31),
  { code: 'MX', currency: 'MXN', bank: 'mx' },
  iban('NL', 'EUR', 18),
  { code: 'NZ', currency: 'NZD', bank: 'nz' },
  iban('NO', 'NOK', 15),
  iban('PL', 'PLN', 28),
  iban('PT', 'EUR', 25),
  iban('RO', 'RON', 24),
  { code: 'SG', currency: 'SGD', bank: 'sg' },
  iban('SK', 'EUR', 24),
  iban('SI', 'EUR', 19),
  iban('ES', 'EUR', 24),
  iban('SE', 'SEK', 24),
  iban('CH', 'CHF', 21),
  { code: 'GB', currency: 'GBP', bank: 'gb' },
  { code: 'US', currency: 'USD', bank: 'us' },
];

const byCode = new Map(payoutCountries.map((c) => [c.code, c]));

export const payoutCountryOf = (code: string): PayoutCountry | undefined =>
  byCode.get(code.toUpperCase());

/** Why a bank field is refused; the web app translates `payouts.bankError.<code>`. */
export type BankFieldError = 'required' | 'invalid' | 'checksum' | 'wrongCountry';

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** ISO 13616 check: the country's length, then mod 97 of the rearranged number is 1. */
export function checkIban(value: string, country: PayoutCountry): BankFieldError | null {
  const text = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(text)) return 'invalid';
  if (text.slice(0, 2) !== country.code) return 'wrongCountry';
  if (text.length !== country.ibanLength) return 'invalid';
  const rearranged = text.slice(4) + text.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? null : 'checksum';
}

/** ABA routing number: 9 digits, weights 3-7-1, the sum a multiple of 10. */
export function checkAbaRouting(value: string): BankFieldError | null {
  const text = compact(value);
  if (!/^\d{9}$/.test(text)) return 'invalid';
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...text].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  return sum % 10 === 0 ? null : 'checksum';
}

/** Mexican CLABE: 18 digits, the last a check digit over weights 3-7-1. */
export function checkClabe(value: string): BankFieldError | null {
  const text = compact(value);
  if (!/^\d{18}$/.test(text)) return 'invalid';
  const weights = [3, 7, 1];
  const sum = [...text.slice(0, 17)].reduce(
    (total, d, i) => total + ((Number(d) * weights[i % 3]!) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(text[17]) ? null : 'checksum';
}

const digits =
  (min: number, max = min) =>
  (value: string) =>
    new RegExp(`^\\d{${min},${max}}$`).test(compact(value)) ? null : ('invalid' as const);

/** The shape checks of the other fields, by field and scheme where they differ. */
function checkField(
  name: BankFieldName,
  value: string,
  country: PayoutCountry,
): BankFieldError | null {
  if (!value.trim()) return 'required';
  switch (name) {
    case 'iban':
      return checkIban(value, country);
    case 'clabe':
      return checkClabe(value);
    case 'routingNumber':
      return checkAbaRouting(value);
    case 'bsb':
      return digits(6)(value);
    case 'sortCode':
      return digits(6)(value);
    case 'transitNumber':
      return digits(5)(value);
    case 'institutionNumber':
      return digits(3)(value);
    case 'clearingCode':
      return digits(3)(value);
    case 'bankCode':
      return digits(4)(value);
    case 'branchCode':
      return digits(3)(value);
    case 'accountNumber':
      switch (country.bank) {
        case 'gb':
          return digits(8)(value);
        case 'nz':
          return digits(15, 16)(value);
        case 'au':
          return digits(4, 9)(value);
        case 'jp':
          return digits(7)(value);
        default:
          return digits(4, 17)(value);
      }
    case 'bankName':
    case 'branchName':
    case 'accountOwnerName':
      return value.trim().length <= 100 ? null : 'invalid';
  }
}

export type BankFieldValues = Partial<Record<BankFieldName, string>>;

/** Every field of the country's scheme with its problem; empty when a bank token may be requested. */
export function checkBankAccount(
  country: PayoutCountry,
  values: BankFieldValues,
): Partial<Record<BankFieldName, BankFieldError>> {
  const problems: Partial<Record<BankFieldName, BankFieldError>> = {};
  for (const name of bankFieldsOf[country.bank]) {
    const problem = checkField(name, values[name] ?? '', country);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** What the provider's bank token request carries (Stripe's bank_account fields). */
export type BankTokenFields = {
  country: string;
  currency: string;
  account_number: string;
  routing_number?: string;
  bank_name?: string;
  branch_name?: string;
  account_holder_name?: string;
};

/** The token request for checked values (spec 001 §3's table). Call checkBankAccount first. */
export function bankTokenFields(country: PayoutCountry, values: BankFieldValues): BankTokenFields {
  const v = (name: BankFieldName) => compact(values[name] ?? '');
  const base = { country: country.code, currency: country.currency.toLowerCase() };
  switch (country.bank) {
    case 'iban':
      return { ...base, account_number: v('iban') };
    case 'mx':
      return { ...base, account_number: v('clabe') };
    case 'nz':
      return { ...base, account_number: v('accountNumber') };
    case 'au':
      return { ...base, routing_number: v('bsb'), account_number: v('accountNumber') };
    case 'ca':
      return {
        ...base,
        routing_number: `${v('transitNumber')}-${v('institutionNumber')}`,
        account_number: v('accountNumber'),
      };
    case 'gb':
      return { ...base, routing_number: v('sortCode'), account_number: v('accountNumber') };
    case 'us':
      return { ...base, routing_number: v('routingNumber'), account_number: v('accountNumber') };
    case 'sg':
      return {
        ...base,
        routing_number: `${v('bankCode')}-${v('branchCode')}`,
        account_number: v('accountNumber'),
      };
    case 'hk':
      return {
        ...base,
        routing_number: `${v('clearingCode')}-${v('branchCode')}`,
        account_number: v('accountNumber'),
      };
    case 'jp':
      return {
        ...base,
        bank_name: (values.bankName ?? '').trim(),
        branch_name: (values.branchName ?? '').trim(),
        routing_number: `${v('bankCode')}${v('branchCode')}`,
        account_number: v('accountNumber'),
        account_holder_name: (values.accountOwnerName ?? '').trim(),
      };
  }
}
