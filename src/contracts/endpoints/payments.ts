import type { EndpointTable } from './endpoint';
import { noContentSchema } from '../common';
import * as paymentsContract from '../payments';

export const paymentsEndpoints = {
  /** My saved cards, default first */
  'GET /api/payments/cards': { response: paymentsContract.savedCardsResponseSchema },
  /** Remove a saved card */
  'DELETE /api/payments/cards/:id': {
    params: paymentsContract.providerIdParams,
    response: noContentSchema,
    status: 204,
  },
  /** Make a saved card the default */
  'POST /api/payments/cards/:id/default': {
    params: paymentsContract.providerIdParams,
    response: noContentSchema,
    status: 204,
  },
  /** Start saving a card without paying (confirm it with Stripe.js or the simulator) */
  'POST /api/payments/setup-intents': { response: paymentsContract.setupIntentResponseSchema },
  /** Card simulator: a payment as Stripe.js retrieves it with its client secret */
  'GET /api/payments/simulator/payment-intents/:id': {
    params: paymentsContract.providerIdParams,
    query: paymentsContract.clientSecretQuerySchema,
    response: paymentsContract.paymentIntentResponseSchema,
  },
  /** Card simulator: pay with a card or a saved card (402 with the card error when declined) */
  'POST /api/payments/simulator/payment-intents/:id/confirm': {
    params: paymentsContract.providerIdParams,
    body: paymentsContract.confirmPaymentBodySchema,
    response: paymentsContract.paymentIntentResponseSchema,
  },
  /** Card simulator: complete or fail the 3-D Secure challenge */
  'POST /api/payments/simulator/payment-intents/:id/authenticate': {
    params: paymentsContract.providerIdParams,
    body: paymentsContract.authenticateBodySchema,
    response: paymentsContract.paymentIntentResponseSchema,
  },
  /** Card simulator: save a card through a setup intent */
  'POST /api/payments/simulator/setup-intents/:id/confirm': {
    params: paymentsContract.providerIdParams,
    body: paymentsContract.confirmSetupBodySchema,
    response: paymentsContract.setupIntentResponseSchema,
  },
  /** Card simulator: complete or fail the 3-D Secure challenge of a card being saved */
  'POST /api/payments/simulator/setup-intents/:id/authenticate': {
    params: paymentsContract.providerIdParams,
    body: paymentsContract.authenticateBodySchema,
    response: paymentsContract.setupIntentResponseSchema,
  },
} as const satisfies EndpointTable;
