import { queryOptions } from '@tanstack/react-query';
import type { CardFields } from '../../../domain/card-checks';
import { callApi } from '../../lib/api-client';

// The server's payment endpoints: saved cards (Stripe or the simulator) and the card simulator's own
// Stripe.js-like calls (src/server/routes/payments.ts).

/** The query keys of the saved cards. */
export const paymentKeys = { savedCards: ['saved-cards'] as const };

export const savedCardsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.savedCards,
    queryFn: ({ signal }) => callApi('GET /api/payments/cards', {}, { signal }).then((r) => r.data),
  });

export const deleteSavedCard = (id: string) =>
  callApi('DELETE /api/payments/cards/:id', { params: { id } });
export const setDefaultSavedCard = (id: string) =>
  callApi('POST /api/payments/cards/:id/default', { params: { id } });
export const createSetupIntent = () =>
  callApi('POST /api/payments/setup-intents').then((r) => r.data);

export const simulator = {
  retrieve: (id: string, clientSecret: string) =>
    callApi('GET /api/payments/simulator/payment-intents/:id', {
      params: { id },
      query: { clientSecret },
    }).then((r) => r.data),
  confirm: (
    id: string,
    body: { clientSecret: string } & (
      { card: CardFields; savePaymentMethod?: boolean } | { paymentMethodId: string }
    ),
  ) =>
    callApi('POST /api/payments/simulator/payment-intents/:id/confirm', {
      params: { id },
      body,
    }).then((r) => r.data),
  authenticate: (id: string, clientSecret: string, outcome: 'complete' | 'fail') =>
    callApi('POST /api/payments/simulator/payment-intents/:id/authenticate', {
      params: { id },
      body: { clientSecret, outcome },
    }).then((r) => r.data),
  confirmSetup: (id: string, clientSecret: string, card: CardFields) =>
    callApi('POST /api/payments/simulator/setup-intents/:id/confirm', {
      params: { id },
      body: { clientSecret, card },
    }).then((r) => r.data),
  authenticateSetup: (id: string, clientSecret: string, outcome: 'complete' | 'fail') =>
    callApi('POST /api/payments/simulator/setup-intents/:id/authenticate', {
      params: { id },
      body: { clientSecret, outcome },
    }).then((r) => r.data),
};
