// @vitest-environment jsdom
// Issue 14 item 7: publishing confirms, manage listings shows departures, closing asks, drafts preview.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { ManagedListing } from '../../../contracts/own-listings';
import type { PayoutAccountView } from '../../../contracts/payouts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer } from '../../test/msw';
import { ownListingFixture, ownListingId } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  ManageListingsPage: () => import('./manage-listings-page'),
  ListingPageVariant: () => import('../listing/listing-preview-page'),
};
const id = ownListingId;
const listing: ManagedListing = {
  ...ownListingFixture,
  nextDepartures: [
    { start: '2026-06-01T08:00:00.000Z', seats: 8, booked: 3 },
    { start: '2026-06-02T08:00:00.000Z', seats: 8, booked: 0 },
  ],
};
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };

function serve(shown: ManagedListing, payoutAccount?: PayoutAccountView | null) {
  let current = shown;
  const sent: { method: string; url: string }[] = [];
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/payouts/account', () =>
      payoutAccount === undefined ? apiError(404, 'not-found') : { data: payoutAccount },
    ),
    apiHandler('GET /api/own-listings', () => ({
      data: [current],
      meta: { page: 1, perPage: 42, totalItems: 1, totalPages: 1 },
    })),
    apiHandler('POST /api/own-listings/:id/close', ({ request, params }) => {
      sent.push({ method: request.method, url: new URL(request.url).pathname });
      expect(params.id).toBe(id);
      current = { ...current, state: 'closed' };
      return { data: current };
    }),
    apiHandler('GET /api/own-listings/:id', ({ params }) => {
      expect(params.id).toBe(id);
      return { data: current };
    }),
  );
  return sent;
}

const server = setupApiServer(...notFound('GET /api/notification-count'));

afterEach(() => cleanup());

describe('manage listings for an operator', () => {
  it('confirms a publication with links to view and edit the listing', async () => {
    serve(listing);
    renderApp(`/listings?published=${id}`, pages);
    // The page's chunk loads first (slow on a busy machine).
    const notice = await screen.findByText(
      '“Levada walk” is live: travellers can find and book it now.',
      {},
      { timeout: 10_000 },
    );
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'View the listing' }).getAttribute('href')).toBe(
      `/l/levada-walk/${id}`,
    );
    expect(within(box).getByRole('link', { name: 'Edit it' }).getAttribute('href')).toBe(
      `/l/levada-walk/${id}/edit/description`,
    );
  });

  it('does not say travellers can book a listing before the payout details are verified', async () => {
    serve(listing, null);
    renderApp(`/listings?published=${id}`, pages);
    const notice = await screen.findByText(
      '“Levada walk” is live: travellers can find it now, and book it once your payout details are verified.',
      {},
      { timeout: 10_000 },
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/can find and book it now/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Add payout details' }).getAttribute('href')).toBe(
      '/account/payments?from=%2Flistings',
    );
  });

  it('says travellers can book it once the payout details are verified', async () => {
    serve(listing, {
      state: 'verified',
      country: 'PT',
      currency: 'eur',
      businessType: 'individual',
      requirements: { currentlyDue: [], pastDue: [] },
      bankAccount: { country: 'PT', currency: 'eur', last4: '0154' },
      isPayoutReady: true,
    });
    renderApp(`/listings?published=${id}`, pages);
    await screen.findByText(
      '“Levada walk” is live: travellers can find and book it now.',
      {},
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('link', { name: 'Add payout details' })).toBeNull();
  });

  it('shows the next departures in the listing’s time with booked seats', async () => {
    serve(listing);
    renderApp('/listings', pages);
    await screen.findByText('Next departures');
    const times = [...document.querySelectorAll('.managed__departures li')].map(
      (li) => li.textContent,
    );
    // 08:00 UTC is 09:00 in Madeira in June (summer time).
    expect(times[0]).toMatch(/Mon,? 1 Jun.*09:00.*3 of 8 booked/);
    expect(times[1]).toMatch(/0 of 8 booked/);
  });

  it('asks before closing; keeping it open sends nothing, confirming closes it', async () => {
    const sent = serve(listing);
    renderApp('/listings', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Close Levada walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Levada walk”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((r) => r.url.endsWith('/close'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Close Levada walk' }));
    const again = await screen.findByRole('dialog', { name: 'Close “Levada walk”?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close the listing' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        `/api/own-listings/${id}/close`,
      ]),
    );
    await screen.findByRole('button', { name: 'Open Levada walk again' });
  });
});

describe('the draft preview', () => {
  it('shows the operator’s draft as the public page would, with no booking panel', async () => {
    serve({ ...listing, state: 'draft' });
    renderApp(`/l/levada-walk/${id}/preview`, pages);
    await screen.findByRole('heading', { level: 1, name: 'Levada walk' });
    expect(
      screen.getByText(
        'Preview: this is how travellers will see your listing. It is not public yet.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('A waterfall')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Check availability' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit the listing' }).getAttribute('href')).toBe(
      `/l/levada-walk/${id}/draft/description`,
    );
  });
});
