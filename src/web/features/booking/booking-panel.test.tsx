// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contracts/listings';
import { TestProviders } from '../../test/render-app';
import { BookingPanel } from './booking-panel';

const listing = {
  id: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11',
  title: 'Dolphin watching from Funchal',
  description: '',
  shortDescription: '',
  state: 'published',
  geolocation: { lat: 32.64, lng: -16.91 },
  price: { amount: 4500, currency: 'EUR' },
  createdAt: '2026-05-01T00:00:00.000Z',
  images: [],
  author: { id: '00000000-0000-4000-8000-000000000009', displayName: 'Rui G.', abbreviatedName: 'RG', bio: null, companyName: null, isBanned: false, isDeleted: false, profileImage: null },
  publicData: {
    categories: ['boattours'],
    pickupOffered: false,
    dropoffOffered: false,
    unitType: 'adult',
    cancellationPolicy: 'flexible-24h',
    timezone: 'Atlantic/Madeira',
    prices: { adult: 4500, child: { amount: 2000, ageGroup: '4-11' } },
    groupPricing: { maxGroupSize: 6 },
    discountPercent: 10,
  },
} as unknown as PublicListing;

// Wednesday 10 June 2026 in Madeira (UTC+1); two departures on Friday the 12th, one full-ish.
const now = new Date('2026-06-10T08:00:00Z');
const slots = [
  { type: 'time-slot/time', start: '2026-06-12T09:00:00.000Z', end: '2026-06-12T12:00:00.000Z', seats: 8 },
  { type: 'time-slot/time', start: '2026-06-12T14:00:00.000Z', end: '2026-06-12T17:00:00.000Z', seats: 2 },
];
const requests: string[] = [];

function renderPanel(answer: (url: string) => Response) {
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    return answer(input);
  });
  const router = createMemoryRouter(
    [
      { path: '/l/:slug/:id', element: <BookingPanel listing={listing} now={now} /> },
      { path: '/l/:slug/:id/checkout', element: <p>checkout</p> },
    ],
    { initialEntries: [`/l/dolphin-watching-from-funchal/${listing.id}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const timeSlotsAnswer = (url: string) =>
  url.startsWith('/api/listings/')
    ? json({ data: slots, meta: { page: 1, perPage: 500, totalItems: 2, totalPages: 1 } })
    : json({ data: { isAnonymous: true, scopes: [], user: null } });

// The calendar's code is a lazy chunk; transformed once here so that the first test does not wait on it.
beforeAll(async () => {
  await import('../../components/calendar/day-picker');
});

beforeEach(() => {
  requests.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BookingPanel', () => {
  it('offers only dates with departures, prices the party with the shared rules and leads to checkout', async () => {
    const router = renderPanel(timeSlotsAnswer);
    const friday = await screen.findByRole('button', { name: /Friday, 12 June 2026/ });
    await vi.waitFor(() => expect((friday as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: /Thursday, 11 June 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    // Two consecutive months, from local midnight on the 1st of June to the 1st of August.
    expect(requests.find((r) => r.startsWith('/api/listings/'))).toContain('start=2026-05-31T23%3A00%3A00.000Z&end=2026-07-31T23%3A00%3A00.000Z');

    fireEvent.click(friday);
    const times = screen.getByRole('radiogroup', { name: 'Start times' });
    expect(within(times).getAllByRole('radio').map((r) => r.textContent)).toEqual(['10:00–13:008 seats left', '15:00–18:002 seats left']);
    fireEvent.click(within(times).getByRole('radio', { name: /15:00/ }));

    fireEvent.click(screen.getByRole('button', { name: 'More: Children' }));
    const more = screen.getByRole('button', { name: 'More: Adults' }) as HTMLButtonElement;
    expect(more.disabled).toBe(true); // two seats left: one adult and one child fill them
    const breakdown = document.querySelector('.breakdown')!;
    expect(breakdown.textContent).toContain('1 adult × €45');
    expect(breakdown.textContent).toContain('1 child × €20');
    expect(breakdown.textContent).toContain('Discount (10%)');
    expect(breakdown.textContent).toContain('Total€58.50');

    fireEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    await screen.findByText('checkout');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      bookingStart: '2026-06-12T14:00:00.000Z',
      bookingEnd: '2026-06-12T17:00:00.000Z',
      bookingStartDate: '2026-06-12',
      bookingQuantityAdult: '1',
      bookingQuantityChild: '1',
      bookingQuantityInfant: '0',
    });
  });

  it('says so when availability cannot be loaded', async () => {
    renderPanel((url) => (url.startsWith('/api/listings/') ? json({ error: { code: 'internal-error', message: 'x' } }, 500) : timeSlotsAnswer(url)));
    expect(await screen.findByText('Loading availability failed. Please refresh the page.', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request to book' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
