import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contracts/common';
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
} from '../../contracts/payouts';
import { requireFullSession, requireSession } from '../http/auth';
import { completeSimulatedOnboarding } from '../modules/payouts/complete-simulated-onboarding';
import { createBankToken } from '../modules/payouts/create-bank-token';
import { createPayoutAccountLink } from '../modules/payouts/create-payout-account-link';
import { ledgerReport } from '../modules/payouts/ledger-report';
import {
  requireOperatorForPayouts,
  requirePayoutDetailsUser,
} from '../modules/payouts/payout-access';
import { savePayoutDetails } from '../modules/payouts/save-payout-details';
import { showEarnings } from '../modules/payouts/show-earnings';
import { showOwnCommission } from '../modules/payouts/show-own-commission';
import { showPayoutAccount, toPayoutAccountView } from '../modules/payouts/show-payout-account';
import { updatePayoutBankAccount } from '../modules/payouts/update-payout-bank-account';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The payout details of operators and affiliates, and the operators' earnings (spec 001 §2
 * StripePayoutPage, AffiliatePayoutPage): visitors get 401, customers 403, affiliates 403 on earnings.
 * docs/decisions/046-payouts.md
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so that a visitor or a customer learns nothing from the schema's errors.
  app.addHook('preValidation', async (request, reply) => {
    requirePayoutDetailsUser(requireSession(request).user);
    reply.header('Cache-Control', 'no-store');
  });
  const operatorsOnly = async (request: Parameters<typeof requireSession>[0]) =>
    requireOperatorForPayouts(requireSession(request).user);
  const userOf = (request: Parameters<typeof requireFullSession>[0]) =>
    requireFullSession(request).user;
  const tags = ['payouts'];

  app.get(
    '/payouts/account',
    {
      schema: {
        tags,
        summary: 'My payout account (null before the details are saved)',
        response: { 200: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await showPayoutAccount(app.deps, request.session!.user.id) }),
  );

  app.post(
    '/payouts/account',
    {
      schema: {
        tags,
        summary: 'Save my payout details: creates the payout account',
        body: payoutDetailsBodySchema,
        response: { 201: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      // The provider asks for a business website; a guide without one gives their tours' page.
      const businessUrl =
        request.body.businessUrl ?? `${app.deps.config.publicBaseUrl}/u/${user.id}`;
      const body = { ...request.body, businessUrl };
      const account = await savePayoutDetails(app.deps, user, body, request.ip);
      return reply.status(201).send({ data: toPayoutAccountView(account) });
    },
  );

  app.put(
    '/payouts/account/bank-account',
    {
      schema: {
        tags,
        summary: 'Change the bank account payouts go to',
        body: updateBankAccountBodySchema,
        response: { 200: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: toPayoutAccountView(
        await updatePayoutBankAccount(app.deps, userOf(request).id, request.body.bankToken),
      ),
    }),
  );

  app.post(
    '/payouts/bank-tokens',
    {
      schema: {
        tags,
        summary: "A bank account token from the country's bank fields",
        body: bankTokenBodySchema,
        response: { 200: bankTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      userOf(request);
      return { data: await createBankToken(app.deps, request.body) };
    },
  );

  app.post(
    '/payouts/account-links',
    {
      schema: {
        tags,
        summary: 'Where to complete what the payout provider still needs',
        body: accountLinkBodySchema,
        response: { 200: accountLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await createPayoutAccountLink(app.deps, userOf(request).id, request.body.returnPath),
    }),
  );

  app.post(
    '/payouts/simulator/account-links/:id',
    {
      schema: {
        tags,
        summary: "The Connect simulator's onboarding: provide what is due, or leave",
        params: simulatedAccountLinkParams,
        body: simulatedOnboardingBodySchema,
        response: { 200: simulatedOnboardingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await completeSimulatedOnboarding(
        app.deps,
        userOf(request).id,
        request.params.id,
        request.body.outcome,
      ),
    }),
  );

  app.get(
    '/payouts/earnings',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'My balance, payouts and the money moved per booking',
        response: { 200: earningsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await showEarnings(app.deps, request.session!.user.id) }),
  );

  app.get(
    '/payouts/commission',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'What Levada keeps of my prices, and the booking fee travellers pay, now',
        response: { 200: ownCommissionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await showOwnCommission(app.deps, request.session!.user.id) }),
  );

  app.get(
    '/payouts/ledger',
    {
      preValidation: operatorsOnly,
      schema: {
        tags,
        summary: 'My bookings’ money: payins − refunds − payouts − commissions',
        response: {
          200: payoutLedgerResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await ledgerReport(app.deps, { operatorId: request.session!.user.id }),
    }),
  );
};
