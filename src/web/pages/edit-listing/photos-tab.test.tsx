// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
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
const photo = {
  id: '0f0c8e44-0000-4000-8000-0000000000f1',
  variants: [{ name: 'listing-card', width: 300, height: 200, url: '/i/card.jpg' }],
};
const published = { ...ownListingFixture, state: 'published', images: [photo] } as OwnListing;

const server = setupApiServer(
  ...notFound(
    'GET /api/config',
    'GET /api/notification-count',
    'GET /api/payouts/account',
    'GET /api/payouts/commission',
  ),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);
/** Answers the listing with `listing`. */
const serveListing = (listing: OwnListing) =>
  server.use(
    apiHandler('GET /api/own-listings/:id', ({ params }) => {
      expect(params.id).toBe(id);
      return { data: listing };
    }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the photos tab', () => {
  it('clears a refusal once the next save goes through, so "saved" never stands beside it', async () => {
    serveListing(published);
    server.use(
      apiHandler('DELETE /api/own-listings/:id/images/:imageId', () =>
        Response.json(
          {
            error: {
              code: 'validation-invalid-value',
              message: '',
              details: [{ path: 'images', code: 'images-required' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp(`/l/levada-walk/${id}/edit/photos`, pages);
    const remove = await screen.findByRole('button', { name: /^Delete/ }, { timeout: 10_000 });
    fireEvent.click(remove);
    await waitFor(() => expect(document.querySelector('.form-error')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(document.querySelector('.form-error')).toBeNull();
  });

  it('saves a photo’s description (alternative text) when its field is left, once', async () => {
    serveListing(published);
    const puts: { url: string; body: unknown }[] = [];
    server.use(
      apiHandler('PUT /api/own-listings/:id/images/:imageId/alt', ({ request, body }) => {
        puts.push({ url: new URL(request.url).pathname, body });
        return { data: { ...photo, alt: (body as { alt: string }).alt.trim() } };
      }),
    );
    renderApp(`/l/levada-walk/${id}/edit/photos`, pages);
    const field = await screen.findByLabelText('Describe Photo 1', {}, { timeout: 10_000 });
    fireEvent.change(field, { target: { value: 'Dolphins beside the boat' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Description saved.')).toBeTruthy();
    fireEvent.blur(field);
    expect(puts).toEqual([
      {
        url: `/api/own-listings/${id}/images/${photo.id}/alt`,
        body: { alt: 'Dolphins beside the boat' },
      },
    ]);
  });

  it('accepts WebP and HEIC files in the chooser, and explains a HEIC the server could not read', async () => {
    serveListing(published);
    const requests: Array<{ type: string | null }> = [];
    // The upload's body is the file itself, not JSON: a plain handler of the route.
    server.use(
      http.post(`/api/own-listings/${id}/images`, ({ request }) => {
        requests.push({ type: request.headers.get('Content-Type') });
        return Response.json(
          {
            error: { code: 'image-invalid', message: '', details: [{ code: 'heic-unreadable' }] },
          },
          { status: 400 },
        );
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
    );
    renderApp(`/l/levada-walk/${id}/edit/photos`, pages);
    const chooser = (await screen.findByLabelText(
      'Add photos',
      {},
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(chooser.accept).toContain('image/heic');
    expect(chooser.accept).toContain('image/webp');
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0042.HEIC', { type: 'image/heic' });
    fireEvent.change(chooser, { target: { files: [heic] } });
    expect(
      await screen.findByText(
        'Failed to upload image IMG_0042.HEIC. This HEIC photo could not be converted. Save it as a JPG on your phone and try again.',
      ),
    ).toBeTruthy();
    expect(requests).toEqual([{ type: 'image/heic' }]);
  });

  it('publishes a complete draft from the photos step, the last one (spec 000 §2)', async () => {
    const draft = { ...ownListingFixture, state: 'draft', images: [photo] } as OwnListing;
    serveListing(draft);
    const published: string[] = [];
    server.use(
      apiHandler('POST /api/own-listings/:id/publish', ({ request }) => {
        published.push(new URL(request.url).pathname);
        return { data: { ...draft, state: 'published' } };
      }),
      apiHandler('GET /api/own-listings', () =>
        Response.json({ data: [], meta: { totalItems: 0 } }),
      ),
    );
    renderApp(`/l/levada-walk/${id}/draft/photos`, pages);
    expect(
      await screen.findByText(
        'Everything is ready. Publish to let travellers book.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    // Photos is the last numbered step, after Policies.
    const steps = screen
      .getByRole('navigation', { name: /steps|tabs/i })
      .querySelectorAll('.editor__tab');
    expect(Array.from(steps, (step) => step.textContent?.replace(/^\d+/, ''))).toEqual([
      'Description',
      'Features',
      'Location',
      'Pricing',
      'Availability',
      'Policies',
      'Photos',
      'Translations',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish listing' }));
    await waitFor(() => expect(published).toEqual([`/api/own-listings/${id}/publish`]));
  });

  it('says on the photos step what a draft still misses, each linked to its step', async () => {
    const draft = {
      ...ownListingFixture,
      state: 'draft',
      images: [],
      missingForPublish: ['price-required', 'images-required'],
    } as OwnListing;
    serveListing(draft);
    renderApp(`/l/levada-walk/${id}/draft/photos`, pages);
    expect(
      await screen.findByText('Before you publish, add:', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish listing' })).toBeTruthy();
    const price = screen.getByRole('link', { name: 'You need to add a valid price.' });
    expect(price.getAttribute('href')).toBe(`/l/levada-walk/${id}/draft/pricing`);
    expect(screen.getByRole('link', { name: 'You need to add at least one image.' })).toBeTruthy();
  });
});
