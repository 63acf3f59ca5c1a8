// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { renderApp } from '../../test/render-app';
import { jsonResponse, serveAll, setupApiServer, type SentRequest } from '../../test/msw';

const server = setupApiServer();

// The password recovery and reset forms, loaded beside their pages.
const pages: PageRegistry = {
  LandingPage: async () => ({ default: () => <p>landing page</p> }),
  PasswordRecoveryPage: () => import('./password-recovery-page'),
  PasswordResetPage: () => import('./password-reset-page'),
};
const anonymous = { isAnonymous: true, scopes: [], user: null };

let sent: SentRequest[];
function serve(answers: Record<string, () => Response>) {
  sent = serveAll(server, ({ url }) => answers[url]?.() ?? jsonResponse({ data: anonymous }));
}
const requests = (url: string) => sent.filter((r) => r.url === url).map((r) => r.body);
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
});

describe('PasswordRecoveryPage (/recover-password)', () => {
  it('checks the address, sends it, and offers to retype it', async () => {
    serve({ '/api/auth/password-reset/request': () => jsonResponse({ data: {} }) });
    renderApp('/recover-password', pages);
    await screen.findByRole('heading', { name: 'Reset your password' });
    await screen.findByLabelText('Email'); // the form's code comes after the page's
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('An email address is required');
    change('Email', ' ines@example.pt ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(requests('/api/auth/password-reset/request')).toEqual([{ email: 'ines@example.pt' }]);
    expect(screen.getByText('ines@example.pt').tagName).toBe('STRONG');

    fireEvent.click(screen.getByRole('button', { name: 'Retype the email' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('ines@example.pt');
  });

  it('says when no account has the address', async () => {
    serve({
      '/api/auth/password-reset/request': () =>
        jsonResponse({ error: { code: 'email-not-found', message: '' } }, 404),
    });
    renderApp('/recover-password', pages);
    await screen.findByLabelText('Email');
    change('Email', 'nobody@example.pt');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('Hmm. We didn’t find an account with that email address');
  });
});

describe('PasswordResetPage (/reset-password)', () => {
  it('checks the new password and saves it for the link’s account', async () => {
    serve({ '/api/auth/password-reset': () => jsonResponse({ data: {} }) });
    renderApp('/reset-password?t=token-1&e=ines%40example.pt', pages);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await screen.findByLabelText('New password'); // the form's code comes after the page's
    change('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText('The password needs at least 8 characters');
    change('New password', 'laurel-forest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByRole('heading', { name: 'Your password is changed' });
    expect(requests('/api/auth/password-reset')).toEqual([
      { email: 'ines@example.pt', token: 'token-1', newPassword: 'laurel-forest-2026' },
    ]);
  });

  it('offers a new link when the link was used', async () => {
    serve({
      '/api/auth/password-reset': () =>
        jsonResponse({ error: { code: 'bad-request', message: '' } }, 400),
    });
    renderApp('/reset-password?t=token-1&e=ines%40example.pt', pages);
    await screen.findByLabelText('New password');
    change('New password', 'laurel-forest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText('Reset failed. The link may have expired or already been used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
