// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userTypes } from '../../../domain/accounts';
import { heldSubmitAttribute, liveFormAttribute } from '../../lib/held-submit';
import { TestProviders } from '../../test/render-app';
import { jsonResponse, serveAll, setupApiServer, type SentRequest } from '../../test/msw';
import { SignupForm } from './signup-form';

const server = setupApiServer();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const anonymous = { isAnonymous: true, scopes: [], user: null };
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

describe('SignupForm on a server-rendered partner page', () => {
  it('sends, once, what was typed and ticked before its code came, for a submit the boot script held', async () => {
    const sent: SentRequest[] = serveAll(server, ({ url }) =>
      url === '/api/auth/signup'
        ? jsonResponse({ error: { code: 'email-taken', message: '' } }, 409)
        : jsonResponse({ data: anonymous }),
    );
    const signedUp = vi.fn();
    const page = (
      <TestProviders>
        <MemoryRouter>
          <SignupForm initialType={userTypes.operator} onSignedUp={signedUp} />
        </MemoryRouter>
      </TestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    // The visitor fills the form in and sends it before the code has loaded.
    field('firstName').value = 'Joana';
    field('lastName').value = 'Abreu';
    field('companyName').value = 'Abreu Boats';
    field('email').value = 'joana@example.pt';
    field('phoneNumber').value = '+351 965 000 000';
    field('password').value = 'laurel-forest-2026';
    field('termsAccepted').checked = true;
    const form = container.querySelector('form')!;
    form.setAttribute(heldSubmitAttribute, '');

    await act(async () => {
      root = hydrateRoot(container, page);
    });

    await waitFor(() =>
      expect(sent.filter((r) => r.url === '/api/auth/signup').map((r) => r.body)).toEqual([
        {
          type: userTypes.operator,
          firstName: 'Joana',
          lastName: 'Abreu',
          companyName: 'Abreu Boats',
          email: 'joana@example.pt',
          phoneNumber: '+351 965 000 000',
          password: 'laurel-forest-2026',
          termsAccepted: true,
          marketingEmailOption: false,
          language: 'en',
        },
      ]),
    );
    expect(field('firstName').value).toBe('Joana');
    expect(field('termsAccepted').checked).toBe(true);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
    expect(form.hasAttribute(liveFormAttribute)).toBe(true);
  });
});
