import type { EndpointTable } from './endpoint';
import * as payoutsContract from '../payouts';

export const payoutsEndpoints = {
  /** My payout account (null before the details are saved) */
  'GET /api/payouts/account': { response: payoutsContract.payoutAccountResponseSchema },
  /** Save my payout details: creates the payout account */
  'POST /api/payouts/account': {
    body: payoutsContract.payoutDetailsBodySchema,
    response: payoutsContract.payoutAccountResponseSchema,
    status: 201,
  },
  /** Change the bank account payouts go to */
  'PUT /api/payouts/account/bank-account': {
    body: payoutsContract.updateBankAccountBodySchema,
    response: payoutsContract.payoutAccountResponseSchema,
  },
  /** A bank account token from the country's bank fields */
  'POST /api/payouts/bank-tokens': {
    body: payoutsContract.bankTokenBodySchema,
    response: payoutsContract.bankTokenResponseSchema,
  },
  /** Where to complete what the payout provider still needs */
  'POST /api/payouts/account-links': {
    body: payoutsContract.accountLinkBodySchema,
    response: payoutsContract.accountLinkResponseSchema,
  },
  /** The Connect simulator's onboarding: provide what is due, or leave */
  'POST /api/payouts/simulator/account-links/:id': {
    params: payoutsContract.simulatedAccountLinkParams,
    body: payoutsContract.simulatedOnboardingBodySchema,
    response: payoutsContract.simulatedOnboardingResponseSchema,
  },
  /** My balance, payouts and the money moved per booking */
  'GET /api/payouts/earnings': { response: payoutsContract.earningsResponseSchema },
  /** What Levada keeps of my prices, and the booking fee travellers pay, now */
  'GET /api/payouts/commission': { response: payoutsContract.ownCommissionResponseSchema },
  /** My bookings’ money: payins − refunds − payouts − commissions */
  'GET /api/payouts/ledger': { response: payoutsContract.payoutLedgerResponseSchema },
} as const satisfies EndpointTable;
