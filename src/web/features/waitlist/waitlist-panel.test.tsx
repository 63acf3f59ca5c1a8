// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '../../../contracts/waitlist';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { WaitlistPanel } from './waitlist-panel';

const listingId = '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11';
const start = '2026-06-12T08:30:00.000Z';
const listing = { id: listingId, publicData: { timezone: 'Atlantic/Madeira' as const } };
const entry: WaitlistEntry = {
  id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
  listing: { id: listingId, title: 'Levada walk', timezone: 'Atlantic/Madeira' },
  start,
  end: '2026-06-12T14:30:00.000Z',
  quantities: { adults: 2, children: 0, infants: 0 },
  seats: 2,
  state: 'waiting',
  place: 2,
  createdAt: '2026-06-01T09:00:00.000Z',
  offerExpiresAt: null,
  checkoutPath: null,
};

const server = setupApiServer();

afterEach(() => cleanup());

function renderPanel(isSignedIn: boolean, entries: WaitlistEntry[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = ({ request, body }: { request: Request; body: unknown }) => {
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
  };
  server.use(
    apiHandler('GET /api/auth/info', () => ({
      data: isSignedIn
        ? { isAnonymous: false, scopes: ['user'], user: testUser }
        : { isAnonymous: true, scopes: [], user: null },
    })),
    apiHandler('GET /api/listings/:id/full-departures', ({ params }) => {
      expect(params.id).toBe(listingId);
      return { data: [{ start, end: entry.end, free: 0, waiting: 1 }] };
    }),
    apiHandler('GET /api/waitlist', () => ({ data: entries })),
    apiHandler('POST /api/waitlist', (request) => {
      record(request);
      return { data: entry };
    }),
    apiHandler('DELETE /api/waitlist/:id', (request) => record(request)),
  );
  const router = createMemoryRouter([{ path: '*', element: <WaitlistPanel listing={listing} /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return sent;
}

describe('the listing page’s waitlist', () => {
  it('shows the traveller’s place in line and lets them leave', async () => {
    const sent = renderPanel(true, [entry]);
    const row = await screen.findByTestId('waitlist-entry');
    expect(row.textContent).toContain('You are number 2 in line');
    expect(row.textContent).toContain('2 people');
    fireEvent.click(within(row).getByRole('button', { name: 'Leave the waitlist' }));
    await vi.waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.url === `/api/waitlist/${entry.id}`)).toBe(
        true,
      ),
    );
  });

  it('joins a full departure with a party; an empty party is refused before sending', async () => {
    const sent = renderPanel(true, []);
    const departure = await screen.findByLabelText('Full departure');
    fireEvent.change(departure, { target: { value: start } });
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Add at least one person')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Children'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { listingId, start, adults: 3, children: 1, infants: 0 },
      ]),
    );
  });

  it('asks a visitor to log in', async () => {
    renderPanel(false, []);
    expect(
      (await screen.findByRole('link', { name: 'Log in to join the waitlist' })).getAttribute(
        'href',
      ),
    ).toMatch(/^\/login\?from=/);
  });
});
