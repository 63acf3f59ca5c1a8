// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { chooseConsent } from '../../lib/consent';
import { trackEvent } from '../../lib/tracking';
import { apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';
import { PageViewTracker } from './page-view-tracker';

const calls: { url: string; method: string; body: unknown }[] = [];
const record = ({ request, body }: ApiRequest) =>
  void calls.push({ url: new URL(request.url).pathname, method: request.method, body });
// The config (the ad tag's, once consented) is left aside.
setupApiServer(
  ...notFound('GET /api/config'),
  apiHandler('POST /api/tracking/events', record),
  apiHandler('PUT /api/tracking/consent', record),
);
beforeEach(() => {
  document.cookie = 'euCookiesAccepted=; Max-Age=0; Path=/';
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  document.cookie = 'euCookiesAccepted=; Max-Age=0; Path=/';
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageViewTracker />
    </MemoryRouter>,
  );

describe('PageViewTracker (decision 167)', () => {
  it('sends nothing before the banner is accepted, nor after a decline', async () => {
    renderAt('/s');
    trackEvent({ name: 'checkout-started', listingId: crypto.randomUUID() });
    await act(() => chooseConsent(false));
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/tracking/consent']));
    trackEvent({ name: 'page-view', path: '/s' });
    expect(calls.filter((c) => c.url === '/api/tracking/events')).toEqual([]);
  });

  it('reports the page it was accepted on, and the choice', async () => {
    window.history.replaceState(null, '', '/l/levada-walk/abc');
    renderAt('/l/levada-walk/abc');
    expect(calls).toEqual([]);
    await act(() => chooseConsent(true));
    await vi.waitFor(() =>
      expect(calls).toEqual(
        expect.arrayContaining([
          { url: '/api/tracking/consent', method: 'PUT', body: { granted: true } },
          {
            url: '/api/tracking/events',
            method: 'POST',
            body: { name: 'page-view', path: '/l/levada-walk/abc' },
          },
        ]),
      ),
    );
    // Later pages are reported as they open.
    cleanup();
    renderAt('/s');
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/tracking/events',
        method: 'POST',
        body: { name: 'page-view', path: '/s' },
      }),
    );
  });

  it('reports a checkout’s page view as its opening too', async () => {
    document.cookie = 'euCookiesAccepted=1; Path=/';
    const listingId = crypto.randomUUID();
    renderAt(`/l/levada-walk/${listingId}/checkout`);
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/tracking/events',
        method: 'POST',
        body: { name: 'checkout-started', listingId },
      }),
    );
  });
});
