// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

// Issue 14 item 11: the traveller's sign-up, its error summary, and a verification link opened
// without a session.
const pages: PageRegistry = {
  LandingPage: async () => ({ default: () => <p>landing page</p> }),
  SignupPage: () => import('./signup-page'),
  LoginPage: () => import('./login-page'),
  EmailVerificationPage: async () => ({
    default: () => <p>verification page</p>,
  }),
};

const anonymous: AuthInfo = { isAnonymous: true, scopes: [], user: null };
const signedIn: AuthInfo = { isAnonymous: false, scopes: ['user'], user: { ...testUser, type: 1 } };

const server = setupApiServer(
  ...notFound('GET /api/auth/identity-providers', 'GET /api/notification-count'),
);

type Route = 'POST /api/auth/signup' | 'POST /api/auth/login';
let signups: unknown[];
/** Anonymous until a sign-up or a login `answers` (each other route: 404) succeeds. */
function serve(answers: Partial<Record<Route, () => Response>>) {
  let info = anonymous;
  signups = [];
  const answer = (route: Route) => {
    const response = answers[route]?.() ?? apiError(404, 'not-found');
    if (response.ok) info = signedIn;
    return response;
  };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('POST /api/auth/signup', ({ body }) => {
      signups.push(body);
      return answer('POST /api/auth/signup');
    }),
    apiHandler('POST /api/auth/login', () => answer('POST /api/auth/login')),
  );
}
const refusal =
  (code: string, details: unknown[] = []) =>
  () =>
    Response.json(
      { error: { code, message: '', details } },
      { status: code === 'email-taken' ? 409 : 400 },
    );

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => cleanup());

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  change('First name', 'Inês');
  change('Last name', 'Costa');
  change('Email', 'ines.costa@example.pt');
  change('Phone number', '+351 912 345 678');
  change('Password', 'password');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
}
const summary = () => screen.getByRole('alert', { name: 'Please check the following:' });

describe('SignupPage (/signup)', () => {
  it('signs up a traveller without offering operator or affiliate roles', async () => {
    serve({ 'POST /api/auth/signup': () => Response.json({ data: signedIn }, { status: 201 }) });
    renderApp('/signup', pages);
    await screen.findByRole('heading', { name: 'Create your account' });
    await screen.findByLabelText('First name'); // the form's code comes after the page's
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByText(/Tour operator/)).toBeNull();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    fillValidForm();
    change('Password', 'laurel-forest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('landing page'); // a verified address (the test user's) goes home
    expect(signups).toEqual([expect.objectContaining({ type: 1 })]);
  });

  it('after a submit with errors, moves focus to a summary whose links lead to the fields', async () => {
    serve({});
    renderApp('/signup', pages);
    await screen.findByRole('heading', { name: 'Create your account' });
    await screen.findByLabelText('First name'); // the form's code comes after the page's
    change('First name', 'Inês');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const links = within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'A last name is required',
      expect.stringMatching(/email address is required/),
      expect.stringMatching(/phone number/i),
      'A password is required',
      'Please accept the terms of service to continue',
    ]);
    fireEvent.click(within(summary()).getByRole('link', { name: 'A password is required' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(signups).toHaveLength(0);
  });

  it('shows a refused password with its reason, in the summary and at the field, until it is edited', async () => {
    serve({
      'POST /api/auth/signup': refusal('password-too-weak', [{ path: 'password', code: 'common' }]),
    });
    renderApp('/signup', pages);
    await screen.findByRole('heading', { name: 'Create your account' });
    await screen.findByLabelText('First name'); // the form's code comes after the page's
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const reason =
      'This password is on lists of common or leaked passwords. Please choose another one.';
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('link', { name: reason })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(
      reason,
    );
    change('Password', 'laurel-forest-2026');
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('in Portuguese, gives the reason in Portuguese', async () => {
    serve({
      'POST /api/auth/signup': refusal('password-too-weak', [
        { path: 'password', code: 'personal' },
      ]),
    });
    renderApp('/signup', pages, { locale: 'pt' });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByLabelText('Nome próprio'); // the form's code comes after the page's
    change('Nome próprio', 'Inês');
    change('Apelido', 'Costa');
    change('Email', 'ines.costa@example.pt');
    change('Número de telefone', '+351 912 345 678');
    change('Palavra-passe', 'inescosta');
    fireEvent.click(screen.getByRole('checkbox', { name: /Aceito os termos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      await screen.findAllByText(
        'Esta palavra-passe é feita a partir do seu email ou do seu nome. Escolha uma que não tenha nada a ver consigo.',
      ),
    ).toHaveLength(2);
  });

  it('lists a taken email in the summary', async () => {
    serve({ 'POST /api/auth/signup': refusal('email-taken') });
    renderApp('/signup', pages);
    await screen.findByRole('heading', { name: 'Create your account' });
    await screen.findByLabelText('First name'); // the form's code comes after the page's
    fillValidForm();
    change('Password', 'laurel-forest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(
      within(summary()).getByRole('link', { name: /An account with this email already exists/ }),
    ).toBeTruthy();
  });
});

describe('a verification link opened without a session', () => {
  it('explains what to do on the login page and verifies right after login', async () => {
    serve({ 'POST /api/auth/login': () => Response.json({ data: signedIn }) });
    const { router } = renderApp('/verify-email?t=token-123', pages);
    await screen.findByRole('heading', { name: 'Log in' });
    await screen.findByLabelText('Email'); // the form's code comes after the page's
    expect(router.state.location.search).toBe(
      `?from=${encodeURIComponent('/verify-email?t=token-123')}`,
    );
    expect(
      screen.getByText(
        'To confirm your email address, log in to the account you signed up with. We confirm it as soon as you are in.',
      ),
    ).toBeTruthy();
    change('Email', 'ines.costa@example.pt');
    change('Password', 'laurel-forest-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(/verification page/);
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.location.search).toBe('?t=token-123');
  });

  it('stops a name where the server would refuse it', async () => {
    serve({});
    renderApp('/signup', pages);
    await screen.findByRole('heading', { level: 1 });
    await screen.findByLabelText('First name'); // the form's code comes after the page's
    expect(screen.getByLabelText('First name').getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText('Last name').getAttribute('maxlength')).toBe('100');
  });

  it('after a wrong password, says why and empties the password without calling it missing', async () => {
    serve({
      'POST /api/auth/login': () => apiError(401, 'unauthorized'),
    });
    renderApp('/login', pages);
    await screen.findByRole('heading', { name: 'Log in' });
    await screen.findByLabelText('Email'); // the form's code comes after the page's
    change('Email', 'ines.costa@example.pt');
    change('Password', 'wrong-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'The email and password you entered did not match our records. Please double-check and try again.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
      'ines.costa@example.pt',
    );
    expect(screen.queryByText('A password is required')).toBeNull();
  });

  it('says nothing of verification on an ordinary login', async () => {
    serve({});
    renderApp('/login?from=%2Faccount', pages);
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByText(/To confirm your email address/)).toBeNull();
  });
});
