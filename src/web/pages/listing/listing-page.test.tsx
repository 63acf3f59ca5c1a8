// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingDetails } from '../../../contracts/listings';
import type { PageRegistry } from '../../app/page-registry';
import { createQueryClient } from '../../app/app';
import { adoptServerState } from '../../app/server-state';
import { listingQuery } from '../../features/listings/listing-queries';
import type { Locale } from '../../i18n/locales';
import { renderApp } from '../../test/render-app';
import { apiError, apiHandler, notFound, sentRequests, setupApiServer } from '../../test/msw';

const pages: PageRegistry = { ListingPage: () => import('./listing-page') };
const id = '7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const bare: ListingDetails = {
  id,
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
    location: { address: 'Queimadas Forest Park, Santana', building: 'By the thatched houses' },
    place: 'Santana',
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
const filled: ListingDetails = {
  ...bare,
  publicData: {
    ...bare.publicData,
    categories: ['hiking', 'accessibility'],
    included: ['Guide'],
    highlights: ['Tunnels through the rock'],
    notIncluded: ['Lunch'],
    whatToBring: ['Head torch'],
    notSuitableFor: ['People with a fear of heights'],
    accessibility: 'Flat path, no steps for the first kilometre.',
    languages: ['en', 'pt'],
    translations: {
      pt: { highlights: ['Túneis na rocha'], whatToBring: ['Lanterna de cabeça'] },
    },
  },
};

// The page's other reads and the view it records: not found, as they go without the listing's own.
const server = setupApiServer(
  ...notFound(
    'GET /api/config',
    'GET /api/listings/:id/time-slots',
    'GET /api/listings/:id/full-departures',
    'GET /api/listings/:id/reviews',
    'GET /api/recommendations',
    'POST /api/recommendations/views',
  ),
  apiHandler('GET /api/auth/info', () => ({
    data: { isAnonymous: true, scopes: [], user: null },
  })),
);
/** Answers the listing `id` with `listing` (another: 404), to a GET and to a HEAD. */
const serveListing = (listing: ListingDetails | null) =>
  server.use(
    apiHandler('GET /api/listings/:id', ({ params }) =>
      listing && params.id === id ? { data: listing } : apiError(404, 'not-found'),
    ),
    // Not a route of the table: the page's check that a listing is still there.
    http.head('/api/listings/:id', ({ params }) =>
      listing && params.id === id ? new Response(null) : apiError(404, 'not-found'),
    ),
  );
/** The methods of the requests for the listing `id`, in order. */
const listingRequests = (sent: string[]) =>
  sent
    .filter((request) => request.split(' ')[1] === `/api/listings/${id}`)
    .map((request) => request.split(' ')[0]);

function show(listing: ListingDetails, locale: Locale = 'en') {
  serveListing(listing);
  return renderApp(`/l/levada-do-caldeirao-verde/${id}`, pages, { locale });
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => cleanup());

describe('the listing page a traveller can trust (issue 14 item 6)', () => {
  it('shows the highlights, what is and is not included, what to bring, who it does not suit and access notes', async () => {
    show(filled);
    await screen.findByRole('heading', { level: 1, name: filled.title });
    expect(headings()).toEqual(
      expect.arrayContaining([
        'Highlights',
        'What’s included',
        'What to bring',
        'Not suitable for',
        'Accessibility',
        'Where it starts',
      ]),
    );
    expect(screen.getByText('Tunnels through the rock')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Not included' })).toBeTruthy();
    expect(screen.getByText('Lunch')).toBeTruthy();
    expect(screen.getByText('Head torch')).toBeTruthy();
    expect(screen.getByText('People with a fear of heights')).toBeTruthy();
    expect(screen.getByText('Suitable for wheelchair users')).toBeTruthy();
    expect(screen.getByText('Flat path, no steps for the first kilometre.')).toBeTruthy();
    expect(screen.getByText('English and Portuguese')).toBeTruthy();
  });

  it('says the minimum group size, in the visitor’s language, and nothing without one', async () => {
    show({ ...bare, publicData: { ...bare.publicData, minimumGroupSize: 4 } }, 'pt');
    await screen.findByRole('heading', { level: 1, name: bare.title });
    expect(screen.getByTestId('minimum-group').textContent).toBe(
      'Realiza-se com pelo menos 4 pessoas',
    );
    cleanup();
    show(bare);
    await screen.findByRole('heading', { level: 1, name: bare.title });
    expect(screen.queryByTestId('minimum-group')).toBeNull();
  });

  it('leaves out every section the operator did not fill', async () => {
    show(bare);
    await screen.findByRole('heading', { level: 1, name: bare.title });
    const shown = headings();
    for (const heading of [
      'Highlights',
      'What’s included',
      'What to bring',
      'Not suitable for',
      'Accessibility',
    ]) {
      expect(shown).not.toContain(heading);
    }
    expect(screen.queryByText('Languages')).toBeNull();
  });

  it('links directions to the meeting point and names the operator’s record', async () => {
    show(bare);
    const link = await screen.findByRole('link', { name: /Directions in Google Maps/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=32.764700,-16.904900',
    );
    expect(screen.getByText('On Levada since May 2024')).toBeTruthy();
    expect(screen.getByText('3 tours')).toBeTruthy();
    expect(screen.getByText('Answers 95% of booking requests')).toBeTruthy();
  });

  it('reads the lists in the visitor’s language, with English where no translation was written', async () => {
    show(filled, 'pt');
    await screen.findByRole('heading', { level: 2, name: 'Destaques' });
    expect(screen.getByText('Túneis na rocha')).toBeTruthy();
    expect(screen.getByText('Lanterna de cabeça')).toBeTruthy();
    expect(screen.getByText('People with a fear of heights')).toBeTruthy();
    expect(screen.queryByText('Tunnels through the rock')).toBeNull();
  });
});

describe('the listing photos (issue 12 item 4)', () => {
  const photo = (n: number) => {
    const variant = (name: string, width: number, height: number) => ({
      name,
      width,
      height,
      url: `/images/p${n}/${name}.jpg`,
      avifUrl: `/images/p${n}/${name}.avif`,
      webpUrl: `/images/p${n}/${name}.webp`,
    });
    return {
      id: `00000000-0000-4000-8000-00000000000${n}`,
      variants: [
        variant('landscape-crop', 400, 267),
        variant('landscape-crop2x', 800, 533),
        variant('landscape-crop4x', 1600, 1066),
      ],
      placeholder: 'data:image/webp;base64,UklGRg==',
    };
  };

  it('gives every photo AVIF, WebP and JPEG candidates with width and height; the first is the high-priority paint', async () => {
    const { container } = show({ ...bare, images: [1, 2, 3, 4].map(photo) });
    await screen.findByRole('heading', { level: 1, name: bare.title });
    const pictures = [...container.querySelectorAll('.listing-gallery picture')];
    expect(pictures).toHaveLength(3);
    const first = pictures[0]!;
    expect(
      [...first.querySelectorAll('source')].map((s) => [
        s.getAttribute('type'),
        s.getAttribute('srcset'),
        s.getAttribute('sizes'),
      ]),
    ).toEqual([
      [
        'image/avif',
        '/images/p1/landscape-crop.avif 400w, /images/p1/landscape-crop2x.avif 800w, /images/p1/landscape-crop4x.avif 1600w',
        '(min-width: 1024px) 800px, 100vw',
      ],
      [
        'image/webp',
        '/images/p1/landscape-crop.webp 400w, /images/p1/landscape-crop2x.webp 800w, /images/p1/landscape-crop4x.webp 1600w',
        '(min-width: 1024px) 800px, 100vw',
      ],
    ]);
    const img = first.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/p1/landscape-crop2x.jpg');
    expect(img.getAttribute('srcset')).toContain('/images/p1/landscape-crop4x.jpg 1600w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '533']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    // The blurred preview fills the box while the photo loads.
    expect(img.style.backgroundImage).toContain('feGaussianBlur');
    expect(img.style.backgroundImage).toContain(
      encodeURIComponent('data:image/webp;base64,UklGRg=='),
    );
    for (const side of pictures.slice(1)) {
      const sideImg = side.querySelector('img')!;
      expect(sideImg.getAttribute('fetchpriority')).toBeNull();
      expect(sideImg.getAttribute('width')).toBeTruthy();
    }
    // Every image on the page has its size, so nothing moves as they arrive.
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
    }
  });

  it('names a photo with the operator’s description when it has one, else the title and place (issue 49)', async () => {
    const { container } = show({
      ...bare,
      images: [{ ...photo(1), alt: 'Dolphins beside the boat off Funchal' }, photo(2)],
    });
    await screen.findByRole('heading', { level: 1, name: bare.title });
    const alts = [...container.querySelectorAll('.listing-gallery picture img')].map((img) =>
      img.getAttribute('alt'),
    );
    expect(alts[0]).toBe('Dolphins beside the boat off Funchal');
    expect(alts[1]).not.toBe('Dolphins beside the boat off Funchal');
    expect(alts[1]).toContain(bare.title);
  });
});

describe('a server-rendered listing page as it comes alive (issue 12)', () => {
  /** The cache as the browser takes it from the server's page: the listing read at render time. */
  const renderedWith = (listing: ListingDetails) => {
    const server = new QueryClient();
    server.setQueryData(listingQuery(id).queryKey, listing);
    const client = createQueryClient(); // the browser's: reads stay fresh for a minute
    adoptServerState(client, dehydrate(server));
    return client;
  };

  it('shows the not-found page when the listing was closed between the render and hydrating', async () => {
    serveListing(null);
    const sent = sentRequests(server);
    const queryClient = renderedWith(bare);
    renderApp(`/l/levada-do-caldeirao-verde/${id}`, pages, { queryClient });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' }),
    ).toBeTruthy();
    expect(screen.queryByText(bare.title)).toBeNull();
    expect(listingRequests(sent)).toEqual(['HEAD', 'GET']);
  });

  it('keeps showing a listing that is still there, checked once without reading it again', async () => {
    serveListing(bare);
    const sent = sentRequests(server);
    const queryClient = renderedWith(bare);
    renderApp(`/l/levada-do-caldeirao-verde/${id}`, pages, { queryClient });
    await screen.findByRole('heading', { level: 1, name: bare.title });
    await waitFor(() => expect(listingRequests(sent)).toEqual(['HEAD']));
    expect(screen.getByRole('heading', { level: 1, name: bare.title })).toBeTruthy();
  });
});

describe('a listing that could not be loaded (spec 000 §8)', () => {
  it('says so in the visitor’s language, with a retry', async () => {
    server.use(apiHandler('GET /api/listings/:id', () => apiError(500, 'internal-error')));
    renderApp(`/l/levada-do-caldeirao-verde/${id}`, pages, { locale: 'pt' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Não foi possível carregar este conteúdo.');
    expect(alert.textContent).toContain(
      'Ups, algo correu mal. Atualize a página e tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
