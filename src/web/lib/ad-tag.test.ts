// @vitest-environment jsdom
// The browser's ad tag (decision 176): nothing loads before consent; after it, gtag.js from the
// configured host, a page_view per page and the purchase with its ecommerce fields.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { apiHandler, setupApiServer } from '../test/msw';
import { tagPageView, tagPurchase } from './ad-tag';

const requested: string[] = [];
setupApiServer(
  apiHandler('GET /api/config', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return Response.json({
      adTag: { id: 'AW-123456789', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
    });
  }),
);
beforeEach(() => {
  document.cookie = 'euCookiesAccepted=; Max-Age=0; Path=/';
});
afterAll(() => {
  document.cookie = 'euCookiesAccepted=; Max-Age=0; Path=/';
});

const scripts = () =>
  Array.from(document.querySelectorAll('script')).map((s) => s.getAttribute('src'));
const events = () =>
  ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter((entry) => entry[0] === 'event');

describe('the ad tag', () => {
  it('before consent, or declined: loads nothing and sends nothing', async () => {
    await tagPageView('/');
    document.cookie = 'euCookiesAccepted=0; Path=/';
    await tagPageView('/s');
    await tagPurchase({
      transactionId: 't1',
      value: 1,
      currency: 'EUR',
      listingId: 'l1',
      listingTitle: 'Walk',
      quantity: 1,
    });
    expect(requested).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(events()).toEqual([]);
  });

  it('after consent: gtag.js once from the host, a page_view per page, the purchase', async () => {
    document.cookie = 'euCookiesAccepted=1; Path=/';
    await tagPageView('/');
    await tagPageView('/s');
    await tagPurchase({
      transactionId: '3f0c2a5e-7b1d-4c8e-9a6f-1e2d3c4b5a69',
      value: 123.45,
      currency: 'EUR',
      listingId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      listingTitle: 'Levada do Rei',
      quantity: 3,
    });
    expect(requested).toEqual(['/api/config']);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-123456789']);
    expect(events()).toEqual([
      ['event', 'page_view', { send_to: 'AW-123456789', page_path: '/' }],
      ['event', 'page_view', { send_to: 'AW-123456789', page_path: '/s' }],
      [
        'event',
        'purchase',
        {
          send_to: 'AW-123456789',
          transaction_id: '3f0c2a5e-7b1d-4c8e-9a6f-1e2d3c4b5a69',
          value: 123.45,
          currency: 'EUR',
          items: [
            {
              item_id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
              item_name: 'Levada do Rei',
              quantity: 3,
            },
          ],
        },
      ],
    ]);
    // A decline afterwards: nothing more is sent.
    document.cookie = 'euCookiesAccepted=0; Path=/';
    await tagPageView('/l/x');
    expect(events()).toHaveLength(3);
  });
});
