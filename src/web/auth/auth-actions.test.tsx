// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../test/render-app';
import { testUser } from '../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer } from '../test/msw';
import { AuthBusyError, useAuthActions } from './auth-actions';

const server = setupApiServer(...notFound('GET /api/auth/info', 'POST /api/auth/logout'));

afterEach(() => cleanup());

describe('auth actions, one at a time (spec 001 §4)', () => {
  it('refuses sign-up and logout while a login is running, and sends the language with the login', async () => {
    let finishLogin: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    server.use(
      apiHandler('POST /api/auth/login', ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) return new Promise<Response>((resolve) => (finishLogin = resolve));
        return apiError(401, 'unauthorized');
      }),
      // A sign-up sent would be kept too.
      apiHandler('POST /api/auth/signup', ({ body }) => {
        bodies.push(body);
        return apiError(404, 'not-found');
      }),
    );
    window.localStorage.setItem('lang', 'pt'); // chosen in this browser: the login carries it
    const { result } = renderHook(() => useAuthActions(), {
      wrapper: ({ children }) => <TestProviders locale="pt">{children}</TestProviders>,
    });

    const login = result.current.login('marta@example.pt', 'levada-2026');
    await expect(
      result.current.signup({
        type: 1,
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.pt',
        phoneNumber: '291 000 000',
        password: 'x'.repeat(8),
        termsAccepted: true,
        marketingEmailOption: false,
      }),
    ).rejects.toBeInstanceOf(AuthBusyError);
    await expect(result.current.logout()).rejects.toThrow('Login or logout already in progress');
    expect(bodies).toEqual([
      { email: 'marta@example.pt', password: 'levada-2026', language: 'pt' },
    ]);

    await act(async () => {
      finishLogin(
        new Response(
          JSON.stringify({ data: { isAnonymous: false, scopes: ['user'], user: testUser } }),
          { status: 200 },
        ),
      );
      await login;
    });
    // Free again: the next action runs (and fails on its own merits).
    await expect(result.current.login('marta@example.pt', 'wrong')).rejects.not.toBeInstanceOf(
      AuthBusyError,
    );
  });
});
