// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };
const server = setupApiServer();

afterEach(() => cleanup());

/** Opens the published listing's pricing tab (no price yet); returns the bodies of its saves. */
async function openTab() {
  const sent: unknown[] = [];
  let current: OwnListing = { ...ownListingFixture, state: 'published' };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    // The preview prices with the operator's own commission; the marketplace's is not needed.
    apiHandler('GET /api/config', () => new Response(null, { status: 404 })),
    apiHandler('GET /api/payouts/commission', () => ({
      data: { providerCommissionPercent: 15, customerCommissionPercent: 0 },
    })),
    apiHandler('GET /api/own-listings/:id', () => ({ data: current })),
    apiHandler('PATCH /api/own-listings/:id', ({ body }) => {
      sent.push(body);
      current = { ...current, ...(body as Partial<OwnListing>) };
      return { data: current };
    }),
  );
  renderApp(`/l/levada-walk/${id}/edit/pricing`, pages);
  await screen.findByLabelText('Price per adult', {}, { timeout: 10_000 });
  return sent;
}

describe('the pricing tab’s form', () => {
  it('shows a price below zero refused once the field is left', async () => {
    await openTab();
    const adult = screen.getByLabelText('Price per adult');
    fireEvent.change(adult, { target: { value: '-5' } });
    await act(async () => {});
    expect(screen.queryByText(/Price should be at least/)).toBeNull();
    await act(async () => fireEvent.blur(adult));
    expect(await screen.findByText(/Price should be at least/)).toBeTruthy();
    expect(adult.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every error on a save and sends nothing, then sends the pricing', async () => {
    const sent = await openTab();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Children have their own price' }));
    fireEvent.change(screen.getByLabelText('Price per child'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Add the ages this price is for.')).toBeTruthy();
    expect(screen.getByText('You need to add a valid price.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Price per adult'), { target: { value: '45' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Ages' })[0]!, {
      target: { value: ' 4-11 ' },
    });
    fireEvent.change(screen.getByLabelText(/^Discount/), { target: { value: '10' } });
    expect(await screen.findByText(/^Two adults pay/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        pricing: {
          currency: 'EUR',
          adult: 4500,
          child: { amount: 2000, ageGroup: '4-11' },
          infant: null,
          unitType: 'adult',
          groupPricing: null,
          discountPercent: 10,
        },
      },
    ]);
  });
});
