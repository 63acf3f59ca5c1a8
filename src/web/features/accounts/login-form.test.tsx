// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldSubmitAttribute, liveFormAttribute } from '../../lib/held-submit';
import { TestProviders } from '../../test/render-app';
import { jsonResponse, serveAll, setupApiServer, type SentRequest } from '../../test/msw';
import { LoginForm } from './login-form';

const server = setupApiServer();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const anonymous = { isAnonymous: true, scopes: [], user: null };
let sent: SentRequest[];
const serve = (login: () => Response) =>
  (sent = serveAll(server, ({ url }) =>
    url === '/api/auth/login' ? login() : jsonResponse({ data: anonymous }),
  ));
const refused = () => jsonResponse({ error: { code: 'unauthorized', message: '' } }, 401);
const logins = () => sent.filter((r) => r.url === '/api/auth/login').map((r) => r.body);

const page = (
  <TestProviders>
    <MemoryRouter>
      <LoginForm />
    </MemoryRouter>
  </TestProviders>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

/** The server's HTML in the page, before the form's code has come. */
function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const field = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { container, form: container.querySelector('form')!, field };
}

describe('LoginForm on a server-rendered page', () => {
  it('keeps what was typed before its code came and sends it', async () => {
    serve(refused);
    const { field } = serverRendered();
    // The visitor types before the code has loaded.
    field('email').value = 'marta@example.pt';
    field('password').value = 'laurel-forest';

    await act(async () => {
      root = hydrateRoot(document.body.firstElementChild!, page);
    });
    expect(field('email').value).toBe('marta@example.pt');
    expect(field('password').value).toBe('laurel-forest');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(logins()).toEqual([{ email: 'marta@example.pt', password: 'laurel-forest' }]),
    );
  });

  it('sends, once and with what was typed, a submit the boot script held before the code came', async () => {
    serve(refused);
    const { form, field } = serverRendered();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute(liveFormAttribute)).toBe(false);
    field('email').value = 'marta@example.pt';
    field('password').value = 'laurel-forest';
    form.setAttribute(heldSubmitAttribute, '');

    await act(async () => {
      root = hydrateRoot(document.body.firstElementChild!, page);
    });

    await waitFor(() =>
      expect(logins()).toEqual([{ email: 'marta@example.pt', password: 'laurel-forest' }]),
    );
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
    expect(form.hasAttribute(liveFormAttribute)).toBe(true);
  });

  it('sends nothing on its own when no submit was held', async () => {
    serve(refused);
    const { form } = serverRendered();
    await act(async () => {
      root = hydrateRoot(document.body.firstElementChild!, page);
    });
    expect(logins()).toEqual([]);
    expect(form.hasAttribute(liveFormAttribute)).toBe(true);
  });
});

describe('LoginForm', () => {
  it('after a failed login, says why and has the password typed again', async () => {
    serve(refused);
    render(page);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'marta@example.pt' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByText(/did not match our records/);
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('marta@example.pt');
    // Its "required" waits for the next try.
    expect(screen.queryByText('A password is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('A password is required');
    expect(logins()).toHaveLength(1);
  });

  it("shows a field's error once it was left", async () => {
    serve(refused);
    render(page);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    await screen.findByText('A valid email address is required');
  });
});
