import type { EndpointTable } from './endpoint';
import {
  accountLinkBodySchema,
  accountLinkResponseSchema,
  bankTokenBodySchema,
  bankTokenResponseSchema,
  earningsResponseSchema,
  ownCommissionResponseSchema,
  payoutAccountResponseSchema,
  payoutDetailsBodySchema,
  payoutLedgerResponseSchema,
  simulatedAccountLinkParams,
  simulatedOnboardingBodySchema,
  simulatedOnboardingResponseSchema,
  updateBankAccountBodySchema,
} from '../payouts';

export const payoutsEndpoints = {
  /** My payout account (null before the details are saved) */
  'GET /api/payouts/account': { response: payoutAccountResponseSchema },
  /** Save my payout details: creates the payout account */
  'POST /api/payouts/account': {
    body: payoutDetailsBodySchema,
    response: payoutAccountResponseSchema,
    status: 201,
  },
  /** Change the bank account payouts go to */
  'PUT /api/payouts/account/bank-account': {
    body: updateBankAccountBodySchema,
    response: payoutAccountResponseSchema,
  },
  /** A bank account token from the country's bank fields */
  'POST /api/payouts/bank-tokens': { body: bankTokenBodySchema, response: bankTokenResponseSchema },
  /** Where to complete what the payout provider still needs */
  'POST /api/payouts/account-links': {
    body: accountLinkBodySchema,
    response: accountLinkResponseSchema,
  },
  /** The Connect simulator's onboarding: provide what is due, or leave */
  'POST /api/payouts/simulator/account-links/:id': {
    params: simulatedAccountLinkParams,
    body: simulatedOnboardingBodySchema,
    response: simulatedOnboardingResponseSchema,
  },
  /** My balance, payouts and the money moved per booking */
  'GET /api/payouts/earnings': { response: earningsResponseSchema },
  /** What Levada keeps of my prices, and the booking fee travellers pay, now */
  'GET /api/payouts/commission': { response: ownCommissionResponseSchema },
  /** My bookings’ money: payins − refunds − payouts − commissions */
  'GET /api/payouts/ledger': { response: payoutLedgerResponseSchema },
} as const satisfies EndpointTable;
