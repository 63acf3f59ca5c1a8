// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutAccountView } from '../../../contracts/payouts';
import { TestProviders } from '../../test/render-app';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch';
import { PayoutPointer } from './payout-pointer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (over: Partial<PayoutAccountView>): PayoutAccountView => ({
  state: 'verified',
  country: 'PT',
  currency: 'eur',
  businessType: 'individual',
  requirements: { currentlyDue: [], pastDue: [] },
  isPayoutReady: true,
  ...over,
});

function show(data: PayoutAccountView | null) {
  stubFetch(({ url }) =>
    url === '/api/payouts/account' ? json({ data }) : json({ error: { code: 'not-found' } }, 404),
  );
  render(
    <TestProviders>
      <MemoryRouter>
        <PayoutPointer from="/l/a-walk/0f0c8e44-0000-4000-8000-0000000000aa/draft/policies" />
        <p>rendered</p>
      </MemoryRouter>
    </TestProviders>,
  );
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
    show(account({}));
    await screen.findByText('rendered');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
