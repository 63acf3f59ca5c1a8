// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResellerGrantsView, ResellerStatementView } from '../../../contracts/octo';
import { userTypes } from '../../../domain/accounts';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

// Issue 47 item 3 (decision 150): the operator's resellers tab shows what each reseller owes for a
// month and lets the operator choose which tours each sells at what commission.
const operatorId = '00000000-0000-4000-8000-000000000002';
const listingId = '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11';
const resellerId = '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

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
  server.use(
    apiHandler('GET /api/auth/info', () => ({
      data: {
        isAnonymous: false,
        scopes: ['user'],
        user: { ...testUser, id: operatorId, type: userTypes.operator },
      },
    })),
    apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    apiHandler('GET /api/resellers/statement', ({ query }) =>
      query.get('month') === '2026-06'
        ? { data: statement }
        : { data: { month: '2026-07', resellers: [] } },
    ),
    apiHandler('GET /api/resellers/grants', () => ({ data: grants })),
    apiHandler('PUT /api/resellers/grants/:listingId/:resellerId', ({ request, params, body }) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      expect(params).toEqual({ listingId, resellerId });
      const { commissionPercent } = body as { commissionPercent: number | null };
      grants = {
        ...grants,
        grants:
          commissionPercent === null
            ? []
            : [{ listingId, listingTitle: 'Levada walk', resellerId, commissionPercent }],
      };
      return { data: grants };
    }),
  );
}
const server = setupApiServer();
afterEach(() => {
  cleanup();
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
