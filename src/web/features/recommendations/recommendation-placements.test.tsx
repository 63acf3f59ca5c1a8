// @vitest-environment jsdom
// Each page's recommendations carousel (issue 48, decisions 164 and 171): the landing page's popular
// tours, the listing page's bestsellers, the checkout's cross-sell (a cart addition) and the empty
// search's popular tours, each linked with the recommId; none when the fetch fails or answers nothing.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { renderApp } from '../../test/render-app';
import { apiError, apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';

const recommId = '0123456789abcdef0123456789abcdef';
const listingId = '7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const otherId = '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11';
const card = (id: string, title: string) => ({
  id,
  title,
  geolocation: null,
  price: { amount: 4500, currency: 'EUR' },
  publicData: { categories: ['hiking'], unitType: 'adult', pickupOffered: false },
  createdAt: '2026-06-20T10:00:00.000Z',
  images: [],
  rating: null,
  href: `/l/boat-trip/${id}?recommId=${recommId}`,
});
const listing = {
  id: listingId,
  title: 'Levada do Caldeirão Verde',
  description: 'A walk along the water channel to a waterfall.',
  shortDescription: 'Tunnels, laurel forest and a waterfall',
  state: 'published',
  geolocation: { lat: 32.7647, lng: -16.9049 },
  price: { amount: 4500, currency: 'EUR' },
  publicData: {
    categories: ['hiking'],
    pickupOffered: false,
    dropoffOffered: false,
    unitType: 'adult',
    cancellationPolicy: 'flexible-24h',
  },
  createdAt: '2026-01-01T10:00:00.000Z',
  author: {
    id: '5b0c1a52-7d1e-4c55-9a37-3f4e2f0b9d11',
    displayName: 'Rui G.',
    abbreviatedName: 'RG',
    bio: null,
    companyName: null,
    isBanned: false,
    isDeleted: false,
    profileImage: null,
  },
  images: [],
  operatorStats: {
    memberSince: '2024-05-01T00:00:00.000Z',
    tourCount: 3,
    responseRate: 95,
    answerHours: null,
  },
};
const emptyPage = { data: [], meta: { page: 1, perPage: 10, totalItems: 0, totalPages: 0 } };

const server = setupApiServer(
  ...notFound('GET /api/config'),
  apiHandler('GET /api/listings/:id/full-departures', () => ({ data: [] })),
  apiHandler('GET /api/listings/:id/reviews', () => Response.json(emptyPage)),
  apiHandler('GET /api/listings/:id/time-slots', () => Response.json(emptyPage)),
);

type SentRequest = { method: string; url: string; body: unknown };
/** The app's reads; `scenarios` answers each asked scenario (any other: nothing to recommend). */
function serve(scenarios: Record<string, unknown>): SentRequest[] {
  const sent: SentRequest[] = [];
  const record = ({ request, body }: ApiRequest) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, url: url.pathname + url.search, body });
  };
  server.use(
    apiHandler('POST /api/recommendations/views', record),
    apiHandler('POST /api/recommendations/interactions', record),
    apiHandler('GET /api/recommendations', (request) => {
      record(request);
      const answer = scenarios[request.query.get('scenario')!];
      if (answer === 'fail') return apiError(500, 'internal');
      return Response.json(answer ?? { recommId, data: [] });
    }),
    apiHandler('GET /api/auth/info', (request) => {
      record(request);
      return { data: { isAnonymous: true, scopes: [], user: null } };
    }),
    apiHandler('GET /api/listings', (request) => {
      record(request);
      return Response.json({
        data: [],
        meta: { ...emptyPage.meta, perPage: 36, isTotalCapped: false, sort: 'createdAt' },
      });
    }),
    apiHandler('GET /api/listings/:id', (request) => {
      record(request);
      return request.params.id === listingId
        ? Response.json({ data: listing })
        : apiError(404, 'not-found');
    }),
  );
  return sent;
}
const recommended = (title: string) => ({ recommId, data: [card(otherId, title)] });
const asked = (sent: SentRequest[]) =>
  sent
    .filter((r) => r.url.startsWith('/api/recommendations?'))
    .map((r) => new URLSearchParams(r.url.split('?')[1]).get('scenario'));

/** The carousel under `title`: its one card links with the recommId. */
async function expectCarousel(title: string, cardTitle: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 15_000 });
  const section = heading.closest('section')!;
  expect(within(section).getByRole('heading', { name: cardTitle })).toBeTruthy();
  expect(within(section).getByRole('link').getAttribute('href')).toBe(
    `/l/boat-trip/${otherId}?recommId=${recommId}`,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('recommendation carousels on their pages', () => {
  it('the landing page shows the popular tours; a failed recently viewed is not shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = serve({
      'homepage-popular': recommended('Popular boat trip'),
      'homepage-recently-viewed': 'fail',
    });
    const pages: PageRegistry = { LandingPage: () => import('../../pages/home/home-page') };
    renderApp('/', pages);
    await expectCarousel('Popular tours', 'Popular boat trip');
    await waitFor(() =>
      expect(asked(sent).sort()).toEqual(['homepage-popular', 'homepage-recently-viewed']),
    );
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });

  it('the listing page shows the bestsellers after the similar tours', async () => {
    const sent = serve({
      'listing-similar': { recommId, data: [card(otherId.replace('11', '22'), 'Similar walk')] },
      'listing-bestsellers': recommended('Best boat trip'),
    });
    const pages: PageRegistry = { ListingPage: () => import('../../pages/listing/listing-page') };
    renderApp(`/l/levada-do-caldeirao-verde/${listingId}`, pages);
    await expectCarousel('Bestsellers', 'Best boat trip');
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => text === 'Similar tours' || text === 'Bestsellers');
    expect(titles).toEqual(['Similar tours', 'Bestsellers']);
    expect(sent.map((r) => r.url)).toContain(
      `/api/recommendations?scenario=listing-bestsellers&listingId=${listingId}`,
    );
  });

  it('the checkout shows the cross-sell below the form and records the cart addition with the link’s recommId', async () => {
    const sent = serve({ 'checkout-crosssell': recommended('Cross boat trip') });
    const pages: PageRegistry = {
      CheckoutPage: () => import('../../pages/checkout/checkout-page'),
    };
    const choice = new URLSearchParams({
      bookingDate: '2026-07-01',
      bookingStart: '2026-07-01T09:00:00.000Z',
      bookingEnd: '2026-07-01T13:00:00.000Z',
      adults: '2',
      recommId: 'f'.repeat(32),
    });
    renderApp(`/l/levada-do-caldeirao-verde/${listingId}/checkout?${choice}`, pages);
    await expectCarousel('You may also like', 'Cross boat trip');
    const section = screen.getByRole('heading', { name: 'You may also like' }).closest('section')!;
    expect(section.closest('.checkout__main')).toBeNull();
    await waitFor(() =>
      expect(sent.filter((r) => r.url === '/api/recommendations/interactions')).toEqual([
        {
          method: 'POST',
          url: '/api/recommendations/interactions',
          body: { kind: 'cart-addition', listingId, recommId: 'f'.repeat(32) },
        },
      ]),
    );
  });

  it('the empty search shows the popular tours; a search with keywords does not ask for them', async () => {
    const pages: PageRegistry = {
      SearchPage: () => import('../../pages/search/search-page'),
      SearchListingsPage: () => import('../../pages/search/search-page'),
    };
    const sent = serve({ popular: recommended('Popular walk') });
    const { unmount } = renderApp('/s', pages);
    await expectCarousel('Popular tours', 'Popular walk');
    expect(asked(sent)).toEqual(['popular']);
    unmount();
    const withKeywords = serve({ popular: recommended('Popular walk') });
    renderApp('/s?keywords=levada', pages);
    await waitFor(() =>
      expect(withKeywords.some((r) => r.url.startsWith('/api/listings'))).toBe(true),
    );
    expect(asked(withKeywords)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Popular tours' })).toBeNull();
  });
});
