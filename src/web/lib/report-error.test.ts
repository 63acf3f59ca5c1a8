// @vitest-environment jsdom
// The browser's error reports (decision 148): to /api/errors, once per message and a few per page, or
// through Sentry's browser client when the site has a DSN.
import { createTransport } from '@sentry/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHandler, setupApiServer } from '../test/msw';

const server = setupApiServer();

afterEach(() => {
  vi.resetModules();
});

/** The reports posted (path, method, JSON body). */
const posted = () => {
  const bodies: unknown[] = [];
  server.use(
    apiHandler('POST /api/errors', ({ request, body }) => {
      bodies.push({ url: new URL(request.url).pathname, method: request.method, body });
    }),
  );
  return bodies;
};

describe('reportError', () => {
  it('posts the error with the page path (no query), once per message, at most five a page', async () => {
    const bodies = posted();
    window.history.replaceState(null, '', '/reset-password?t=secret');
    const { reportError } = await import('./report-error');
    const error = new TypeError("Cannot read properties of undefined (reading 'title')");
    reportError(error, 'render');
    reportError(error, 'render');
    for (let i = 0; i < 10; i += 1) reportError(`loop ${i}`, 'promise');
    await vi.waitFor(() => expect(bodies).toHaveLength(5));
    expect(bodies[0]).toEqual({
      url: '/api/errors',
      method: 'POST',
      body: {
        kind: 'render',
        message: "Cannot read properties of undefined (reading 'title')",
        stack: error.stack,
        path: '/reset-password',
      },
    });
    expect(bodies.slice(1).map((b) => (b as { body: { message: string } }).body.message)).toEqual([
      'loop 0',
      'loop 1',
      'loop 2',
      'loop 3',
    ]);
  });

  it('never throws when the report cannot be sent', async () => {
    // Offline: the request fails as a network error.
    server.use(apiHandler('POST /api/errors', () => HttpResponse.error()));
    const { reportError } = await import('./report-error');
    expect(() => reportError(new Error('x'), 'script')).not.toThrow();
  });
});

describe('startErrorReports', () => {
  it("reports the page's uncaught errors and rejections, not an extension's", async () => {
    const bodies = posted();
    const { startErrorReports } = await import('./report-error');
    const { QueryClient } = await import('@tanstack/react-query');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['public-config'], { sentryDsn: null });
    startErrorReports(queryClient);
    const error = (message: string, filename: string) =>
      new ErrorEvent('error', { error: new Error(message), message, filename });
    window.dispatchEvent(error('from an extension', 'chrome-extension://abc/content.js'));
    // Another site's script: the browser hides everything but "Script error.".
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(error('ours', `${window.location.origin}/assets/index.js`));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('not handled');
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(
      bodies.map((b) => (b as { body: { kind: string; message: string } }).body),
    ).toMatchObject([
      { kind: 'script', message: 'ours' },
      { kind: 'promise', message: 'not handled' },
    ]);
  });
});

describe('startSentry', () => {
  it("sends through Sentry's browser client with the failure tag, no network", async () => {
    const envelopes: string[] = [];
    const { startSentry } = await import('./sentry-browser');
    window.history.replaceState(null, '', '/s');
    const capture = startSentry('https://public@sentry.example/42', (options) =>
      createTransport(options, async (request) => {
        envelopes.push(String(request.body));
        return { statusCode: 200 };
      }),
    );
    capture(new RangeError('Invalid time value'), 'render');
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));
    const event = JSON.parse(envelopes[0]!.split('\n')[2]!);
    expect(event.exception.values[0]).toMatchObject({
      type: 'RangeError',
      value: 'Invalid time value',
    });
    expect(event.tags).toEqual({ failure: 'web-render-failed', path: '/s', source: 'web' });
  });
});
