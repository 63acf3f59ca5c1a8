// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the minimum group size of the Policies tab (decision 157)', () => {
  it('refuses a minimum of 1, and saves 6 people decided 24 hours before', async () => {
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/auth/info') return json({ data: info });
      if (url === `/api/own-listings/${id}` && method === 'GET')
        return json({ data: ownListingFixture });
      if (url === `/api/own-listings/${id}`)
        return json({
          data: {
            ...ownListingFixture,
            publicData: { ...ownListingFixture.publicData, ...(body as object) },
          },
        } satisfies { data: OwnListing });
      return json({ error: { code: 'not-found', message: '' } }, 404);
    });
    renderApp(`/l/levada-walk/${id}/edit/policies`, pages);
    const size = await screen.findByRole(
      'spinbutton',
      { name: 'Minimum group size' },
      { timeout: 10_000 },
    );
    fireEvent.change(size, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('From 2 to 100 people, or empty')).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);

    fireEvent.change(size, { target: { value: '6' } });
    fireEvent.change(
      screen.getByRole('spinbutton', { name: 'Decided how many hours before the start' }),
      { target: { value: '24' } },
    );
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1));
    expect(sent.find((r) => r.method !== 'GET')!.body).toMatchObject({
      minimumGroupSize: 6,
      minimumDecisionHours: 24,
    });
  });
});
