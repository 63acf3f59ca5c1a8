// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EmailVerificationPage: () => import('./email-verification-page') };

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => cleanup());

const info: AuthInfo = {
  isAnonymous: false,
  scopes: ['user'],
  user: { ...testUser, emailVerified: false },
};
const server = setupApiServer(
  ...notFound('GET /api/notification-count', 'GET /api/outbox'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);

/** An unverified user; sending the link again answers `send()`'s response. Returns the sends. */
function serve(send: () => Response | void) {
  const sent: string[] = [];
  server.use(
    apiHandler('POST /api/account/verify-email/send', ({ request }) => {
      sent.push(new URL(request.url).pathname);
      return send();
    }),
  );
  return sent;
}

describe('EmailVerificationPage: sending the link again', () => {
  it('says the new link went', async () => {
    const sent = serve(() => {});
    renderApp('/verify-email', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link.')).toBeTruthy();
    expect(sent).toEqual(['/api/account/verify-email/send']);
  });

  it('says when too many links were asked for, and when sending failed', async () => {
    let answer = apiError(429, 'email-too-many-verification-requests');
    serve(() => answer);
    renderApp('/verify-email', pages);
    const button = await screen.findByRole('button', { name: 'Send the link again' });
    fireEvent.click(button);
    expect(await screen.findByText(/too many/i)).toBeTruthy();
    answer = apiError(500, 'internal-error');
    fireEvent.click(button);
    expect(await screen.findByText(/could not send/i)).toBeTruthy();
  });
});
