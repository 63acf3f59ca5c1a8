// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { ConsoleReseller } from '../../../contracts/octo';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

// Issue 47 (decision 149): the console's resellers page issues, lists and revokes OCTO keys.
const pages: PageRegistry = {
  ConsoleSectionPage: () => import('./console-page'),
  ConsoleItemPage: () => import('./console-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

const server = setupApiServer(...notFound('GET /api/notification-count'));

afterEach(() => cleanup());

const resellerId = '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const keyId = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';

function serve() {
  let reseller: ConsoleReseller = {
    id: resellerId,
    name: 'Island Tours Online',
    webhookUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    keys: [],
  };
  const sent: string[] = [];
  const record = (request: Request) =>
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser, isAdmin: true };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/console/resellers', () => ({ data: [reseller] })),
    apiHandler('POST /api/console/resellers/:id/keys', ({ request, params, body }) => {
      record(request);
      expect(params.id).toBe(resellerId);
      const { testMode } = body as { testMode: boolean };
      reseller = {
        ...reseller,
        keys: [
          {
            id: keyId,
            keyPrefix: 'lvo_AbCd',
            testMode,
            createdAt: '2026-11-02T10:00:00.000Z',
            revokedAt: null,
          },
        ],
      };
      return { data: { id: keyId, key: 'lvo_AbCdEfGhSecret', keyPrefix: 'lvo_AbCd', testMode } };
    }),
    apiHandler('POST /api/console/resellers/:id/keys/:keyId/revoke', ({ request }) => {
      record(request);
      reseller = {
        ...reseller,
        keys: reseller.keys.map((key) => ({ ...key, revokedAt: '2026-11-03T10:00:00.000Z' })),
      };
      return { data: [reseller] };
    }),
  );
  return sent;
}

describe('the console’s resellers', () => {
  it('issues a key, shows it once, lists it by its prefix and revokes it', async () => {
    const sent = serve();
    renderApp('/console/resellers', pages);
    expect(
      await screen.findByRole('heading', { name: 'Island Tours Online' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('No keys yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue a live key' }));
    expect(await screen.findByText('lvo_AbCdEfGhSecret')).toBeTruthy();
    expect(await screen.findByText('lvo_AbCd…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull());
    expect(screen.getByText(/^Revoked/)).toBeTruthy();
    expect(sent).toContain(`POST /api/console/resellers/${resellerId}/keys/${keyId}/revoke`);
  });
});
