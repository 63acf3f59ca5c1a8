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

describe('the duration on the description tab (issue 49)', () => {
  it('takes hours and minutes of any length, names the search bucket, refuses what is not a duration', async () => {
    let current = { ...ownListingFixture, state: 'published' } as OwnListing;
    const sent = stubFetch(({ method, url, body }) => {
      if (url === '/api/auth/info') return json({ data: info });
      if (url === `/api/own-listings/${id}` && method === 'PATCH') {
        current = {
          ...current,
          durationMinutes: (body as { durationMinutes: number }).durationMinutes,
        };
        return json({ data: current });
      }
      if (url === `/api/own-listings/${id}`) return json({ data: current });
      return json({ data: [] });
    });
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
      expect(sent.find((s) => s.method === 'PATCH')?.body).toMatchObject({
        durationMinutes: 50 * 60 + 30,
      }),
    );
  });
});
