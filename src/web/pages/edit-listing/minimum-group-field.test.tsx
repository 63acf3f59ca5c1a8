// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };

const server = setupApiServer(
  ...notFound('GET /api/config', 'GET /api/notification-count'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);

afterEach(() => cleanup());

describe('the minimum group size of the Policies tab (decision 157)', () => {
  it('refuses a minimum of 1, and saves 6 people decided 24 hours before', async () => {
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      apiHandler('GET /api/own-listings/:id', () => ({ data: ownListingFixture })),
      apiHandler('PATCH /api/own-listings/:id', ({ request, body }) => {
        sent.push({ method: request.method, body });
        return {
          data: {
            ...ownListingFixture,
            publicData: { ...ownListingFixture.publicData, ...(body as object) },
          },
        } satisfies { data: OwnListing };
      }),
    );
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
