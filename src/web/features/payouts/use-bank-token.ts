import { useEffect, useRef, useState } from 'react';
import {
  bankFieldsOf,
  checkBankAccount,
  type BankFieldValues,
  type PayoutCountry,
} from '../../../domain/payout-countries';
import { ApiError } from '../../lib/api';
import { createBankToken } from './payouts-api';

export const bankTokenDelayMs = 1000;

export type BankTokenState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'ready'; token: string; last4: string }
  | { status: 'failed'; problems: Array<{ field?: string; code: string }> };

const requestOf = (country: PayoutCountry, values: BankFieldValues) => ({
  country: country.code,
  currency: country.currency,
  fields: Object.fromEntries(bankFieldsOf[country.bank].map((name) => [name, values[name] ?? ''])),
});

/**
 * The bank account token while the operator types (spec 001 §5): requested only when every field of
 * the country is filled and passes its check, 1000 ms after the last change, and its answer used only
 * if the values did not change meanwhile. `tokenNow` gives the token on submit without waiting.
 */
export function useBankToken(country: PayoutCountry, values: BankFieldValues) {
  const request = requestOf(country, values);
  const key = JSON.stringify(request);
  const latestKey = useRef(key);
  latestKey.current = key;
  const [answer, setAnswer] = useState<{ key: string; state: BankTokenState } | null>(null);
  const isComplete = Object.keys(checkBankAccount(country, values)).length === 0;

  const ask = async (forKey: string, body: typeof request): Promise<BankTokenState> => {
    let state: BankTokenState;
    try {
      const { token, bankAccount } = await createBankToken(body);
      state = { status: 'ready', token, last4: bankAccount.last4 };
    } catch (error) {
      state = {
        status: 'failed',
        problems:
          error instanceof ApiError && error.details.length > 0
            ? error.details.map((d) => ({
                ...(typeof d.field === 'string' ? { field: d.field } : {}),
                code: String(d.code ?? 'invalid'),
              }))
            : [{ code: 'failed' }],
      };
    }
    // An answer for values since changed is dropped.
    if (latestKey.current === forKey) setAnswer({ key: forKey, state });
    return state;
  };

  useEffect(() => {
    if (!isComplete) return;
    const body = JSON.parse(key) as typeof request;
    const timer = setTimeout(() => {
      setAnswer({ key, state: { status: 'pending' } });
      void ask(key, body);
    }, bankTokenDelayMs);
    return () => clearTimeout(timer);
    // `key` holds every value the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isComplete]);

  const state: BankTokenState = answer?.key === key ? answer.state : { status: 'idle' };
  return {
    state,
    /** The token for the values now: the one already made, or a new request at once. */
    tokenNow: async (): Promise<BankTokenState> =>
      state.status === 'ready' ? state : ask(key, request),
  };
}
