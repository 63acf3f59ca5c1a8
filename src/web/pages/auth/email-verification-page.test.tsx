// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch';

const pages: PageRegistry = { EmailVerificationPage: () => import('./email-verification-page') };

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An unverified user; sending the link again answers `send()`'s response. */
function serve(send: () => Response) {
  return stubFetch((request) => {
    if (request.url === '/api/auth/info') {
      const info: AuthInfo = {
        isAnonymous: false,
        scopes: ['user'],
        user: { ...testUser, emailVerified: false },
      };
      return json({ data: info });
    }
    if (request.url === '/api/account/verify-email/send') return send();
    return json({ error: { code: 'not-found', message: '' } }, 404);
  });
}

describe('EmailVerificationPage: sending the link again', () => {
  it('says the new link went', async () => {
    const sent = serve(() => new Response(null, { status: 204 }));
    renderApp('/verify-email', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link.')).toBeTruthy();
    expect(sent.filter((r) => r.url === '/api/account/verify-email/send')).toHaveLength(1);
  });

  it('says when too many links were asked for, and when sending failed', async () => {
    let answer = json(
      { error: { code: 'email-too-many-verification-requests', message: 'x' } },
      429,
    );
    serve(() => answer);
    renderApp('/verify-email', pages);
    const button = await screen.findByRole('button', { name: 'Send the link again' });
    fireEvent.click(button);
    expect(await screen.findByText(/too many/i)).toBeTruthy();
    answer = json({ error: { code: 'internal-error', message: 'x' } }, 500);
    fireEvent.click(button);
    expect(await screen.findByText(/could not send/i)).toBeTruthy();
  });
});
