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
const photo = {
  id: '0f0c8e44-0000-4000-8000-0000000000f1',
  variants: [{ name: 'listing-card', width: 300, height: 200, url: '/i/card.jpg' }],
};
const published = { ...ownListingFixture, state: 'published', images: [photo] } as OwnListing;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the photos tab', () => {
  it('clears a refusal once the next save goes through, so "saved" never stands beside it', async () => {
    stubFetch(({ method, url }) => {
      if (url === '/api/auth/info') return json({ data: info });
      if (method === 'DELETE')
        return json(
          {
            error: {
              code: 'validation-invalid-value',
              message: '',
              details: [{ path: 'images', code: 'images-required' }],
            },
          },
          400,
        );
      if (url === `/api/own-listings/${id}`) return json({ data: published });
      return json({ error: { code: 'not-found', message: '' } }, 404);
    });
    renderApp(`/l/levada-walk/${id}/edit/photos`, pages);
    const remove = await screen.findByRole('button', { name: /^Delete/ }, { timeout: 10_000 });
    fireEvent.click(remove);
    await waitFor(() => expect(document.querySelector('.form-error')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(document.querySelector('.form-error')).toBeNull();
  });
});
