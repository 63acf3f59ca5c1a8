/**
 * Payouts to tour operators behind one interface: Stripe Connect when keys are configured
 * (stripe-connect.ts), else the Connect simulator (connect-simulator.ts), which keeps accounts,
 * requirements, balances, transfers and payouts in our database. docs/decisions/046-payouts.md
 *
 * - One connected account per operator, made from the payout details (country, business type, people,
 *   address, bank token), with capabilities card_payments and transfers and MCC 5734 by default.
 * - Money moves by separate transfers from the platform balance after capture (not destination charges):
 *   the operator's share (payoutTotal) is transferred when the booking's payment is captured, and a
 *   refund reverses the transfer in proportion.
 * - Every mutating call takes an idempotency key; the same key never moves money twice.
 */

import type { BankTokenFields } from '../../domain/payout-countries';

export type BusinessType = 'individual' | 'company';

export type PayoutAddress = {
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  state?: string;
  country: string;
};

export type PayoutPerson = {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  dob: { day: number; month: number; year: number };
  address: PayoutAddress;
  idNumber?: string;
  /** Company accounts: the account opener is the representative; owners hold 25 % or more. */
  relationship?: {
    isRepresentative?: boolean;
    isOwner?: boolean;
    isDirector?: boolean;
    title?: string;
    percentOwnership?: number;
  };
};

export type AccountDetails = {
  country: string;
  businessType: BusinessType;
  email: string;
  phone?: string;
  businessUrl: string;
  mcc?: string;
  /** Company accounts. */
  company?: { name: string; taxId?: string; phone?: string; address: PayoutAddress };
  /** The individual, or the company's account opener first, then owners and directors. */
  persons: PayoutPerson[];
  bankToken: string;
  /** When the operator accepted the provider's terms (shown on the page). */
  tosAcceptance: { date: Date; ip: string };
  /** Made by Stripe.js in the browser when Stripe is configured (required for some countries). */
  accountToken?: string;
  /** A company's people as Stripe.js person tokens, one per person in the same order. */
  personTokens?: string[];
};

export type AccountRequirements = {
  currentlyDue: string[];
  pastDue: string[];
  /** e.g. requirements.past_due, rejected.other; absent while the account works. */
  disabledReason?: string;
  /** When currently-due items become past due. */
  currentDeadline?: Date;
};

export type BankAccountSummary = {
  id: string;
  country: string;
  currency: string;
  last4: string;
  bankName?: string;
};

export type ConnectedAccount = {
  id: string;
  country: string;
  /** The default payout currency, lower case. */
  currency: string;
  businessType: BusinessType;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: AccountRequirements;
  bankAccount?: BankAccountSummary;
};

/** Stripe's bank_account token fields (spec 001 §3's table, made by src/domain/payout-countries.ts). */
export type BankTokenInput = BankTokenFields;

export type Transfer = {
  id: string;
  accountId: string;
  amount: number;
  currency: string;
  amountReversed: number;
  createdAt: Date;
};

export type AccountBalance = {
  /** Per currency, minor units: ready to pay out, and still waiting for the schedule's delay. */
  available: Array<{ amount: number; currency: string }>;
  pending: Array<{ amount: number; currency: string }>;
};

export type Payout = {
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
  arrivalDate: Date;
  createdAt: Date;
};

export interface Payouts {
  readonly kind: 'stripe' | 'simulator';

  /** A bank account token for checked fields (Stripe's tokens.create bank_account). */
  createBankToken(input: BankTokenInput): Promise<{ id: string; bankAccount: BankAccountSummary }>;
  /** Creates the connected account and configures its payout schedule. */
  createAccount(details: AccountDetails, idempotencyKey: string): Promise<ConnectedAccount>;
  /** A new bank account (and, as Stripe's update payload, requested capabilities). */
  updateBankAccount(
    accountId: string,
    bankToken: string,
    idempotencyKey: string,
  ): Promise<ConnectedAccount>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /** Where the operator completes what is currently due (Stripe's hosted onboarding). */
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
    type: 'account_onboarding' | 'account_update';
  }): Promise<{ url: string }>;

  /** From the platform balance to the connected account. */
  createTransfer(input: {
    accountId: string;
    amount: number;
    currency: string;
    transferGroup: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Transfer>;
  reverseTransfer(transferId: string, amount: number, idempotencyKey: string): Promise<Transfer>;

  retrieveBalance(accountId: string): Promise<AccountBalance>;
  /** Newest first. */
  listPayouts(accountId: string, limit: number): Promise<Payout[]>;
}

/** An account can be booked once it may take charges and pay out (nothing past due, nothing rejected). */
export const isAccountReady = (account: ConnectedAccount): boolean =>
  account.chargesEnabled && account.payoutsEnabled && !account.requirements.disabledReason;

/** The state the payout page shows. */
export function accountStateOf(
  account: ConnectedAccount,
): 'verified' | 'needs-information' | 'restricted' {
  if (account.requirements.disabledReason) return 'restricted';
  if (account.requirements.currentlyDue.length > 0 || account.requirements.pastDue.length > 0)
    return 'needs-information';
  return isAccountReady(account) ? 'verified' : 'needs-information';
}
