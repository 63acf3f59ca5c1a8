// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { SavedCard } from '../../../contracts/payments';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { PaymentMethodsPage: () => import('./payment-methods-page') };

/** A fake server: the signed-in user, the public config, saved cards and the simulator's card setup. */
function serve(
  type: number,
  initial: SavedCard[],
  setupStatus: 'succeeded' | 'requires_action' = 'succeeded',
  language: 'en' | 'pt' = 'en',
) {
  let cards = [...initial];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = ({ request, body }: ApiRequest) =>
    void sent.push({ method: request.method, url: new URL(request.url).pathname, body });
  const info: AuthInfo = {
    isAnonymous: false,
    scopes: ['user'],
    user: { ...testUser, type: type as 1, language },
  };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/config', () =>
      Response.json({ mapStyleUrl: '', payments: { provider: 'simulator', publishableKey: null } }),
    ),
    apiHandler('GET /api/payments/cards', (request) => {
      record(request);
      return { data: cards };
    }),
    apiHandler('POST /api/payments/cards/:id/default', (request) => {
      record(request);
      const { id } = request.params;
      if (id === 'pm_broken') return apiError(500, 'api-error');
      cards = cards.map((c) => ({ ...c, isDefault: c.id === id }));
    }),
    apiHandler('DELETE /api/payments/cards/:id', (request) => {
      record(request);
      cards = cards.filter((c) => c.id !== request.params.id);
    }),
    apiHandler('POST /api/payments/setup-intents', (request) => {
      record(request);
      return {
        data: { id: 'seti_1', status: 'requires_payment_method', clientSecret: 'seti_1_secret' },
      };
    }),
    apiHandler('POST /api/payments/simulator/setup-intents/:id/confirm', (request) => {
      record(request);
      expect(request.params.id).toBe('seti_1');
      if (setupStatus === 'requires_action')
        return Response.json({
          data: {
            id: 'seti_1',
            status: 'requires_action',
            clientSecret: 's',
            nextAction: 'authenticate',
          },
        });
      cards = [
        ...cards,
        {
          id: 'pm_new',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2031,
          isDefault: cards.length === 0,
        },
      ];
      return Response.json({
        data: { id: 'seti_1', status: 'succeeded', clientSecret: 's', paymentMethodId: 'pm_new' },
      });
    }),
    apiHandler('POST /api/payments/simulator/setup-intents/:id/authenticate', (request) => {
      record(request);
      expect(request.params.id).toBe('seti_1');
      return Response.json(
        {
          error: {
            code: 'transaction-payment-failed',
            message: 'x',
            details: [{ code: 'setup_intent_authentication_failure' }],
          },
        },
        { status: 402 },
      );
    }),
  );
  return sent;
}

const visa: SavedCard = {
  id: 'pm_a',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};
const master: SavedCard = {
  id: 'pm_b',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2031,
  isDefault: false,
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => cleanup());

const server = setupApiServer(...notFound('GET /api/notification-count'));

const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('PaymentMethodsPage (/account/payment-methods)', () => {
  it('lists saved cards, makes one the default and deletes one', async () => {
    const sent = serve(1, [visa, master]);
    renderApp('/account/payment-methods', pages);
    expect(await screen.findByText('Visa ending in 4242, expires 12/30')).toBeTruthy();
    expect(screen.getByText('Mastercard ending in 4444, expires 03/31')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Make default' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(
        sent.some((s) => s.method === 'POST' && s.url === '/api/payments/cards/pm_b/default'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Make default' })).toHaveLength(1),
    );

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(await screen.findByText('The card is deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Visa ending in 4242, expires 12/30')).toBeNull(),
    );
  });

  it('tells when saving the default failed', async () => {
    serve(1, [visa, { ...master, id: 'pm_broken' }]);
    renderApp('/account/payment-methods', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    expect(
      await screen.findByText('Saving default payment method failed. Please try again.'),
    ).toBeTruthy();
  });

  it('adds a card through a setup intent and shows it', async () => {
    const sent = serve(1, []);
    renderApp('/account/payment-methods', pages);
    expect(await screen.findByText('You have no saved cards yet.')).toBeTruthy();
    type(/card number/i, '4242 4242 4242 4242');
    type(/expiry/i, '1231');
    type(/security code/i, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card is saved.')).toBeTruthy();
    expect(await screen.findByText('Visa ending in 4242, expires 12/31')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('/seti_1/confirm'))?.body).toEqual({
      clientSecret: 'seti_1_secret',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 31, cvc: '123' },
    });
  });

  it('shows the bank check for a card asking for it, and the translated error when it fails', async () => {
    serve(1, [], 'requires_action', 'pt');
    renderApp('/account/payment-methods', pages, { locale: 'pt' });
    await screen.findByText('Ainda não tem cartões guardados.');
    type(/número do cartão/i, '4000 0027 6000 3184');
    type(/validade/i, '1231');
    type(/código de segurança/i, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cartão' }));
    expect(await screen.findByText('O seu banco pede-lhe que confirme este cartão.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /falhar/i })));
    expect(await screen.findByText(/não conseguimos autenticar/i)).toBeTruthy();
  });

  it('is for customers only', async () => {
    const sent = serve(2, [visa]);
    renderApp('/account/payment-methods', pages);
    expect(
      await screen.findByText('Payment methods are for travellers who book tours.'),
    ).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payments/cards')).toBe(false);
  });
});
