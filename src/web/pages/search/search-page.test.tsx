// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard } from '../../../contracts/listings';
import type { ListingSearchResponse } from '../../../contracts/search';
import { apiError, apiHandler, notFound, sentRequests, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const card = (id: string, title: string, rating: ListingCard['rating']): ListingCard => ({
  id,
  title,
  geolocation: { lat: 32.76, lng: -16.96 },
  price: { amount: 4500, currency: 'EUR' },
  publicData: { categories: ['hiking'], unitType: 'adult', pickupOffered: false },
  createdAt: '2026-05-20T09:00:00.000Z',
  images: [],
  rating,
});
const results: ListingSearchResponse = {
  data: [
    card('6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11', 'Caldeirão Verde walk', {
      average: 4.5,
      count: 12,
    }),
    card('6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a12', 'Pico Ruivo sunrise', null),
  ],
  meta: {
    page: 1,
    perPage: 36,
    totalItems: 2,
    totalPages: 1,
    isTotalCapped: false,
    sort: 'rating',
  },
};

const server = setupApiServer(
  ...notFound('GET /api/recommendations'),
  apiHandler('GET /api/auth/info', () => ({
    data: { isAnonymous: true, scopes: [], user: null },
  })),
  apiHandler('GET /api/config', () =>
    Response.json({ mapStyleUrl: null, payments: { provider: 'simulator', publishableKey: null } }),
  ),
);
/** Every request of the test ("METHOD /path?query"). */
let requested: string[] = [];
/** The paths and queries asked for. */
const asked = () => requested.map((request) => request.slice(request.indexOf(' ') + 1));
/** The search answers `search`, the map's points none. */
function serve(search: ListingSearchResponse = results) {
  requested = sentRequests(server);
  server.use(
    apiHandler('GET /api/listings/map-points', () => ({ data: [], meta: { isCapped: false } })),
    apiHandler('GET /api/listings', () => search),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages = {
  SearchPage: () => import('./search-page'),
  SearchMapPage: () => import('./search-page'),
  SearchListingsPage: () => import('./search-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

describe('the search page', () => {
  it('shows each card’s average rating and review count, and sorts by rating', async () => {
    serve();
    const { router } = renderApp('/s?sort=rating', pages);
    const rated = await screen.findByRole(
      'heading',
      { name: 'Caldeirão Verde walk' },
      { timeout: 15_000 },
    );
    const ratedCard = rated.closest('article')!;
    expect(within(ratedCard).getByText('4.5 out of 5 · 12 reviews')).toBeTruthy();
    const unrated = screen.getByRole('heading', { name: 'Pico Ruivo sunrise' }).closest('article')!;
    expect(unrated.querySelector('.listing-card__rating')).toBeNull();

    // The sort in the URL is the one asked of the server and the one the menu shows.
    expect(
      asked().some((url) => url.startsWith('/api/listings?') && url.includes('sort=rating')),
    ).toBe(true);
    const sort = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(sort.value).toBe('rating');
    expect(sort.selectedOptions[0]!.textContent).toBe('Highest rated');

    fireEvent.change(sort, { target: { value: '-price' } });
    expect(router.state.location.search).toContain('sort=-price');
    fireEvent.change(sort, { target: { value: 'rating' } });
    expect(router.state.location.search).toContain('sort=rating');
  });

  it('fetches the first result’s photo first and loads the first row at once, the rest when scrolled near', async () => {
    const photo = (n: number): ListingCard['images'][number] => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      variants: [
        { name: 'listing-card', width: 400, height: 300, url: `/images/p${n}/c.jpg` },
        { name: 'listing-card-2x', width: 800, height: 600, url: `/images/p${n}/c2.jpg` },
      ],
    });
    const withPhotos = [1, 2, 3, 4].map((n) => ({
      ...card(`6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a2${n}`, `Walk ${n}`, null),
      images: [photo(n)],
    }));
    serve({ ...results, data: withPhotos, meta: { ...results.meta, totalItems: 4 } });
    renderApp('/s', pages);
    await screen.findByRole('heading', { name: 'Walk 4' }, { timeout: 15_000 });
    const images = ['Walk 1', 'Walk 2', 'Walk 3', 'Walk 4'].map((title) =>
      screen.getByRole('heading', { name: title }).closest('article')!.querySelector('img')!,
    );
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
    ]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('links each result to its listing with the searched dates (decision 085), on the list and beside the map', async () => {
    serve();
    const first = `/l/caldeirao-verde-walk/${results.data[0]!.id}`;
    const hrefOf = async () =>
      (await screen.findByRole('heading', { name: 'Caldeirão Verde walk' }, { timeout: 15_000 }))
        .closest('a')!
        .getAttribute('href');

    renderApp('/s?dates=2026-12-05%2C2026-12-06', pages);
    expect(await hrefOf()).toBe(`${first}?dates=2026-12-05,2026-12-06`);
    cleanup();

    renderApp('/s/map?bounds=32.9,-16.6,32.6,-17.3&dates=2026-12-05,2026-12-05', pages);
    expect(await hrefOf()).toBe(`${first}?dates=2026-12-05,2026-12-05`);
    cleanup();

    // Without dates, or with dates that do not parse (dropped by the search's parser), the bare path.
    for (const url of ['/s', '/s?dates=2026-12-06,2026-12-05', '/s?dates=%22%3E%3Cscript%3E']) {
      renderApp(url, pages);
      expect(await hrefOf(), url).toBe(first);
      cleanup();
    }
  });

  it('on the map view asks for every result in view as points, and keeps the page of cards beside the map', async () => {
    serve();
    renderApp('/s/map?bounds=32.9,-16.6,32.6,-17.3', pages);
    const list = await screen.findByRole(
      'heading',
      { name: 'Caldeirão Verde walk' },
      { timeout: 15_000 },
    );
    expect(list.closest('.search-page__map-list')).not.toBeNull();
    expect(asked()).toContain('/api/listings/map-points?bounds=32.9%2C-16.6%2C32.6%2C-17.3');
  });

  it('on the map view turns the pages of the list beside the map, not of the map', async () => {
    serve({ ...results, meta: { ...results.meta, totalItems: 40, totalPages: 2 } });
    renderApp('/s/map?bounds=32.9,-16.6,32.6,-17.3', pages);
    await screen.findByRole('heading', { name: 'Caldeirão Verde walk' }, { timeout: 15_000 });
    const pagination = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(pagination.closest('.search-page__map-list')).not.toBeNull();
  });
});

describe('the search page with keywords (issue 44, decision 110)', () => {
  const madeira = { id: 'madeira', name: 'Madeira', kind: 'island' as const, words: ['madeira'] };
  const understood = (
    more: Partial<NonNullable<ListingSearchResponse['understood']>>,
  ): ListingSearchResponse => ({
    ...results,
    meta: { ...results.meta, sort: 'relevance' },
    understood: { place: madeira, words: ['levada', 'walk'], relaxed: 'none', ...more },
  });
  const lineOf = async () =>
    (
      await screen.findByText(
        /^Results for|^Tours and activities in/,
        {
          selector: '.understood__line',
        },
        { timeout: 15_000 },
      )
    ).textContent;

  it('shows the words and the place understood, and the place’s chip searches the words without it', async () => {
    serve(understood({}));
    const { router } = renderApp('/s?keywords=levada+walk+in+Madeira', pages);
    expect(await lineOf()).toBe('Results for “levada walk” in Madeira');
    const chip = screen.getByRole('link', { name: 'Remove Madeira and search everywhere' });
    expect(chip.textContent).toBe('Madeira');
    fireEvent.click(chip);
    expect(router.state.location.pathname).toBe('/s');
    expect(new URLSearchParams(router.state.location.search).get('keywords')).toBe('levada walk');
    expect(screen.queryByText('No tour matches every word; these match some of them.')).toBeNull();
  });

  // The same line is above the map (/s/map); MapLibre's worker does not load under this worktree's
  // linked node_modules, so the view kept is shown on /s/listings.
  it('keeps the view when the place is removed, and a place alone leaves no keywords', async () => {
    serve(understood({ words: [] }));
    const { router } = renderApp('/s/listings?keywords=Madeira', pages);
    expect(await lineOf()).toBe('Tours and activities in Madeira');
    fireEvent.click(screen.getByRole('link', { name: 'Remove Madeira and search everywhere' }));
    expect(router.state.location.pathname).toBe('/s/listings');
    expect(new URLSearchParams(router.state.location.search).has('keywords')).toBe(false);
  });

  it('says plainly when only some words matched, or nothing in the place', async () => {
    serve(understood({ relaxed: 'some-words' }));
    renderApp('/s?keywords=levada+walk+madeira', pages);
    expect(
      await screen.findByText(
        'No tour matches every word; these match some of them.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    cleanup();

    serve(understood({ place: null, words: ['canyoning', 'madeira'], relaxed: 'without-place' }));
    renderApp('/s?keywords=canyoning+madeira', pages);
    expect(
      await screen.findByText(
        'Nothing in the place you named matches; here are matches elsewhere.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(await lineOf()).toBe('Results for “canyoning madeira”');
    expect(screen.queryByRole('link', { name: /^Remove / })).toBeNull();
  });

  it('marks why each result matched: the words in its title, or a piece of its description (decision 142)', async () => {
    serve({
      ...understood({}),
      highlights: {
        '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11': {
          isTitle: true,
          parts: ['Caldeirão Verde ', 'walk', ''],
        },
        '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a12': {
          isTitle: false,
          parts: ['…a ', 'levada', ' at dawn, <b>not bold</b>…'],
        },
      },
    });
    renderApp('/s?keywords=levada+walk', pages);
    const title = await screen.findByRole(
      'heading',
      { name: 'Caldeirão Verde walk' },
      { timeout: 15_000 },
    );
    expect(title.querySelector('mark')?.textContent).toBe('walk');
    const piece = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === '…a levada at dawn, <b>not bold</b>…',
    );
    expect([...piece.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['levada']);
    // Written as text: the description's markup is not markup.
    expect(piece.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Pico Ruivo sunrise' }).querySelector('mark'),
    ).toBeNull();
  });

  it('lets price, rating and date orders be chosen with keywords, and asks the server for them', async () => {
    serve(understood({}));
    const { router } = renderApp('/s?keywords=levada+walk', pages);
    await screen.findByRole('heading', { name: 'Caldeirão Verde walk' }, { timeout: 15_000 });
    const sort = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(sort.value).toBe('relevance');
    expect([...sort.options].filter((option) => option.disabled)).toEqual([]);
    expect(screen.getByText('With keywords, the best matches come first.')).toBeTruthy();

    fireEvent.change(sort, { target: { value: '-price' } });
    expect(router.state.location.search).toContain('sort=-price');
    await vi.waitFor(() =>
      expect(
        asked().some(
          (url) =>
            url.startsWith('/api/listings?') &&
            url.includes('keywords=levada') &&
            url.includes('sort=-price'),
        ),
      ).toBe(true),
    );
    expect(screen.queryByText('With keywords, the best matches come first.')).toBeNull();
    for (const key of ['rating', 'createdAt', '-createdAt']) {
      fireEvent.change(sort, { target: { value: key } });
      expect(router.state.location.search).toContain(`sort=${key}`);
    }
  });
});

describe('a search that could not be loaded (spec 000 §8)', () => {
  it('says so, with a retry', async () => {
    server.use(apiHandler('GET /api/listings', () => apiError(500, 'internal-error')));
    renderApp('/s', pages);
    const alert = await screen.findByText('We could not load this.', {}, { timeout: 10_000 });
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      'Oops, something went wrong. Please refresh the page and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
