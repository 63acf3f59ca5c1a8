// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  LandingPage: async () => ({ default: () => <p>landing page</p> }),
  LoginPage: async () => ({ default: () => <p>login page</p> }),
  ConfirmPage: () => import('./confirm-page'),
};

const server = setupApiServer(...notFound('GET /api/notification-count'));
let sent: Array<{ url: string; body: unknown }> = [];
/** A visitor back from the identity provider, whose pending sign-up answers `pending`. */
function serve(pending: Response) {
  sent = [];
  const anonymous: AuthInfo = { isAnonymous: true, scopes: [], user: null };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: anonymous })),
    apiHandler('GET /api/auth/oidc/pending', () => pending),
    apiHandler('POST /api/auth/create-user-with-idp', ({ request, body }) => {
      sent.push({ url: new URL(request.url).pathname, body });
      const info: AuthInfo = {
        isAnonymous: false,
        scopes: ['user'],
        user: { ...testUser, type: 2, emailVerified: true },
      };
      return { data: info };
    }),
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ConfirmPage (/confirm)', () => {
  it('prefills what the identity provider said, and sends the confirmed sign-up without a password', async () => {
    serve(
      new Response(
        JSON.stringify({
          data: {
            providerName: 'Madeira ID',
            email: 'joana@example.pt',
            emailVerified: true,
            firstName: 'Joana',
            lastName: 'Abreu',
          },
        }),
      ),
    );
    const { router } = renderApp('/confirm', pages);
    expect(
      await screen.findByText(
        'You signed in with Madeira ID. Check your details and tell us how you will use Levada.',
      ),
    ).toBeTruthy();
    await screen.findByLabelText('Email'); // the form's code comes after the page's
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('joana@example.pt');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Joana');
    expect(screen.queryByLabelText('Password')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Tour operator/ }));
    change('Company name', ' Abreu Boats ');
    change('Phone number', '+351 965 000 000');
    fireEvent.click(screen.getByRole('button', { name: 'Finish signing up' }));
    // The terms are not accepted yet: nothing is sent.
    // At the field and in the error summary.
    expect(
      await screen.findAllByText('Please accept the terms of service to continue'),
    ).toHaveLength(2);
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish signing up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([
      {
        url: '/api/auth/create-user-with-idp',
        body: {
          type: 2,
          firstName: 'Joana',
          lastName: 'Abreu',
          email: 'joana@example.pt',
          phoneNumber: '+351 965 000 000',
          companyName: 'Abreu Boats',
          termsAccepted: true,
          marketingEmailOption: false,
          language: 'en',
        },
      },
    ]);
  });

  it('explains an expired or used sign-in and links back to the login', async () => {
    serve(
      new Response(JSON.stringify({ error: { code: 'not-found', message: '' } }), { status: 404 }),
    );
    renderApp('/confirm', pages);
    expect(await screen.findByText(/This sign-in has expired or was already used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });
});
