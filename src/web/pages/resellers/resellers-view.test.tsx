// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResellerGrantsView, ResellerStatementView } from '../../../contracts/octo';
import { userTypes } from '../../../domain/accounts';
import { testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';

// Issue 47 item 3 (decision 150): the operator's resellers tab shows what each reseller owes for a
// month and lets the operator choose which tours each sells at what commission.
const operatorId = '00000000-0000-4000-8000-000000000002';
const listingId = '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11';
const resellerId = '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent: { method: string; path: string; body: unknown }[] = [];
let grants: ResellerGrantsView;

const statement: ResellerStatementView = {
  month: '2026-06',
  resellers: [
    {
      id: resellerId,
      name: 'Island Tours Online',
      retail: 9000,
      owed: 7650,
      bookings: [
        {
          reference: 'LV-7KQ2XM',
          resellerReference: 'ITO-1001',
          listingTitle: 'Levada walk',
          start: '2026-06-12T08:30:00.000Z',
          retail: 9000,
          owed: 7650,
        },
      ],
    },
  ],
};

function serve() {
  grants = {
    resellers: [{ id: resellerId, name: 'Island Tours Online' }],
    listings: [{ id: listingId, title: 'Levada walk' }],
    grants: [],
  };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/auth/info')
      return json({
        data: {
          isAnonymous: false,
          scopes: ['user'],
          user: { ...testUser, id: operatorId, type: userTypes.operator },
        },
      });
    if (path.startsWith('/api/notification-count')) return json({ data: { count: 0 } });
    if (path.startsWith('/api/resellers/statement?month=2026-06')) return json({ data: statement });
    if (path.startsWith('/api/resellers/statement'))
      return json({ data: { month: '2026-07', resellers: [] } });
    if (path === '/api/resellers/grants') return json({ data: grants });
    if (path === `/api/resellers/grants/${listingId}/${resellerId}` && method === 'PUT') {
      const { commissionPercent } = JSON.parse(String(init!.body)) as {
        commissionPercent: number | null;
      };
      grants = {
        ...grants,
        grants:
          commissionPercent === null
            ? []
            : [{ listingId, listingTitle: 'Levada walk', resellerId, commissionPercent }],
      };
      return json({ data: grants });
    }
    return new Response('{}', { status: 404 });
  });
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sent.length = 0;
});

const pages = {
  InboxPage: () => import('../inbox/inbox-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

describe('the operator’s resellers tab', () => {
  it('shows what a reseller owes for the month, and grants a tour at a commission, then stops it', async () => {
    serve();
    renderApp('/inbox/resellers?month=2026-06', pages);
    expect(
      await screen.findByRole('heading', { name: /Island Tours Online/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('€76.50')).toHaveLength(2);
    expect(screen.getByText(/LV-7KQ2XM · ITO-1001/)).toBeTruthy();
    expect(await screen.findByText('No reseller sells your tours yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Let them sell it' }));
    expect(await screen.findByText('Choose a reseller and a tour.')).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('Reseller'), { target: { value: resellerId } });
    fireEvent.change(screen.getByLabelText('Tour'), { target: { value: listingId } });
    fireEvent.change(screen.getByLabelText('Their commission (%)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Let them sell it' }));
    expect(
      await screen.findByText('Island Tours Online sells Levada walk at 15 % commission'),
    ).toBeTruthy();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ commissionPercent: 15 });

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.getByText('No reseller sells your tours yet.')).toBeTruthy());

    fireEvent.click(screen.getByRole('link', { name: 'Next month' }));
    expect(await screen.findByText('No reseller bookings this month.')).toBeTruthy();
  });
});
