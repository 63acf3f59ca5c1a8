// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { ConsoleJob, ConsoleSettings } from '../../../contracts/console';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

// The console's settings and jobs pages (decisions 112 and 113).

const pages: PageRegistry = {
  ConsoleSectionPage: () => import('./console-page'),
  ConsoleItemPage: () => import('./console-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

const defaults = {
  providerCommissionPercent: 30,
  customerCommissionPercent: 0,
  listingApprovalRequired: false,
  bookableDays: 90,
  answerWindowHours: 24,
};
const deadJob: ConsoleJob = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  kind: 'send-email',
  key: null,
  state: 'dead',
  attempts: 5,
  maxAttempts: 5,
  runAt: '2026-11-20T10:00:00.000Z',
  lastError: 'SMTP said no\nCaused by: 550 mailbox unavailable',
  payload: {},
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:00.000Z',
};

function serve() {
  let settings: ConsoleSettings = {
    settings: defaults,
    defaults,
    operatorCommissions: [],
  };
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = ({ request, body }: { request: Request; body: unknown }) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, url: url.pathname + url.search, body });
  };
  const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser, isAdmin: true };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/console/settings', () => ({ data: settings })),
    apiHandler('POST /api/console/settings', (request) => {
      record(request);
      const { reason: _reason, ...values } = request.body as Record<string, unknown>;
      settings = { ...settings, settings: { ...settings.settings, ...values } };
      return { data: settings };
    }),
    apiHandler('GET /api/console/jobs', (request) => {
      record(request);
      return {
        data: [deadJob],
        meta: { page: 1, perPage: 20, totalItems: 1, totalPages: 1 },
        counts: { queued: 2, running: 0, failed: 1, dead: 1 },
      };
    }),
    apiHandler('POST /api/console/jobs/:id/retry', (request) => {
      record(request);
      return { data: { ...deadJob, state: 'queued', maxAttempts: 6 } };
    }),
  );
  return sent;
}

const server = setupApiServer(...notFound('GET /api/notification-count'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the console behind the scenes', () => {
  it('changes the settings, refusing a commission above 100 %', async () => {
    const sent = serve();
    renderApp('/console/settings', pages);
    // The marketplace's (the first form), not an operator's own (the second).
    const [commission] = await screen.findAllByLabelText(
      'Operator commission (%)',
      {},
      { timeout: 10_000 },
    );
    expect(screen.getAllByText('Default: 30')).toBeTruthy();
    fireEvent.change(commission!, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('A whole percent from 0 to 100.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    // The answer window of requests: 1 to 72 hours.
    const window = screen.getByLabelText(
      'Hours an operator has to answer a request (listings without their own)',
    );
    fireEvent.change(window, { target: { value: '73' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Whole hours from 1 to 72.')).toBeTruthy();
    fireEvent.change(window, { target: { value: '24' } });
    fireEvent.change(commission!, { target: { value: '25' } });
    fireEvent.click(
      screen.getByLabelText('New listings wait for approval before they are published'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Saved. New bookings use these settings.')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      providerCommissionPercent: 25,
      customerCommissionPercent: 0,
      bookableDays: 90,
      answerWindowHours: 24,
      listingApprovalRequired: true,
    });
  });

  it('lists the jobs with their counts and last error, and runs a dead job again', async () => {
    const sent = serve();
    renderApp('/console/jobs?state=dead', pages);
    expect(
      await screen.findByText('2 queued · 0 running · 1 failed · 1 dead', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('SMTP said no')).toBeTruthy();
    expect(sent.some((s) => s.url.includes('/api/console/jobs?state=dead'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Run again now' }));
    expect(await screen.findByText('Queued again: it runs within a few seconds.')).toBeTruthy();
    await waitFor(() =>
      expect(sent.some((s) => s.url === `/api/console/jobs/${deadJob.id}/retry`)).toBe(true),
    );
  });
});
