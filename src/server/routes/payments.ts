import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, noContentSchema } from '../../contracts/common';
import {
  authenticateBodySchema,
  clientSecretQuerySchema,
  confirmPaymentBodySchema,
  confirmSetupBodySchema,
  paymentIntentResponseSchema,
  providerIdParams,
  savedCardsResponseSchema,
  setupIntentResponseSchema,
  type PublicPaymentIntent,
  type PublicSetupIntent,
} from '../../contracts/payments';
import type { PaymentIntent, SetupIntent } from '../../integrations/payments/payments';
import { userTypes } from '../../domain/accounts';
import { AppError } from '../../domain/errors';
import { requireFullSession } from '../http/auth';
import { createCardSetup } from '../modules/payments/create-card-setup';
import { deleteSavedCard } from '../modules/payments/delete-saved-card';
import { handlePaymentWebhook } from '../modules/payments/handle-payment-webhook';
import { listSavedCards } from '../modules/payments/list-saved-cards';
import { setDefaultSavedCard } from '../modules/payments/set-default-saved-card';
import {
  simulatorForPayer,
  simulatorForSetupIntent,
} from '../modules/payments/simulated-payment-access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

// What the paying browser may see: no customer, card or metadata ids beyond its own intent.
const toPublicIntent = (intent: PaymentIntent): PublicPaymentIntent => ({
  id: intent.id,
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  ...(intent.lastPaymentError ? { lastPaymentError: intent.lastPaymentError } : {}),
  ...(intent.nextAction ? { nextAction: intent.nextAction } : {}),
});

const toPublicSetupIntent = (setup: SetupIntent): PublicSetupIntent => ({
  id: setup.id,
  status: setup.status,
  clientSecret: setup.clientSecret,
  ...(setup.paymentMethodId ? { paymentMethodId: setup.paymentMethodId } : {}),
  ...(setup.lastSetupError ? { lastSetupError: setup.lastSetupError } : {}),
  ...(setup.nextAction ? { nextAction: setup.nextAction } : {}),
});

/**
 * The signed-in user's saved cards and card setup (Stripe or the simulator), and the simulator's own
 * browser calls, mirroring Stripe.js (404 when Stripe takes the payments). docs/decisions/042-card-payments.md
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => {
    requireFullSession(request);
  });
  const userIdOf = (request: Parameters<typeof requireFullSession>[0]) =>
    requireFullSession(request).user.id;
  // Payment methods (saved cards) are the customers' (spec 001 §6); operators and affiliates get 403.
  const customerIdOf = (request: Parameters<typeof requireFullSession>[0]) => {
    const { user } = requireFullSession(request);
    if (user.type !== userTypes.customer) {
      throw new AppError('forbidden', 'Saved cards are for customers.', [
        { code: 'customers-only' },
      ]);
    }
    return user.id;
  };
  const tags = ['payments'];

  app.get(
    '/payments/cards',
    {
      schema: {
        tags,
        summary: 'My saved cards, default first',
        response: { 200: savedCardsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listSavedCards(app.deps, customerIdOf(request)) };
    },
  );

  app.delete(
    '/payments/cards/:id',
    {
      schema: {
        tags,
        summary: 'Remove a saved card',
        params: providerIdParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedCard(app.deps, customerIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/payments/cards/:id/default',
    {
      schema: {
        tags,
        summary: 'Make a saved card the default',
        params: providerIdParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await setDefaultSavedCard(app.deps, customerIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/payments/setup-intents',
    {
      schema: {
        tags,
        summary: 'Start saving a card without paying (confirm it with Stripe.js or the simulator)',
        response: { 200: setupIntentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: toPublicSetupIntent(await createCardSetup(app.deps, customerIdOf(request))),
    }),
  );

  app.get(
    '/payments/simulator/payment-intents/:id',
    {
      schema: {
        tags,
        summary: 'Card simulator: a payment as Stripe.js retrieves it with its client secret',
        params: providerIdParams,
        querystring: clientSecretQuerySchema,
        response: { 200: paymentIntentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { clientSecret } = request.query;
      const { simulator, payerCustomerId } = await simulatorForPayer(app.deps, userIdOf(request));
      reply.header('Cache-Control', 'no-store');
      return {
        data: toPublicIntent(await simulator.retrieveWithSecret(id, clientSecret, payerCustomerId)),
      };
    },
  );

  app.post(
    '/payments/simulator/payment-intents/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Card simulator: pay with a card or a saved card (402 with the card error when declined)',
        params: providerIdParams,
        body: confirmPaymentBodySchema,
        response: { 200: paymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { simulator, payerCustomerId } = await simulatorForPayer(app.deps, userIdOf(request));
      const intent = await simulator.confirmPaymentIntent({
        id,
        payerCustomerId,
        clientSecret: body.clientSecret,
        source: 'card' in body ? { card: body.card } : { paymentMethodId: body.paymentMethodId },
        savePaymentMethod: 'card' in body ? body.savePaymentMethod : undefined,
      });
      return { data: toPublicIntent(intent) };
    },
  );

  app.post(
    '/payments/simulator/payment-intents/:id/authenticate',
    {
      schema: {
        tags,
        summary: 'Card simulator: complete or fail the 3-D Secure challenge',
        params: providerIdParams,
        body: authenticateBodySchema,
        response: { 200: paymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { clientSecret, outcome } = request.body;
      const { simulator, payerCustomerId } = await simulatorForPayer(app.deps, userIdOf(request));
      const intent = await simulator.authenticatePaymentIntent({
        id,
        payerCustomerId,
        clientSecret,
        isCompleted: outcome === 'complete',
      });
      return { data: toPublicIntent(intent) };
    },
  );

  app.post(
    '/payments/simulator/setup-intents/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Card simulator: save a card through a setup intent',
        params: providerIdParams,
        body: confirmSetupBodySchema,
        response: { 200: setupIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { clientSecret, card } = request.body;
      const simulator = await simulatorForSetupIntent(
        app.deps,
        userIdOf(request),
        id,
        clientSecret,
      );
      return {
        data: toPublicSetupIntent(await simulator.confirmSetupIntent({ id, clientSecret, card })),
      };
    },
  );

  app.post(
    '/payments/simulator/setup-intents/:id/authenticate',
    {
      schema: {
        tags,
        summary: 'Card simulator: complete or fail the 3-D Secure challenge of a card being saved',
        params: providerIdParams,
        body: authenticateBodySchema,
        response: { 200: setupIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { clientSecret, outcome } = request.body;
      const simulator = await simulatorForSetupIntent(
        app.deps,
        userIdOf(request),
        id,
        clientSecret,
      );
      const setup = await simulator.authenticateSetupIntent({
        id,
        clientSecret,
        isCompleted: outcome === 'complete',
      });
      return { data: toPublicSetupIntent(setup) };
    },
  );
};

/**
 * POST /api/stripe/webhooks: events from Stripe (or signed the same way for the simulator). The raw
 * body is kept for the signature check; no session, no CSRF token (src/server/http/auth.ts).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhooks',
    {
      schema: {
        tags: ['payments'],
        summary: 'Signed payment events from Stripe, each handled once by event id',
        response: {
          200: z.object({
            received: z.literal(true),
            outcome: z.enum(['handled', 'ignored', 'duplicate']),
          }),
          400: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await handlePaymentWebhook(
        app.deps,
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, outcome };
    },
  );
};
