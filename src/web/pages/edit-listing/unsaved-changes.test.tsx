// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };
const published = { ...ownListingFixture, state: 'published' } as OwnListing;

const server = setupApiServer(
  ...notFound('GET /api/config', 'GET /api/notification-count', 'GET /api/payouts/commission'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('unsaved changes in the listing editor', () => {
  it('asks before another tab drops them; staying keeps them, and a save ends the question', async () => {
    let current = published;
    server.use(
      apiHandler('GET /api/own-listings/:id', () => ({ data: current })),
      apiHandler('PATCH /api/own-listings/:id', ({ body }) => {
        current = { ...current, ...(body as Partial<OwnListing>) };
        return { data: current };
      }),
    );
    const asked: string[] = [];
    vi.stubGlobal('confirm', (message: string) => {
      asked.push(message);
      return false;
    });
    const { router } = renderApp(`/l/levada-walk/${id}/edit/description`, pages);
    await screen.findByLabelText('Listing name', {}, { timeout: 10_000 });
    // Nothing typed: another tab opens without a question.
    fireEvent.click(screen.getByRole('link', { name: /Pricing/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit\/pricing$/));
    expect(asked).toEqual([]);
    router.navigate(`/l/levada-walk/${id}/edit/description`);
    const renamed = (await screen.findByLabelText('Listing name')) as HTMLInputElement;
    // The tab shows the listing's saved name first: a change typed before it loaded would be reset.
    await waitFor(() => expect(renamed.value).toBe(published.title));
    fireEvent.change(renamed, { target: { value: 'Levada do Rei at dawn' } });

    fireEvent.click(screen.getByRole('link', { name: /Pricing/ }));
    expect(asked).toEqual([
      'You have changes on this tab that are not saved. Leave without saving them?',
    ]);
    expect(router.state.location.pathname).toMatch(/\/edit\/description$/);
    expect((screen.getByLabelText('Listing name') as HTMLInputElement).value).toBe(
      'Levada do Rei at dawn',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Pricing/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit\/pricing$/));
    expect(asked).toHaveLength(1);
  });
});
