// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type {
  ConsoleAnalyticsResponse,
  ConsoleMarketingResponse,
} from '../../../contracts/tracking';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

// The console's analytics funnel and email-marketing pages (decisions 165 and 166).

const pages: PageRegistry = {
  ConsoleSectionPage: () => import('./console-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

const funnel: ConsoleAnalyticsResponse = {
  data: {
    kind: 'local',
    days: [
      {
        day: '2026-12-02',
        pageViews: 1234,
        signUps: 5,
        checkoutStarts: 3,
        purchases: 2,
        adPageViews: 1200,
        adPurchases: 1,
      },
      {
        day: '2026-12-01',
        pageViews: 0,
        signUps: 0,
        checkoutStarts: 0,
        purchases: 0,
        adPageViews: 0,
        adPurchases: 0,
      },
    ],
  },
};
const marketing: ConsoleMarketingResponse = {
  data: {
    kind: 'local',
    profiles: [
      {
        userId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        email: 'marta@example.pt',
        phoneNumber: '+351912345678',
        name: 'Marta Freitas',
        updatedAt: '2026-12-02T10:00:00.000Z',
      },
    ],
    events: [
      {
        id: 'e1',
        metric: 'Placed Order',
        email: 'marta@example.pt',
        properties: { listingTitle: 'Levada walk', valueMinor: 4500, currency: 'EUR' },
        occurredAt: '2026-12-02T11:00:00.000Z',
      },
    ],
    conversions: [
      {
        transactionId: '7c6b5a49-3827-4165-9f0e-1d2c3b4a5968',
        affiliateName: 'Casa das Levadas',
        valueMinor: 12345,
        currency: 'EUR',
        reportedAt: '2026-12-02T12:00:00.000Z',
      },
    ],
  },
};

const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser, isAdmin: true };
setupApiServer(
  ...notFound('GET /api/notification-count'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
  apiHandler('GET /api/console/analytics', () => funnel),
  apiHandler('GET /api/console/marketing', () => marketing),
);

afterEach(() => cleanup());

describe('the console’s analytics and marketing', () => {
  it('shows the funnel per day: page views, sign-ups, opened checkouts, purchases', async () => {
    renderApp('/console/analytics', pages);
    const table = await screen.findByTestId('console-funnel', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Analytics: the daily funnel' })).toBeTruthy();
    const [, today] = within(table).getAllByRole('row');
    expect(today!.textContent).toBe('2 Dec 2026' + '1,234' + '5' + '3' + '2' + '1,200' + '1');
    expect(screen.getByText(/Counted on this server/)).toBeTruthy();
  });

  it('shows the marketing profiles and events, and the affiliate tracker’s conversions', async () => {
    renderApp('/console/marketing', pages);
    const profile = await screen.findByTestId('marketing-profile', {}, { timeout: 10_000 });
    expect(profile.textContent).toContain('Marta Freitas');
    expect(profile.textContent).toContain('+351912345678');
    expect(screen.getByTestId('marketing-event').textContent).toContain('Placed Order');
    expect(
      screen.getByRole('heading', { name: 'Affiliate tracker: newest conversions' }),
    ).toBeTruthy();
    const conversion = screen.getByTestId('affiliate-conversion');
    expect(conversion.textContent).toContain('Casa das Levadas');
    expect(conversion.textContent).toContain('€123.45');
  });
});
