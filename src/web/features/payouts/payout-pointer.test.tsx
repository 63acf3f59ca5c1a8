// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutAccountView } from '../../../contracts/payouts';
import { TestProviders } from '../../test/render-app';
import { apiHandler, setupApiServer } from '../../test/msw';
import { PayoutPointer } from './payout-pointer';

const server = setupApiServer();

afterEach(() => cleanup());

const account = (over: Partial<PayoutAccountView>): PayoutAccountView => ({
  state: 'verified',
  country: 'PT',
  currency: 'eur',
  businessType: 'individual',
  requirements: { currentlyDue: [], pastDue: [] },
  isPayoutReady: true,
  ...over,
});

function show(data: PayoutAccountView | null): QueryClient {
  server.use(apiHandler('GET /api/payouts/account', () => ({ data })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={client}>
      <MemoryRouter>
        <PayoutPointer from="/l/a-walk/0f0c8e44-0000-4000-8000-0000000000aa/draft/policies" />
        <p>rendered</p>
      </MemoryRouter>
    </TestProviders>,
  );
  return client;
}

describe('PayoutPointer', () => {
  it('points an operator without payout details to the payout page, coming back here', async () => {
    show(null);
    const link = await screen.findByRole('link', { name: 'Add payout details' });
    expect(link.getAttribute('href')).toBe(
      `/account/payments?from=${encodeURIComponent('/l/a-walk/0f0c8e44-0000-4000-8000-0000000000aa/draft/policies')}`,
    );
    expect(screen.getByText(/Travellers cannot book your tours/)).toBeTruthy();
  });

  it('tells an operator whose account needs more information', async () => {
    show(account({ state: 'needs-information', isPayoutReady: false }));
    expect(await screen.findByRole('link', { name: 'Open payout details' })).toBeTruthy();
  });

  it('says nothing once travellers can book', async () => {
    const client = show(account({}));
    // Once the account is read and its answer rendered, not after some time.
    await vi.waitFor(() => {
      const queries = client.getQueryCache().getAll();
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((query) => query.state.status === 'success')).toBe(true);
    });
    await act(async () => {});
    expect(screen.getByText('rendered')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
