// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contracts/listings';
import { apiHandler, setupApiServer, type ApiRequest } from '../../test/msw';
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
  author: {
    id: '00000000-0000-4000-8000-000000000009',
    displayName: 'Rui G.',
    abbreviatedName: 'RG',
    bio: null,
    companyName: null,
    isBanned: false,
    isDeleted: false,
    profileImage: null,
  },
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
  {
    type: 'time-slot/time',
    start: '2026-06-12T09:00:00.000Z',
    end: '2026-06-12T12:00:00.000Z',
    seats: 8,
  },
  {
    type: 'time-slot/time',
    start: '2026-06-12T14:00:00.000Z',
    end: '2026-06-12T17:00:00.000Z',
    seats: 2,
  },
];
const requests: string[] = [];
const server = setupApiServer();

/** Renders the panel, its reads answered by `answer` (given their path and query). */
function renderPanel(answer: (url: string) => Response, search = '', shown = listing) {
  const reply = ({ request }: ApiRequest) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    return answer(url.pathname + url.search);
  };
  server.use(
    apiHandler('GET /api/auth/info', reply),
    apiHandler('GET /api/config', reply),
    apiHandler('GET /api/listings/:id/time-slots', reply),
  );
  const router = createMemoryRouter(
    [
      { path: '/l/:slug/:id', element: <BookingPanel listing={shown} now={now} /> },
      { path: '/l/:slug/:id/checkout', element: <p>checkout</p> },
    ],
    { initialEntries: [`/l/dolphin-watching-from-funchal/${listing.id}${search}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
// The panel's own button; the phone bar repeats it (only one of them is shown at any width).
const requestButton = () => document.querySelector<HTMLButtonElement>('.booking-panel__request')!;
const why = () => document.getElementById('booking-request-why')?.textContent;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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
afterEach(() => cleanup());

describe('BookingPanel', () => {
  it('offers only dates with departures, prices the party with the shared rules and leads to checkout', async () => {
    const router = renderPanel(timeSlotsAnswer);
    const friday = await screen.findByRole('button', { name: /Friday, 12 June 2026/ });
    await vi.waitFor(() => expect((friday as HTMLButtonElement).disabled).toBe(false));
    expect(
      (screen.getByRole('button', { name: /Thursday, 11 June 2026/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // Weeks from Monday, as British English writes them (and the other four languages).
    const weekdays = [...document.querySelectorAll('.rdp-weekday')].map((day) =>
      day.getAttribute('aria-label'),
    );
    expect([weekdays[0], weekdays[6]]).toEqual(['Monday', 'Sunday']);
    // Two consecutive months, from local midnight on the 1st of June to the 1st of August.
    expect(requests.find((r) => r.startsWith('/api/listings/'))).toContain(
      'start=2026-05-31T23%3A00%3A00.000Z&end=2026-07-31T23%3A00%3A00.000Z',
    );

    fireEvent.click(friday);
    const times = screen.getByRole('radiogroup', { name: 'Start times' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['10:00–13:008 seats left', '15:00–18:002 seats left']);
    fireEvent.click(within(times).getByRole('radio', { name: /15:00/ }));

    fireEvent.click(screen.getByRole('button', { name: 'More: Children' }));
    const more = screen.getByRole('button', { name: 'More: Adults' }) as HTMLButtonElement;
    expect(more.disabled).toBe(true); // two seats left: one adult and one child fill them
    const breakdown = document.querySelector('.breakdown')!;
    expect(breakdown.textContent).toContain('1 adult × €45');
    expect(breakdown.textContent).toContain('1 child × €20');
    expect(breakdown.textContent).toContain('Discount (10%)');
    expect(breakdown.textContent).toContain('Total€58.50');

    // The choice is in the page's URL, replaced rather than pushed.
    const chosen = {
      bookingDate: '2026-06-12',
      bookingStart: '2026-06-12T14:00:00.000Z',
      bookingEnd: '2026-06-12T17:00:00.000Z',
      adults: '1',
      children: '1',
      infants: '0',
    };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(chosen);
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(requestButton());
    await screen.findByText('checkout');
    expect(router.state.location.pathname).toBe(
      `/l/dolphin-watching-from-funchal/${listing.id}/checkout`,
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(chosen);
  });

  it('prices with the marketplace’s service fee and offers only its bookable days (console settings)', async () => {
    renderPanel((url) =>
      url === '/api/config'
        ? json({
            mapStyleUrl: null,
            payments: { provider: 'simulator', publishableKey: null },
            outboxRetentionDays: 30,
            hasWalletPasses: false,
            sentryDsn: null,
            marketplace: {
              providerCommissionPercent: 30,
              customerCommissionPercent: 5,
              bookableDays: 2,
              answerWindowHours: 24,
            },
          })
        : timeSlotsAnswer(url),
    );
    // Two bookable days (today and tomorrow): Friday the 12th is past the window.
    const thursday = await screen.findByRole('button', { name: /Thursday, 11 June 2026/ });
    await vi.waitFor(() => expect(requests.some((r) => r === '/api/config')).toBe(true));
    await vi.waitFor(() =>
      expect(
        (screen.getByRole('button', { name: /Friday, 12 June 2026/ }) as HTMLButtonElement)
          .disabled,
      ).toBe(true),
    );
    expect((thursday as HTMLButtonElement).disabled).toBe(true); // no departure that day
    // 1 adult at €45 less 10 % = €40.50, and a 5 % service fee on it: €2.03 (rounded half up).
    const breakdown = document.querySelector('.breakdown')!;
    await vi.waitFor(() => expect(breakdown.textContent).toContain('Service fee (5%)'));
    expect(breakdown.textContent).toContain('Total€42.53');
  });

  it('restores the choice from the URL, as after a reload or Back', async () => {
    renderPanel(
      timeSlotsAnswer,
      '?bookingStart=2026-06-12T09:00:00.000Z&bookingEnd=2026-06-12T12:00:00.000Z&adults=2&children=1&infants=0',
    );
    const times = await screen.findByRole('radiogroup', { name: 'Start times' });
    await vi.waitFor(() =>
      expect(within(times).getByRole('radio', { name: /10:00/ }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('group', { name: 'Adults' }).textContent).toContain('2');
    expect(document.querySelector('.breakdown')!.textContent).toContain('2 adults × €45');
    expect(requestButton().disabled).toBe(false);
  });

  it('says why the request cannot be sent yet', async () => {
    renderPanel(timeSlotsAnswer);
    const friday = await screen.findByRole('button', { name: /Friday, 12 June 2026/ });
    expect(requestButton().disabled).toBe(true);
    expect(why()).toBe('Choose a date');
    expect(requestButton().getAttribute('aria-describedby')).toBe('booking-request-why');
    await vi.waitFor(() => expect((friday as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(friday);
    expect(why()).toBe('Choose a start time');
    // The bar for phones says it too, and takes the traveller to the panel.
    expect(document.querySelector('.booking-bar__button')!.textContent).toBe('Choose a start time');
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Start times' })).getByRole('radio', {
        name: /10:00/,
      }),
    );
    expect(requestButton().disabled).toBe(false);
    expect(document.getElementById('booking-request-why')).toBeNull();
  });

  it('books a private group of up to its maximum size on a departure with one unit left', async () => {
    const tukTuk = {
      ...listing,
      publicData: {
        ...listing.publicData,
        unitType: 'group',
        prices: { adult: 9000 },
        groupPricing: { maxGroupSize: 6 },
      },
    } as PublicListing;
    const oneLeft = [{ ...slots[1]!, seats: 1 }];
    renderPanel(
      (url) =>
        url.startsWith('/api/listings/')
          ? json({ data: oneLeft, meta: { page: 1, perPage: 500, totalItems: 1, totalPages: 1 } })
          : timeSlotsAnswer(url),
      '?bookingStart=2026-06-12T14:00:00.000Z&bookingEnd=2026-06-12T17:00:00.000Z&adults=1',
      tukTuk,
    );
    const times = await screen.findByRole('radiogroup', { name: 'Start times' });
    expect((await within(times).findByRole('radio', { name: /15:00/ })).textContent).toContain(
      '1 available',
    );
    const more = screen.getByRole('button', { name: 'More: Adults' });
    for (let i = 0; i < 5; i++) fireEvent.click(more);
    expect(screen.getByRole('group', { name: 'Adults' }).textContent).toContain('6');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Groups go up to 6 people.')).toBeTruthy();
    expect(document.querySelector('.breakdown')!.textContent).toContain('€90');
    expect(requestButton().disabled).toBe(false);
  });

  it('the start times are one radio group: one tab stop, the arrow keys move the choice', async () => {
    renderPanel(
      timeSlotsAnswer,
      '?bookingStart=2026-06-12T09:00:00.000Z&bookingEnd=2026-06-12T12:00:00.000Z&adults=1',
    );
    const times = await screen.findByRole('radiogroup', { name: 'Start times' });
    const ten = await within(times).findByRole('radio', { name: /10:00/ });
    await vi.waitFor(() => expect(ten.getAttribute('aria-checked')).toBe('true'));
    const three = within(times).getByRole('radio', { name: /15:00/ });
    expect([ten.tabIndex, three.tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(ten, { key: 'ArrowRight' });
    expect(three.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(three);
    expect([ten.tabIndex, three.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(ten.getAttribute('aria-checked')).toBe('true');
  });

  it('says why "+" stops at a departure’s last seats', async () => {
    renderPanel(
      timeSlotsAnswer,
      '?bookingStart=2026-06-12T14:00:00.000Z&bookingEnd=2026-06-12T17:00:00.000Z&adults=1',
    );
    await screen.findByRole('radiogroup', { name: 'Start times' });
    const more = await screen.findByRole('button', { name: 'More: Adults' });
    await vi.waitFor(() =>
      expect(screen.getByRole('group', { name: 'Adults' }).textContent).toContain('1'),
    );
    expect(screen.queryByText(/seats left at this time/)).toBeNull();
    fireEvent.click(more);
    expect(await screen.findByText('These are all 2 seats left at this time.')).toBeTruthy();
    expect((more as HTMLButtonElement).disabled).toBe(true);
  });

  it('needs an adult with children and infants', async () => {
    renderPanel(
      timeSlotsAnswer,
      '?bookingStart=2026-06-12T09:00:00.000Z&bookingEnd=2026-06-12T12:00:00.000Z&adults=0&children=2',
    );
    await screen.findByRole('radiogroup', { name: 'Start times' });
    await vi.waitFor(() => expect(why()).toBe('Children and infants need at least one adult.'));
    expect(requestButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More: Adults' }));
    expect(requestButton().disabled).toBe(false);
    // One adult is the least the stepper goes down to.
    expect(
      (screen.getByRole('button', { name: 'Fewer: Adults' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  describe('opened from a search with dates (decision 085)', () => {
    // Departures on Friday the 12th (two) and Saturday the 13th (one).
    const saturday = {
      type: 'time-slot/time',
      start: '2026-06-13T08:00:00.000Z',
      end: '2026-06-13T11:00:00.000Z',
      seats: 5,
    };
    const weekendAnswer = (url: string) =>
      url.startsWith('/api/listings/')
        ? json({
            data: [...slots, saturday],
            meta: { page: 1, perPage: 500, totalItems: 3, totalPages: 1 },
          })
        : timeSlotsAnswer(url);
    const selectedDay = () => document.querySelector('.rdp-selected')?.textContent ?? null;

    it('chooses the first searched day with a departure and shows its start times; another day can still be chosen', async () => {
      const router = renderPanel(weekendAnswer, '?dates=2026-06-11,2026-06-13');
      // Thursday the 11th has no departure: Friday the 12th is chosen.
      const times = await screen.findByRole('radiogroup', { name: 'Start times' });
      expect(screen.getByText('Start times on Friday 12 June')).toBeTruthy();
      expect(
        within(times)
          .getAllByRole('radio')
          .map((r) => r.textContent),
      ).toEqual(['10:00–13:008 seats left', '15:00–18:002 seats left']);
      expect(selectedDay()).toBe('12');
      expect(screen.queryByText(/Pick a date to see the start times/)).toBeNull();
      expect(why()).toBe('Choose a start time');
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('bookingDate')).toBe('2026-06-12');
      expect(router.state.historyAction).toBe('REPLACE');

      fireEvent.click(screen.getByRole('button', { name: /Saturday, 13 June 2026/ }));
      expect(await screen.findByText('Start times on Saturday 13 June')).toBeTruthy();
      expect(
        within(screen.getByRole('radiogroup', { name: 'Start times' }))
          .getAllByRole('radio')
          .map((r) => r.textContent),
      ).toEqual(['09:00–12:005 seats left']);
      expect(new URLSearchParams(router.state.location.search).get('bookingDate')).toBe(
        '2026-06-13',
      );
    });

    it('opens on the searched month and chooses nothing when no searched day has a departure', async () => {
      renderPanel(timeSlotsAnswer, '?dates=2026-07-20,2026-07-21');
      // July's departures are asked for (from local midnight on 1 July), and July is shown.
      await vi.waitFor(() =>
        expect(requests.find((r) => r.startsWith('/api/listings/'))).toContain(
          'start=2026-06-30T23%3A00%3A00.000Z&end=2026-08-31T23%3A00%3A00.000Z',
        ),
      );
      expect(await screen.findByRole('button', { name: /Monday, 20 July 2026/ })).toBeTruthy();
      expect(screen.getByText(/Pick a date to see the start times/)).toBeTruthy();
      expect(selectedDay()).toBeNull();
      expect(why()).toBe('Choose a date');
    });

    it('leaves the traveller’s own choice in the URL as it is', async () => {
      renderPanel(weekendAnswer, '?dates=2026-06-12,2026-06-13&bookingDate=2026-06-13');
      expect(await screen.findByText('Start times on Saturday 13 June')).toBeTruthy();
      await within(screen.getByRole('radiogroup', { name: 'Start times' })).findByRole('radio', {
        name: /09:00/,
      });
      expect(screen.queryByText('Start times on Friday 12 June')).toBeNull();
    });

    it('reads on past two months for a long range, and turns the calendar to the day it chooses', async () => {
      // Departures from 20 August only (a tour that starts late in the season).
      const august = {
        type: 'time-slot/time',
        start: '2026-08-20T08:00:00.000Z',
        end: '2026-08-20T11:00:00.000Z',
        seats: 6,
      };
      const router = renderPanel((url) => {
        if (!url.startsWith('/api/listings/')) return timeSlotsAnswer(url);
        const from = new URL(url, 'http://x').searchParams.get('start')!;
        const data = from >= '2026-07-31' ? [august] : [];
        return json({
          data,
          meta: { page: 1, perPage: 500, totalItems: data.length, totalPages: 1 },
        });
      }, '?dates=2026-06-15,2026-08-31');
      expect(await screen.findByText('Start times on Thursday 20 August')).toBeTruthy();
      expect(selectedDay()).toBe('20');
      expect(screen.getByRole('button', { name: /Thursday, 20 August 2026/ })).toBeTruthy();
      expect(new URLSearchParams(router.state.location.search).get('bookingDate')).toBe(
        '2026-08-20',
      );
      // June and July first, then August and September: no month read twice.
      const reads = requests.filter((r) => r.startsWith('/api/listings/'));
      expect(reads.map((r) => new URL(r, 'http://x').searchParams.get('start'))).toEqual([
        '2026-05-31T23:00:00.000Z',
        '2026-07-31T23:00:00.000Z',
      ]);
    });

    it('ignores dates that do not parse or are past the bookable days', async () => {
      for (const search of [
        `?dates=${encodeURIComponent('"><script>alert(1)</script>')}`,
        '?dates=2026-06-13,2026-06-12',
        '?dates=2026-02-30,2026-03-01',
        '?dates=2026-06-12',
        '?dates=2025-06-12,2025-06-13',
        '?dates=2027-06-12,2027-06-13',
      ]) {
        renderPanel(weekendAnswer, search);
        const friday = await screen.findByRole('button', { name: /Friday, 12 June 2026/ });
        await vi.waitFor(() => expect((friday as HTMLButtonElement).disabled).toBe(false));
        expect(screen.getByText(/Pick a date to see the start times/), search).toBeTruthy();
        expect(document.body.innerHTML, search).not.toContain('<script>');
        cleanup();
      }
    });
  });

  it('says so when availability cannot be loaded', async () => {
    renderPanel((url) =>
      url.startsWith('/api/listings/')
        ? json({ error: { code: 'internal-error', message: 'x' } }, 500)
        : timeSlotsAnswer(url),
    );
    expect(
      await screen.findByText(
        'Loading availability failed. Please refresh the page.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(requestButton().disabled).toBe(true);
  });

  describe('a stay of day or night units over a date range (spec 000 §5, decision 177)', () => {
    // Rooms in Madeira (UTC+1): one a night from 12 to 15 June local, none on the 16th, again on the 17th.
    const nightly = {
      ...listing,
      price: { amount: 8000, currency: 'EUR' },
      publicData: {
        ...listing.publicData,
        unitType: 'night',
        prices: { adult: 8000 },
        groupPricing: undefined,
        discountPercent: undefined,
      },
    } as unknown as PublicListing;
    const dayOf = (date: string, next: string) => ({
      type: 'time-slot/day',
      start: `${date}T00:00:00+01:00`,
      end: `${next}T00:00:00+01:00`,
      seats: 1,
    });
    const daySlots = [
      dayOf('2026-06-12', '2026-06-13'),
      dayOf('2026-06-13', '2026-06-14'),
      dayOf('2026-06-14', '2026-06-15'),
      dayOf('2026-06-15', '2026-06-16'),
      dayOf('2026-06-17', '2026-06-18'),
    ].map((slot) => ({
      ...slot,
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    }));
    const dayAnswer = (url: string) =>
      url.startsWith('/api/listings/')
        ? json({ data: daySlots, meta: { page: 1, perPage: 500, totalItems: 5, totalPages: 1 } })
        : json({ data: { isAnonymous: true, scopes: [], user: null } });
    const day = async (name: RegExp) => {
      const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
      await vi.waitFor(() => expect(button.disabled).toBe(false));
      return button;
    };

    it('books 3 nights: the last night picked, priced per night, checking out the day after', async () => {
      const router = renderPanel(dayAnswer, '', nightly);
      expect(
        await screen.findByText('Pick the night you arrive, then your last night.'),
      ).toBeTruthy();
      // The first night picked is a stay of one night already (minimum nights 0); then the last.
      fireEvent.click(await day(/Friday, 12 June 2026/));
      expect(await screen.findByText('1 night: check in 12 June, check out 13 June.')).toBeTruthy();
      fireEvent.click(await day(/Sunday, 14 June 2026/));
      expect(
        await screen.findByText('3 nights: check in 12 June, check out 15 June.'),
      ).toBeTruthy();
      expect(document.querySelector('.breakdown')?.textContent).toContain('3 nights × €80');
      expect(document.querySelector('.breakdown__row--total')?.textContent).toContain('€240');
      // No start times for a stay.
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(requestButton().disabled).toBe(false);
      fireEvent.click(requestButton());
      await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/\/checkout$/));
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('bookingDate')).toBe('2026-06-12');
      // Local midnights in Madeira: the first night, and the checkout day.
      expect(params.get('bookingStart')).toBe('2026-06-11T23:00:00.000Z');
      expect(params.get('bookingEnd')).toBe('2026-06-14T23:00:00.000Z');
    });

    it('says which night is not available, and does not let the stay be requested', async () => {
      renderPanel(dayAnswer, '', nightly);
      fireEvent.click(await day(/Monday, 15 June 2026/));
      fireEvent.click(await day(/Wednesday, 17 June 2026/));
      expect(
        await screen.findAllByText('16 June is not available. Choose other dates.'),
      ).not.toEqual([]);
      expect(requestButton().disabled).toBe(true);
    });

    it('prices days per day, the return day not booked, and needs at least one day', async () => {
      const daily = {
        ...nightly,
        publicData: { ...nightly.publicData, unitType: 'day' },
      } as unknown as PublicListing;
      renderPanel(dayAnswer, '', daily);
      expect(
        await screen.findByText('Pick the first day, then the day you return it.'),
      ).toBeTruthy();
      fireEvent.click(await day(/Friday, 12 June 2026/));
      expect(why()).toBe('Choose the day you return it');
      fireEvent.click(await day(/Sunday, 14 June 2026/));
      expect(await screen.findByText('2 days: from 12 June, returned on 14 June.')).toBeTruthy();
      expect(document.querySelector('.breakdown')?.textContent).toContain('2 days × €80');
    });
  });
});
