// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard } from '../../../contracts/listings';
import type { ListingSearchResponse } from '../../../contracts/search';
import type { Locale } from '../../i18n/locales';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp, TestProviders } from '../../test/render-app';
import { CategorySuggestions } from './category-suggestions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const card: ListingCard = {
  id: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a31',
  title: 'Sunset sailing from Funchal',
  geolocation: { lat: 32.64, lng: -16.91 },
  price: { amount: 4500, currency: 'EUR' },
  publicData: { categories: ['boattours'], unitType: 'adult', pickupOffered: false },
  createdAt: '2026-05-20T09:00:00.000Z',
  images: [],
  rating: null,
};
const found: ListingSearchResponse = {
  data: [card],
  meta: {
    page: 1,
    perPage: 36,
    totalItems: 1,
    totalPages: 1,
    isTotalCapped: false,
    sort: 'relevance',
  },
};

const server = setupApiServer(
  ...notFound('GET /api/config'),
  apiHandler('GET /api/auth/info', () => ({
    data: { isAnonymous: true, scopes: [], user: null },
  })),
);
/** The search answers `search`. */
const serve = (search: ListingSearchResponse = found) =>
  server.use(apiHandler('GET /api/listings', () => search));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const pages = {
  SearchPage: () => import('../../pages/search/search-page'),
  NotFoundPage: () => import('../../pages/not-found/not-found-page'),
};

/** The search page at a URL in a language, once its results are shown. */
async function searchPage(url: string, locale: Locale) {
  serve();
  const app = renderApp(url, pages, { locale });
  await screen.findByRole('heading', { name: card.title });
  return app;
}

describe('the category a search’s words name, offered above the results', () => {
  it('offers “Bootstouren” to a German reader who searched for it, and narrows to it when pressed', async () => {
    const { router } = await searchPage('/s?keywords=Bootstouren', 'de');
    const chip = await screen.findByRole('button', { name: 'Nur Bootstouren zeigen' });
    expect(chip.textContent).toBe('Bootstouren');
    expect(screen.getByRole('group', { name: 'Auf eine Kategorie eingrenzen' })).toBeTruthy();

    fireEvent.click(chip);
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('pub_categories')).toBe('boattours');
    expect(query.get('keywords')).toBe('Bootstouren');
    // Chosen, it is no longer offered; the focus goes to the results' title, not the page's top.
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Nur Bootstouren zeigen' })).toBeNull(),
    );
    expect(document.activeElement?.id).toBe('search-title');
  });

  it('offers “Randonnée” to a French reader, and in place of other chosen categories', async () => {
    const { router } = await searchPage(
      '/s?keywords=randonn%C3%A9e+levada&pub_categories=wine',
      'fr',
    );
    const chip = await screen.findByRole('button', { name: 'Afficher uniquement Randonnée' });
    fireEvent.click(chip);
    expect(new URLSearchParams(router.state.location.search).get('pub_categories')).toBe('hiking');
  });

  it('offers nothing for a word that names no category, a category already chosen, or a search that found nothing', async () => {
    // First a search that names two, one chosen: the chips' code is then loaded, so that none
    // shown below means none offered, not none loaded yet.
    await searchPage('/s?keywords=boat+wine&pub_categories=boattours', 'en');
    await screen.findByRole('button', { name: 'Show only Wine' });
    expect(screen.queryByRole('button', { name: 'Show only Boat tours' })).toBeNull();
    cleanup();

    await searchPage('/s?keywords=funchal', 'en');
    expect(document.querySelector('.category-suggestions')).toBeNull();
    cleanup();

    serve({ data: [], meta: { ...found.meta, totalItems: 0 } });
    renderApp('/s?keywords=boat', pages, { locale: 'en' });
    await screen.findByRole('heading', { name: 'No tours match your search' });
    expect(screen.queryByRole('button', { name: 'Show only Boat tours' })).toBeNull();
  });
});

/** Where the test's router is: what a chip pressed has set. */
function Location() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

describe('CategorySuggestions', () => {
  const suggestions = (url: string) => (
    <TestProviders locale="pt">
      <MemoryRouter initialEntries={[url]}>
        <CategorySuggestions focusAfterLast="nowhere" />
        <Location />
      </MemoryRouter>
    </TestProviders>
  );

  it('offers each category the words name, in the reader’s language, at most three', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      suggestions('/s?keywords=barco+vinho+caminhada+jipe+mergulho&pub_categories=hiking'),
    );
    const chips = [...container.querySelectorAll('button')];
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Passeios de barco',
      'Todo-o-terreno (4x4)',
      'Mergulho e snorkeling',
    ]);
    expect(chips[0]!.getAttribute('aria-label')).toBe('Mostrar só Passeios de barco');
  });

  it('searches with the chip’s category in place of the chosen ones, by a form that works before the code comes', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      suggestions('/s/map?keywords=vinho+barco&pub_categories=hiking&price=0%2C60&page=2'),
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/s/map');
    expect(form.getAttribute('method')).toBe('get');
    const chip = container.querySelector<HTMLButtonElement>('button[value="wine"]')!;
    expect(chip.type).toBe('submit');
    const sent = new URLSearchParams(
      [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map(
        (input) => [input.name, input.value] as [string, string],
      ),
    );
    sent.append(chip.name, chip.value);
    expect(Object.fromEntries(sent)).toEqual({
      keywords: 'vinho barco',
      price: '0,60',
      pub_categories: 'wine',
    });
  });

  it('hydrates the server’s chips as they are, and sets the category pressed', async () => {
    const url = '/s?keywords=vinho&sort=relevance';
    const container = document.createElement('div');
    container.innerHTML = renderToString(suggestions(url));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, suggestions(url), {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mostrar só Vinho' }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      '/s?keywords=vinho&pub_categories=wine&sort=relevance',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
