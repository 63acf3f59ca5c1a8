// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeparturesResponse, ManifestResponse } from '../../../contracts/departures';
import { userTypes } from '../../../domain/accounts';
import { testUser } from '../../test/fake-auth';
import {
  apiError,
  apiHandler,
  sentRequests,
  setupApiServer,
  type ApiRequest,
} from '../../test/msw';
import { renderApp } from '../../test/render-app';
import { contentOf, drawnText } from '../../test/pdf-content';

const downloads = vi.hoisted(() => [] as { bytes: Uint8Array; name: string }[]);
vi.mock('../../lib/download-file', () => ({
  downloadFile: (bytes: Uint8Array, name: string) => downloads.push({ bytes, name }),
}));

const operatorId = '00000000-0000-4000-8000-000000000002';
const listingId = '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11';
const start = '2026-06-12T08:30:00.000Z';
const listing = { id: listingId, title: 'Levada walk', timezone: 'Atlantic/Madeira' as const };

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const asOperator = {
  '/api/auth/info': json({
    data: {
      isAnonymous: false,
      scopes: ['user'],
      user: { ...testUser, id: operatorId, type: userTypes.operator },
    },
  }),
  '/api/notification-count': json({ data: { count: 0 } }),
};
const server = setupApiServer();
/** Every request of the test ("METHOD /path?query"). */
let requested: string[] = [];
const requestedPaths = () => requested.map((request) => request.split(' ')[1]!);
/** Answers the page's reads by the start of their path and query; any other: 404. */
function answer(byPath: Record<string, () => Response>) {
  requested = sentRequests(server);
  const reply = ({ request }: ApiRequest) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const handler = Object.entries(byPath).find(([prefix]) => path.startsWith(prefix))?.[1];
    return handler ? handler() : apiError(404, 'not-found');
  };
  server.use(
    apiHandler('GET /api/auth/info', reply),
    apiHandler('GET /api/notification-count', reply),
    apiHandler('GET /api/departures', reply),
    apiHandler('GET /api/departures/:listingId/:start/manifest', reply),
    apiHandler('GET /api/guides', reply),
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages = {
  InboxPage: () => import('../inbox/inbox-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

const day: DeparturesResponse = {
  data: {
    date: '2026-06-12',
    nextDateWithBookings: '2026-06-14',
    departures: [
      {
        listing,
        start,
        end: '2026-06-12T14:30:00.000Z',
        capacity: 10,
        sold: 2,
        held: 3,
        free: 5,
        bookings: [
          {
            id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
            reference: 'LV-7KQ2XM',
            state: 'accepted',
            status: 'accepted',
            seats: 2,
            persons: 2,
            checkedInPersons: 0,
            noShowPersons: 0,
          },
          {
            id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e11',
            reference: 'LV-3PD9RT',
            state: 'preauthorized',
            status: 'pending',
            seats: 3,
            persons: 3,
            checkedInPersons: 0,
            noShowPersons: 0,
          },
        ],
        minimumGroup: null,
        waitlist: [],
      },
    ],
  },
};

const manifest: ManifestResponse = {
  data: {
    listing,
    start,
    end: '2026-06-12T14:30:00.000Z',
    capacity: 10,
    sold: 2,
    held: 3,
    free: 5,
    pickup: 'Hotels in Funchal',
    operatorName: 'Levada Walks',
    entries: [
      {
        id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
        reference: 'LV-7KQ2XM',
        leadTraveller: { name: 'Maria Vieira', phone: '+351933222111' },
        quantities: { adults: 2, children: 1, infants: 0 },
        seats: 3,
        checkedInAt: '2026-06-12T08:20:00.000Z',
        checkedInPersons: 3,
        noShowAt: null,
        noShowPersons: 0,
        answers: {
          questions: [
            { id: 'hotel', label: 'Pickup hotel', kind: 'text', per: 'booking', required: true },
          ],
          leadTraveller: { fullName: 'Maria Vieira', phone: '+351 933 222 111' },
          answers: { hotel: 'Hotel Madeira' },
          persons: 3,
          editableUntil: null,
          isEditable: false,
        },
      },
    ],
  },
};

describe('the departures page', () => {
  it('shows a day’s departures in Madeira time with seats sold, held and free, and their bookings', async () => {
    answer({ ...asOperator, '/api/departures?date=2026-06-12': json(day) });
    renderApp('/inbox/departures?date=2026-06-12', pages);
    expect(
      await screen.findByRole('heading', { name: 'Friday 12 June' }, { timeout: 15_000 }),
    ).toBeTruthy();
    // A tab of the operator's inbox.
    expect(screen.getByRole('link', { name: 'Departures' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const card = await screen.findByTestId('departure');
    // 08:30 UTC is 09:30 in Madeira in June.
    expect(within(card).getByRole('heading').textContent).toBe('09:30–15:30 Levada walk');
    expect(card.textContent).toContain('2 sold · 3 held · 5 free (10 seats)');
    const bookings = within(card)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/sale/'));
    expect(bookings.map((link) => link.textContent)).toEqual([
      'LV-7KQ2XM2 peopleAccepted',
      'LV-3PD9RT3 peopleRequested',
    ]);
    expect(within(card).getByRole('link', { name: 'Manifest' }).getAttribute('href')).toBe(
      `/inbox/departures?listing=${listingId}&start=${encodeURIComponent(start)}`,
    );
    expect(screen.getByRole('link', { name: 'Next day with bookings' }).getAttribute('href')).toBe(
      '/inbox/departures?date=2026-06-14',
    );
    expect(screen.getByRole('link', { name: 'Previous day' }).getAttribute('href')).toBe(
      '/inbox/departures?date=2026-06-11',
    );
  });

  it('offers the operator to confirm a departure under its minimum before the decision time', async () => {
    const posted: string[] = [];
    const underMinimum: DeparturesResponse = {
      data: {
        ...day.data,
        departures: [
          {
            ...day.data.departures[0]!,
            minimumGroup: {
              size: 8,
              decisionAt: '2026-06-10T08:30:00.000Z',
              outcome: null,
              canConfirm: true,
            },
          },
        ],
      },
    };
    answer({ ...asOperator, '/api/departures?date=2026-06-12': json(underMinimum) });
    server.use(
      apiHandler('POST /api/departures/:listingId/:start/confirm', ({ request }) => {
        posted.push(new URL(request.url).pathname);
        return { data: { outcome: 'confirmed', decidedAt: '2026-06-01T09:00:00.000Z' } };
      }),
    );
    renderApp('/inbox/departures?date=2026-06-12', pages);
    const minimum = await screen.findByTestId('departure-minimum', {}, { timeout: 15_000 });
    expect(minimum.textContent).toContain('Goes ahead with at least 8 people');
    fireEvent.click(within(minimum).getByRole('button', { name: 'Confirm departure' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([`/api/departures/${listingId}/${encodeURIComponent(start)}/confirm`]),
    );
  });

  it('lists the operator’s guides and invites one by email, refusing a bad address', async () => {
    const posted: unknown[] = [];
    const guides = {
      data: {
        guides: [
          {
            id: '7a1e4c0e-1111-4e8c-8f0e-2a9d4c1b7e10',
            name: 'Rita Gouveia',
            email: 'guide@levada.demo',
            since: '2026-06-01T09:00:00.000Z',
          },
        ],
        invitations: [],
      },
    };
    answer({
      ...asOperator,
      '/api/departures?date=2026-06-12': json(day),
      '/api/guides': json(guides),
    });
    server.use(
      apiHandler('POST /api/guides/invitations', ({ body }) => {
        posted.push(body);
        return json({ data: {} }, 201)();
      }),
    );
    renderApp('/inbox/departures?date=2026-06-12', pages);
    const panel = await screen.findByTestId('guides', {}, { timeout: 15_000 });
    expect(panel.textContent).toContain('Rita Gouveia · guide@levada.demo');
    const email = within(panel).getByLabelText('Guide’s email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Invite a guide' }));
    expect(await within(panel).findByText('Enter a valid email address')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(email, { target: { value: 'joana@example.com' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Invite a guide' }));
    await vi.waitFor(() => expect(posted).toEqual([{ email: 'joana@example.com' }]));
  });

  it('shows the manifest: the lead traveller, the party, the phone, the check-in, the answers, the pickup', async () => {
    answer({ ...asOperator, [`/api/departures/${listingId}/`]: json(manifest) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(`/inbox/departures?listing=${listingId}&start=${encodeURIComponent(start)}`, pages);
    expect(
      await screen.findByRole('heading', { name: 'Manifest · Levada walk' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(requested).toContain(
      `GET /api/departures/${listingId}/${encodeURIComponent(start)}/manifest`,
    );
    expect(screen.getByText('Friday 12 June, 09:30–15:30')).toBeTruthy();
    expect(screen.getByText('Pickup: Hotels in Funchal')).toBeTruthy();
    const entry = screen.getByTestId('manifest-entry');
    expect(within(entry).getByRole('heading').textContent).toBe('Maria Vieira');
    expect(entry.textContent).toContain('2 adults, 1 child');
    expect(entry.textContent).toContain('Checked in at 09:20');
    expect(within(entry).getByRole('link', { name: '+351933222111' }).getAttribute('href')).toBe(
      'tel:+351933222111',
    );
    expect(within(entry).getByText('Pickup hotel')).toBeTruthy();
    expect(within(entry).getByText('Hotel Madeira')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/departures/${listingId}/${encodeURIComponent(start)}/manifest.csv`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    // The PDF, made in the browser: it parses and names the lead travellers.
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    expect(downloads[0]!.name).toBe('levada-manifest-2026-06-12-0930.pdf');
    const lines = drawnText((await contentOf(downloads[0]!.bytes)).text);
    expect(lines).toContain('1. Maria Vieira');
    expect(lines).toContain('Pickup hotel: Hotel Madeira');
  });

  it('is the not-found page when the departure is not the viewer’s', async () => {
    answer(asOperator);
    renderApp(`/inbox/departures?listing=${listingId}&start=${encodeURIComponent(start)}`, pages);
    expect(
      await screen.findByRole(
        'heading',
        { name: /not found|doesn’t exist|can’t find/i },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('is no tab of a traveller’s inbox', async () => {
    answer({
      '/api/auth/info': json({
        data: {
          isAnonymous: false,
          scopes: ['user'],
          user: { ...testUser, type: userTypes.customer },
        },
      }),
    });
    renderApp('/inbox/departures', pages);
    expect(
      await screen.findByRole(
        'heading',
        { name: /not found|doesn’t exist|can’t find/i },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(requestedPaths()).not.toEqual([]);
    expect(requestedPaths().some((path) => path.startsWith('/api/departures'))).toBe(false);
  });
});
