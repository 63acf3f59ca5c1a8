import Stripe from 'stripe';
import { AppError } from '../../domain/errors';
import { providerCompanyPerson, providerLegalEntity } from '../../domain/payout-legal-entity';
import { callStripe, stripeClientOf, type StripeSettings } from '../payments/stripe-payments';
import type {
  AccountDetails,
  BankAccountSummary,
  ConnectedAccount,
  Payouts,
  Transfer,
} from './payouts';

export const defaultMcc = '5734';

function toBankAccount(
  external: Stripe.BankAccount | Stripe.Card | undefined,
): BankAccountSummary | undefined {
  if (!external || external.object !== 'bank_account') return undefined;
  return {
    id: external.id,
    country: external.country,
    currency: external.currency,
    last4: external.last4,
    ...(external.bank_name ? { bankName: external.bank_name } : {}),
  };
}

export function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  const requirements = account.requirements;
  const bankAccount = toBankAccount(account.external_accounts?.data[0]);
  return {
    id: account.id,
    country: account.country ?? '',
    currency: account.default_currency ?? '',
    businessType: account.business_type === 'company' ? 'company' : 'individual',
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirements: {
      currentlyDue: requirements?.currently_due ?? [],
      pastDue: requirements?.past_due ?? [],
      ...(requirements?.disabled_reason ? { disabledReason: requirements.disabled_reason } : {}),
      ...(requirements?.current_deadline
        ? { currentDeadline: new Date(requirements.current_deadline * 1000) }
        : {}),
    },
    ...(bankAccount ? { bankAccount } : {}),
  };
}

const toTransfer = (t: Stripe.Transfer): Transfer => ({
  id: t.id,
  accountId: typeof t.destination === 'string' ? t.destination : (t.destination?.id ?? ''),
  amount: t.amount,
  currency: t.currency,
  amountReversed: t.amount_reversed,
  createdAt: new Date(t.created * 1000),
});

/** A bank detail Stripe refuses (routing_number_invalid, ...) is the operator's input, not a card problem. */
async function callBank<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new AppError('validation-invalid-value', error.message, [
        {
          code: error.code ?? 'bank-account-invalid',
          ...(error.param ? { param: error.param } : {}),
        },
      ]);
    }
    throw error;
  }
}

/**
 * Payouts through Stripe Connect: custom accounts owned by the platform, capabilities card_payments and
 * transfers, separate transfers after capture; the daily schedule 7 days behind is set after creation
 * (a failure there is not the operator's and does not fail the account).
 */
export function createStripeConnect(
  settings: Pick<StripeSettings, 'secretKey' | 'api'>,
  options: { log?: (message: string, error?: unknown) => void } = {},
): Payouts {
  const stripe = stripeClientOf(settings);
  const retrieve = async (id: string) =>
    toConnectedAccount(await stripe.accounts.retrieve(id, { expand: ['external_accounts'] }));

  return {
    kind: 'stripe',

    createBankToken: (input) =>
      callStripe(() =>
        callBank(async () => {
          const token = await stripe.tokens.create({ bank_account: input });
          const bank = token.bank_account!;
          return {
            id: token.id,
            bankAccount: {
              id: bank.id,
              country: bank.country,
              currency: bank.currency,
              last4: bank.last4,
              ...(bank.bank_name ? { bankName: bank.bank_name } : {}),
            },
          };
        }),
      ),

    createAccount: (details: AccountDetails, idempotencyKey) =>
      callStripe(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'custom',
            country: details.country,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            business_profile: { mcc: details.mcc ?? defaultMcc, url: details.businessUrl },
            external_account: details.bankToken,
            email: details.email,
            // The token holds the legal entity and the terms' acceptance the browser showed.
            ...(details.accountToken
              ? { account_token: details.accountToken }
              : {
                  ...providerLegalEntity(details),
                  tos_acceptance: {
                    date: Math.floor(details.tosAcceptance.date.getTime() / 1000),
                    ip: details.tosAcceptance.ip,
                  },
                }),
          },
          { idempotencyKey },
        );
        if (details.businessType === 'company') {
          for (const [index, p] of details.persons.entries()) {
            const personToken = details.personTokens?.[index];
            await stripe.accounts.createPerson(
              account.id,
              personToken ? { person_token: personToken } : providerCompanyPerson(p),
              { idempotencyKey: `${idempotencyKey}:person:${index}` },
            );
          }
        }
        try {
          await stripe.accounts.update(account.id, {
            settings: { payouts: { schedule: { interval: 'daily', delay_days: 7 } } },
          });
        } catch (error) {
          options.log?.('Configuring the payout schedule failed', error);
        }
        return retrieve(account.id);
      }),

    updateBankAccount: (accountId, bankToken, idempotencyKey) =>
      callStripe(async () => {
        await stripe.accounts.update(
          accountId,
          {
            external_account: bankToken,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey },
        );
        return retrieve(accountId);
      }),

    retrieveAccount: (accountId) => callStripe(() => retrieve(accountId)),

    createAccountLink: ({ accountId, refreshUrl, returnUrl, type }) =>
      callStripe(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type,
          collect: 'currently_due',
        });
        return { url: link.url };
      }),

    createTransfer: (input) =>
      callStripe(async () =>
        toTransfer(
          await stripe.transfers.create(
            {
              amount: input.amount,
              currency: input.currency.toLowerCase(),
              destination: input.accountId,
              transfer_group: input.transferGroup,
              metadata: input.metadata,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    reverseTransfer: (transferId, amount, idempotencyKey) =>
      callStripe(async () => {
        await stripe.transfers.createReversal(transferId, { amount }, { idempotencyKey });
        return toTransfer(await stripe.transfers.retrieve(transferId));
      }),

    retrieveBalance: (accountId) =>
      callStripe(async () => {
        const balance = await stripe.balance.retrieve({}, { stripeAccount: accountId });
        const pick = (rows: Array<{ amount: number; currency: string }>) =>
          rows.map((r) => ({ amount: r.amount, currency: r.currency }));
        return { available: pick(balance.available), pending: pick(balance.pending) };
      }),

    listPayouts: (accountId, limit) =>
      callStripe(async () => {
        const page = await stripe.payouts.list({ limit }, { stripeAccount: accountId });
        return page.data.map((p) => ({
          id: p.id,
          amount: p.amount,
          currency: p.currency,
          status: p.status as 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled',
          arrivalDate: new Date(p.arrival_date * 1000),
          createdAt: new Date(p.created * 1000),
        }));
      }),
  };
}
