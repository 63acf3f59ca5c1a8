import { queryOptions } from '@tanstack/react-query';
import type { CardFields } from '../../../domain/card-checks';
import type {
  PublicPaymentIntent,
  PublicSetupIntent,
  SavedCard,
} from '../../../contracts/payments';
import { getJson, sendJson } from '../../lib/api';

// The server's payment endpoints: saved cards (Stripe or the simulator) and the card simulator's own
// Stripe.js-like calls (src/server/routes/payments.ts).

export const savedCardsQuery = () =>
  queryOptions({
    queryKey: ['saved-cards'],
    queryFn: ({ signal }) =>
      getJson<{ data: SavedCard[] }>('/api/payments/cards', { signal }).then((r) => r.data),
  });

export const deleteSavedCard = (id: string) =>
  sendJson('DELETE', `/api/payments/cards/${encodeURIComponent(id)}`);
export const setDefaultSavedCard = (id: string) =>
  sendJson('POST', `/api/payments/cards/${encodeURIComponent(id)}/default`);
export const createSetupIntent = () =>
  sendJson<{ data: PublicSetupIntent }>('POST', '/api/payments/setup-intents').then((r) => r.data);

const intentPath = (id: string) =>
  `/api/payments/simulator/payment-intents/${encodeURIComponent(id)}`;
const setupPath = (id: string) => `/api/payments/simulator/setup-intents/${encodeURIComponent(id)}`;

export const simulator = {
  retrieve: (id: string, clientSecret: string) =>
    getJson<{ data: PublicPaymentIntent }>(
      `${intentPath(id)}?${new URLSearchParams({ clientSecret })}`,
    ).then((r) => r.data),
  confirm: (
    id: string,
    body: { clientSecret: string } & (
      { card: CardFields; savePaymentMethod?: boolean } | { paymentMethodId: string }
    ),
  ) =>
    sendJson<{ data: PublicPaymentIntent }>('POST', `${intentPath(id)}/confirm`, body).then(
      (r) => r.data,
    ),
  authenticate: (id: string, clientSecret: string, outcome: 'complete' | 'fail') =>
    sendJson<{ data: PublicPaymentIntent }>('POST', `${intentPath(id)}/authenticate`, {
      clientSecret,
      outcome,
    }).then((r) => r.data),
  confirmSetup: (id: string, clientSecret: string, card: CardFields) =>
    sendJson<{ data: PublicSetupIntent }>('POST', `${setupPath(id)}/confirm`, {
      clientSecret,
      card,
    }).then((r) => r.data),
  authenticateSetup: (id: string, clientSecret: string, outcome: 'complete' | 'fail') =>
    sendJson<{ data: PublicSetupIntent }>('POST', `${setupPath(id)}/authenticate`, {
      clientSecret,
      outcome,
    }).then((r) => r.data),
};
