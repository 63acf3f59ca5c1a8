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
  ...notFound('GET /api/notification-count'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);

afterEach(() => cleanup());

describe('the duration on the description tab (issue 49)', () => {
  it('takes hours and minutes of any length, names the search bucket, refuses what is not a duration', async () => {
    let current = { ...ownListingFixture, state: 'published' } as OwnListing;
    const patched: unknown[] = [];
    server.use(
      apiHandler('GET /api/own-listings/:id', () => ({ data: current })),
      apiHandler('PATCH /api/own-listings/:id', ({ params, body }) => {
        patched.push({ id: params.id, body });
        current = {
          ...current,
          durationMinutes: (body as { durationMinutes: number }).durationMinutes,
        };
        return { data: current };
      }),
    );
    renderApp(`/l/levada-walk/${id}/edit/description`, pages);
    const hours = await screen.findByLabelText('Hours', {}, { timeout: 10_000 });
    fireEvent.change(hours, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '30' } });
    expect(screen.getByText('Travellers find it under “3–4 hours” in search.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '75' } });
    fireEvent.blur(screen.getByLabelText('Minutes'));
    expect(
      await screen.findByText('Enter whole hours and minutes (0–59), up to 30 days.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '30' } });
    fireEvent.change(hours, { target: { value: '50' } });
    expect(screen.getByText('Travellers find it under “Several days” in search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    await waitFor(() =>
      expect(patched[0]).toMatchObject({ id, body: { durationMinutes: 50 * 60 + 30 } }),
    );
  });
});
