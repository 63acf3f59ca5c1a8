import type { z } from 'zod';
import type { bankTokenBodySchema } from '../../../contracts/payouts';
import { AppError } from '../../../domain/errors';
import {
  bankTokenFields,
  checkBankAccount,
  payoutCountryOf,
  type PayoutCountry,
} from '../../../domain/payout-countries';
import type { AppDeps } from '../../app-deps';

/** The country of the payout table, or the unsupported-country error (spec 001 §8). */
export function supportedCountry(code: string): PayoutCountry {
  const country = payoutCountryOf(code);
  if (!country) {
    throw new AppError('validation-invalid-value', `Payouts are not available in ${code}.`, [
      { code: 'unsupported-country', country: code },
    ]);
  }
  return country;
}

/**
 * A bank account token from the country's bank fields, once every field passes its check (spec 001 §5):
 * each problem is a detail { field, code } the form shows under its field; nothing is sent then.
 */
export async function createBankToken(
  deps: Pick<AppDeps, 'payouts'>,
  body: z.infer<typeof bankTokenBodySchema>,
) {
  const country = supportedCountry(body.country);
  if (body.currency !== country.currency) {
    throw new AppError(
      'validation-invalid-value',
      `Payouts in ${country.code} are made in ${country.currency}.`,
      [{ code: 'currency-mismatch', field: 'currency', currency: country.currency }],
    );
  }
  const problems = checkBankAccount(country, body.fields);
  if (Object.keys(problems).length > 0) {
    throw new AppError(
      'validation-invalid-value',
      'Check the bank account details.',
      Object.entries(problems).map(([field, code]) => ({ field, code })),
    );
  }
  const token = await deps.payouts.createBankToken(bankTokenFields(country, body.fields));
  return { token: token.id, bankAccount: token.bankAccount };
}
