// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/render-app';
import { testUser } from '../test/fake-auth';
import { AuthBusyError, useAuthActions } from './auth-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth actions, one at a time (spec 001 §4)', () => {
  it('refuses sign-up and logout while a login is running, and sends the language with the login', async () => {
    let finishLogin: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.body) bodies.push(JSON.parse(String(init.body)));
        if (url === '/api/auth/login' && bodies.length === 1)
          return new Promise<Response>((resolve) => (finishLogin = resolve));
        if (url === '/api/auth/login')
          return Promise.resolve(
            new Response(JSON.stringify({ error: { code: 'unauthorized', message: '' } }), {
              status: 401,
            }),
          );
        return Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'not-found', message: '' } }), {
            status: 404,
          }),
        );
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
