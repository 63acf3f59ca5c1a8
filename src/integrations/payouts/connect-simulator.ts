import { randomBytes } from 'node:crypto';
import { AppError } from '../../domain/errors';
import { payoutCountryOf } from '../../domain/payout-countries';
import type {
  AccountBalance,
  AccountDetails,
  AccountRequirements,
  BankAccountSummary,
  BusinessType,
  ConnectedAccount,
  Payout,
  Payouts,
  Transfer,
} from './payouts';

/**
 * The local default of Payouts: Stripe Connect's accounts, requirements, balances, transfers and
 * payouts, kept in our database (one table of documents, sim_connect_objects). Its rules, written down
 * in docs/decisions/046-payouts.md:
 * - An address line 1 of `address_no_match` (Stripe's test value) leaves the identity unverified: the
 *   account needs a document (currently due, payouts off) until the operator completes it through the
 *   account link; 7 days after creation what is still due becomes past due and the account is
 *   restricted (requirements.past_due, charges and payouts off) until completed.
 * - An address line 1 of `address_rejected` rejects the account (rejected.other).
 * - Anything else is verified at once.
 * - Payout schedule: daily, 7 days after a transfer (funds are pending until then); a reversal of a
 *   pending transfer lowers it, a later one is taken from the balance. Payouts arrive 2 days later.
 */

export type ConnectObjectKind =
  'account' | 'bank-token' | 'account-link' | 'transfer' | 'reversal' | 'payout' | 'idempotency';

export type ConnectObject = {
  id: string;
  kind: ConnectObjectKind;
  accountId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
};

export interface ConnectStoreTx {
  get(kind: ConnectObjectKind, id: string, forUpdate?: boolean): Promise<ConnectObject | null>;
  put(object: ConnectObject): Promise<void>;
  /** Oldest first. */
  list(kind: ConnectObjectKind, accountId: string): Promise<ConnectObject[]>;
  /** Serialises callers using the same key until the transaction ends. */
  lock(key: string): Promise<void>;
}

export interface ConnectSimulatorStore {
  transaction<T>(run: (tx: ConnectStoreTx) => Promise<T>): Promise<T>;
}

export const payoutDelayDays = 7;
export const payoutArrivalDays = 2;
export const requirementsDeadlineDays = 7;
const day = 24 * 60 * 60 * 1000;

type AccountData = {
  country: string;
  currency: string;
  businessType: BusinessType;
  bankAccount: BankAccountSummary;
  /** The verification rule's outcome at creation. */
  verification: 'verified' | 'document-due' | 'rejected';
  documentProvidedAt?: string;
  payoutSchedule: { interval: 'daily'; delayDays: number };
};

type TransferData = {
  amount: number;
  currency: string;
  availableOn: string;
  metadata: Record<string, string>;
};
type ReversalData = { transferId: string; amount: number };
type PayoutData = { amount: number; currency: string; arrivalDate: string };

export type ConnectSimulator = Payouts & {
  /** The simulator's stand-in for Stripe's hosted onboarding: the operator provides what is due. */
  completeAccountLink(
    linkId: string,
    outcome: 'complete' | 'fail',
  ): Promise<{ accountId: string; returnUrl: string }>;
  /** The account a link belongs to, so only its owner opens it. */
  accountOfLink(linkId: string): Promise<string>;
};

export const isConnectSimulator = (payouts: Payouts): payouts is ConnectSimulator =>
  payouts.kind === 'simulator';

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
const noSuch = (what: string, id: string) =>
  new AppError('not-found', `No such ${what}: '${id}'`, [{ code: 'resource_missing' }]);

export function createConnectSimulator(options: {
  store: ConnectSimulatorStore;
  now: () => Date;
  /** The web app's origin-relative page of the simulated onboarding. */
  onboardingPath?: string;
}): ConnectSimulator {
  const { store, now } = options;
  const onboardingPath = options.onboardingPath ?? '/account/payments/simulated-onboarding';

  async function once<T>(
    key: string,
    operation: string,
    run: (tx: ConnectStoreTx) => Promise<T>,
  ): Promise<T> {
    if (!key) throw new AppError('validation-invalid-value', 'An idempotency key is required.');
    return store.transaction(async (tx) => {
      await tx.lock(`connect-idempotency:${key}`);
      const earlier = await tx.get('idempotency', key);
      if (earlier) {
        if (earlier.data.operation !== operation) {
          throw new AppError(
            'validation-invalid-value',
            'This idempotency key was used for another request.',
            [{ code: 'idempotency_error' }],
          );
        }
        return earlier.data.result as T;
      }
      const result = await run(tx);
      // Dates come back as strings from JSON: the answer is stored as it would be sent.
      await tx.put({
        id: key,
        kind: 'idempotency',
        accountId: null,
        data: { operation, result: JSON.parse(JSON.stringify(result)) },
        createdAt: now(),
      });
      return result;
    });
  }

  // A replayed answer comes back from JSON, its date as a string.
  const reviveTransfer = (transfer: Transfer): Transfer => ({
    ...transfer,
    createdAt: new Date(transfer.createdAt),
  });

  async function accountRecord(tx: ConnectStoreTx, id: string, forUpdate = false) {
    const record = await tx.get('account', id, forUpdate);
    if (!record) throw noSuch('account', id);
    return record;
  }

  function requirementsOf(record: ConnectObject): AccountRequirements {
    const data = record.data as AccountData;
    if (data.verification === 'rejected')
      return { currentlyDue: [], pastDue: [], disabledReason: 'rejected.other' };
    if (data.verification === 'verified' || data.documentProvidedAt)
      return { currentlyDue: [], pastDue: [] };
    const due = [
      `${data.businessType === 'company' ? 'representative' : 'individual'}.verification.document`,
    ];
    const deadline = new Date(record.createdAt.getTime() + requirementsDeadlineDays * day);
    return now() < deadline
      ? { currentlyDue: due, pastDue: [], currentDeadline: deadline }
      : { currentlyDue: due, pastDue: due, disabledReason: 'requirements.past_due' };
  }

  function toAccount(record: ConnectObject): ConnectedAccount {
    const data = record.data as AccountData;
    const requirements = requirementsOf(record);
    const isDisabled = Boolean(requirements.disabledReason);
    return {
      id: record.id,
      country: data.country,
      currency: data.currency,
      businessType: data.businessType,
      chargesEnabled: !isDisabled,
      payoutsEnabled: !isDisabled && requirements.currentlyDue.length === 0,
      detailsSubmitted: true,
      requirements,
      bankAccount: data.bankAccount,
    };
  }

  async function useBankToken(tx: ConnectStoreTx, tokenId: string, country: string) {
    const token = await tx.get('bank-token', tokenId, true);
    if (!token || token.data.usedAt) throw noSuch('token', tokenId);
    const bank = token.data.bankAccount as BankAccountSummary;
    if (bank.country !== country) {
      throw new AppError(
        'validation-invalid-value',
        'The bank account is not in the country of the payout account.',
        [{ code: 'bank-account-country-mismatch' }],
      );
    }
    await tx.put({ ...token, data: { ...token.data, usedAt: now().toISOString() } });
    return bank;
  }

  /** What the rules of this simulator say about the details given. */
  const verificationOf = (details: AccountDetails): AccountData['verification'] => {
    const lines = [details.company?.address.line1, ...details.persons.map((p) => p.address.line1)];
    if (lines.includes('address_rejected')) return 'rejected';
    if (lines.includes('address_no_match')) return 'document-due';
    return 'verified';
  };

  /**
   * The account's money in time order: each transfer counts when it becomes available, less what was
   * reversed before then; a later reversal counts when made.
   */
  async function movements(tx: ConnectStoreTx, accountId: string) {
    const transfers = await tx.list('transfer', accountId);
    const reversals = await tx.list('reversal', accountId);
    const items: Array<{ at: Date; amount: number; currency: string }> = [];
    for (const t of transfers) {
      const data = t.data as TransferData;
      const availableOn = new Date(data.availableOn);
      let amount = data.amount;
      for (const r of reversals.filter((r) => (r.data as ReversalData).transferId === t.id)) {
        const reversed = (r.data as ReversalData).amount;
        if (r.createdAt < availableOn) amount -= reversed;
        else items.push({ at: r.createdAt, amount: -reversed, currency: data.currency });
      }
      items.push({ at: availableOn, amount, currency: data.currency });
    }
    return items.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** Pays out, on the schedule, what became available up to now (lazily, so it follows the clock). */
  async function settle(tx: ConnectStoreTx, accountId: string) {
    await tx.lock(`connect-settle:${accountId}`);
    const account = toAccount(await accountRecord(tx, accountId));
    if (!account.payoutsEnabled) return;
    const items = await movements(tx, accountId);
    const payouts = await tx.list('payout', accountId);
    const lastPayoutAt = payouts.at(-1)?.createdAt ?? new Date(0);
    const paidOut = new Map<string, number>();
    for (const p of payouts) {
      const data = p.data as PayoutData;
      paidOut.set(data.currency, (paidOut.get(data.currency) ?? 0) + data.amount);
    }
    const runs = [
      ...new Set(
        items.filter((i) => i.at > lastPayoutAt && i.at <= now()).map((i) => i.at.getTime()),
      ),
    ];
    for (const at of runs) {
      for (const currency of new Set(items.map((i) => i.currency))) {
        const available =
          items
            .filter((i) => i.currency === currency && i.at.getTime() <= at)
            .reduce((s, i) => s + i.amount, 0) - (paidOut.get(currency) ?? 0);
        if (available <= 0) continue;
        paidOut.set(currency, (paidOut.get(currency) ?? 0) + available);
        await tx.put({
          id: newId('po'),
          kind: 'payout',
          accountId,
          data: {
            amount: available,
            currency,
            arrivalDate: new Date(at + payoutArrivalDays * day).toISOString(),
          } satisfies PayoutData,
          createdAt: new Date(at),
        });
      }
    }
  }

  async function retrieveAccount(accountId: string): Promise<ConnectedAccount> {
    return toAccount(await store.transaction((tx) => accountRecord(tx, accountId)));
  }

  const toTransfer = (record: ConnectObject, amountReversed: number): Transfer => {
    const data = record.data as TransferData;
    return {
      id: record.id,
      accountId: record.accountId!,
      amount: data.amount,
      currency: data.currency,
      amountReversed,
      createdAt: record.createdAt,
    };
  };

  async function reversedOf(tx: ConnectStoreTx, transfer: ConnectObject) {
    const reversals = await tx.list('reversal', transfer.accountId!);
    return reversals
      .filter((r) => (r.data as ReversalData).transferId === transfer.id)
      .reduce((sum, r) => sum + (r.data as ReversalData).amount, 0);
  }

  return {
    kind: 'simulator',

    async createBankToken(input) {
      const country = payoutCountryOf(input.country);
      if (!country) {
        throw new AppError(
          'validation-invalid-value',
          `Payouts are not supported in ${input.country}.`,
          [{ code: 'unsupported-country' }],
        );
      }
      if (!input.account_number) {
        throw new AppError('validation-invalid-value', 'Could not connect the account number.', [
          { code: 'bank-account-invalid' },
        ]);
      }
      const bankAccount: BankAccountSummary = {
        id: newId('ba'),
        country: country.code,
        currency: input.currency.toLowerCase(),
        last4: input.account_number.slice(-4),
        ...(input.bank_name ? { bankName: input.bank_name } : {}),
      };
      const id = newId('btok');
      await store.transaction((tx) =>
        tx.put({
          id,
          kind: 'bank-token',
          accountId: null,
          data: { bankAccount },
          createdAt: now(),
        }),
      );
      return { id, bankAccount };
    },

    createAccount: (details, idempotencyKey) =>
      once(idempotencyKey, 'create-account', async (tx) => {
        const country = payoutCountryOf(details.country);
        if (!country) {
          throw new AppError(
            'validation-invalid-value',
            `Payouts are not supported in ${details.country}.`,
            [{ code: 'unsupported-country' }],
          );
        }
        const bankAccount = await useBankToken(tx, details.bankToken, country.code);
        const record: ConnectObject = {
          id: newId('acct'),
          kind: 'account',
          accountId: null,
          data: {
            country: country.code,
            currency: bankAccount.currency,
            businessType: details.businessType,
            bankAccount,
            verification: verificationOf(details),
            payoutSchedule: { interval: 'daily', delayDays: payoutDelayDays },
          } satisfies AccountData,
          createdAt: now(),
        };
        await tx.put(record);
        return record.id;
      }).then(retrieveAccount),

    updateBankAccount: (accountId, bankToken, idempotencyKey) =>
      once(idempotencyKey, `update-bank:${accountId}`, async (tx) => {
        const record = await accountRecord(tx, accountId, true);
        const data = record.data as AccountData;
        const bankAccount = await useBankToken(tx, bankToken, data.country);
        const next = { ...record, data: { ...data, bankAccount, currency: bankAccount.currency } };
        await tx.put(next);
        return accountId;
      }).then(retrieveAccount),

    retrieveAccount,

    async createAccountLink({ accountId, returnUrl, refreshUrl, type }) {
      const id = newId('link');
      await store.transaction(async (tx) => {
        await accountRecord(tx, accountId);
        await tx.put({
          id,
          kind: 'account-link',
          accountId,
          data: {
            returnUrl,
            refreshUrl,
            type,
            expiresAt: new Date(now().getTime() + 5 * 60_000).toISOString(),
          },
          createdAt: now(),
        });
      });
      return { url: `${onboardingPath}?link=${id}` };
    },

    async accountOfLink(linkId) {
      const link = await store.transaction((tx) => tx.get('account-link', linkId));
      if (!link?.accountId) throw noSuch('account link', linkId);
      return link.accountId;
    },

    completeAccountLink: (linkId, outcome) =>
      store.transaction(async (tx) => {
        const link = await tx.get('account-link', linkId, true);
        if (!link?.accountId || link.data.usedAt) throw noSuch('account link', linkId);
        const isExpired = new Date(link.data.expiresAt as string) < now();
        await tx.put({ ...link, data: { ...link.data, usedAt: now().toISOString() } });
        // An expired link sends the operator to the refresh URL for a new one, as Stripe does.
        if (isExpired)
          return { accountId: link.accountId, returnUrl: link.data.refreshUrl as string };
        if (outcome === 'complete') {
          const record = await accountRecord(tx, link.accountId, true);
          const data = record.data as AccountData;
          if (data.verification === 'document-due')
            await tx.put({ ...record, data: { ...data, documentProvidedAt: now().toISOString() } });
        }
        return { accountId: link.accountId, returnUrl: link.data.returnUrl as string };
      }),

    createTransfer: (input) =>
      once(input.idempotencyKey, 'create-transfer', async (tx) => {
        await accountRecord(tx, input.accountId);
        if (!Number.isSafeInteger(input.amount) || input.amount < 1) {
          throw new AppError('validation-invalid-value', 'A transfer needs a positive amount.');
        }
        const createdAt = now();
        const record: ConnectObject = {
          id: newId('tr'),
          kind: 'transfer',
          accountId: input.accountId,
          data: {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            availableOn: new Date(createdAt.getTime() + payoutDelayDays * day).toISOString(),
            metadata: { ...input.metadata, transferGroup: input.transferGroup },
          } satisfies TransferData,
          createdAt,
        };
        await tx.put(record);
        return toTransfer(record, 0);
      }).then(reviveTransfer),

    reverseTransfer: (transferId, amount, idempotencyKey) =>
      once(idempotencyKey, `reverse:${transferId}`, async (tx) => {
        const transfer = await tx.get('transfer', transferId, true);
        if (!transfer) throw noSuch('transfer', transferId);
        const reversed = await reversedOf(tx, transfer);
        const data = transfer.data as TransferData;
        if (!Number.isSafeInteger(amount) || amount < 1 || amount > data.amount - reversed) {
          throw new AppError(
            'validation-invalid-value',
            'The reversal is larger than what is left of the transfer.',
            [{ code: 'amount_too_large' }],
          );
        }
        await tx.put({
          id: newId('trr'),
          kind: 'reversal',
          accountId: transfer.accountId,
          data: { transferId, amount } satisfies ReversalData,
          createdAt: now(),
        });
        return toTransfer(transfer, reversed + amount);
      }).then(reviveTransfer),

    retrieveBalance: (accountId) =>
      store.transaction(async (tx): Promise<AccountBalance> => {
        await settle(tx, accountId);
        const items = await movements(tx, accountId);
        const payouts = await tx.list('payout', accountId);
        const sums = (rows: Array<{ amount: number; currency: string }>) => {
          const byCurrency = new Map<string, number>();
          for (const r of rows)
            byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + r.amount);
          return [...byCurrency].map(([currency, amount]) => ({ amount, currency }));
        };
        const t = now();
        return {
          available: sums([
            ...items.filter((i) => i.at <= t),
            ...payouts.map((p) => ({
              ...(p.data as PayoutData),
              amount: -(p.data as PayoutData).amount,
            })),
          ]),
          pending: sums(items.filter((i) => i.at > t)),
        };
      }),

    listPayouts: (accountId, limit) =>
      store.transaction(async (tx): Promise<Payout[]> => {
        await settle(tx, accountId);
        const payouts = await tx.list('payout', accountId);
        return payouts
          .reverse()
          .slice(0, limit)
          .map((p) => {
            const data = p.data as PayoutData;
            const arrivalDate = new Date(data.arrivalDate);
            return {
              id: p.id,
              amount: data.amount,
              currency: data.currency,
              status: arrivalDate <= now() ? 'paid' : 'in_transit',
              arrivalDate,
              createdAt: p.createdAt,
            };
          });
      }),
  };
}
