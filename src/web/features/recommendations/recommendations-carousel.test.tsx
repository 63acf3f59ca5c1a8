// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHandler, setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { RecommendationsCarousel, SimilarTours } from './recommendations-carousel';

const recommId = '0123456789abcdef0123456789abcdef';
const listingId = '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11';
const card = (id: string, title: string) => ({
  id,
  title,
  geolocation: null,
  price: { amount: 4500, currency: 'EUR' },
  publicData: { categories: ['hiking'], unitType: 'adult', pickupOffered: false },
  createdAt: '2026-06-20T10:00:00.000Z',
  images: [],
  rating: null,
  href: `/l/walk/${id}?recommId=${recommId}`,
});

const server = setupApiServer();

/** Answers GET /api/recommendations with `status` and `body`, and the POSTs with 204; keeps the requests. */
function serve(status: number, body: unknown) {
  const requests: { url: string; method: string; body?: unknown }[] = [];
  const record = ({ request, body }: { request: Request; body: unknown }) => {
    const url = new URL(request.url);
    requests.push({ url: url.pathname + url.search, method: request.method, body });
  };
  server.use(
    apiHandler('GET /api/recommendations', (request) => {
      record(request);
      return HttpResponse.json(body as object, { status });
    }),
    apiHandler('POST /api/recommendations/views', (request) => record(request)),
    apiHandler('POST /api/recommendations/interactions', (request) => record(request)),
  );
  return requests;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inPage = (path: string, children: React.ReactNode, queryClient?: QueryClient) => (
  <TestProviders queryClient={queryClient}>
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  </TestProviders>
);

describe('recommendations carousel', () => {
  it('shows similar tours linked with the recommId, and records the view with the link’s', async () => {
    const other = '7c1d2e3f-4a5b-4c6d-8e7f-901234567891';
    const requests = serve(200, { recommId, data: [card(other, 'Boat trip')] });
    render(
      inPage(
        `/l/walk/${listingId}?recommId=${'f'.repeat(32)}`,
        <SimilarTours listingId={listingId} />,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Similar tours' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `/l/walk/${other}?recommId=${recommId}`,
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const get = requests.find((r) => r.method === 'GET')!;
    expect(get.url).toBe(`/api/recommendations?scenario=listing-similar&listingId=${listingId}`);
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/recommendations/views');
    expect(post.body).toEqual({ listingId, recommId: 'f'.repeat(32) });
  });

  it('is not shown when its fetch fails, nor when there is nothing to recommend', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = serve(500, { error: { code: 'internal', message: 'boom' } });
    const { container, unmount } = render(
      inPage('/', <RecommendationsCarousel scenario="homepage-recently-viewed" />),
    );
    await waitFor(() => expect(failed.length).toBe(1));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    unmount();

    serve(200, { recommId, data: [] });
    const queryClient = new QueryClient();
    const empty = render(
      inPage('/', <RecommendationsCarousel scenario="homepage-recently-viewed" />, queryClient),
    );
    await waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'),
    );
    expect(empty.container.textContent).toBe('');
  });
});
