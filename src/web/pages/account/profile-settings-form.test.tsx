// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { ProfileSettingsPage: () => import('./profile-settings-page') };
const server = setupApiServer();

afterEach(() => cleanup());

/** Serves the signed-in operator (no company name yet) and records the bodies of the saves. */
function serve() {
  const sent: unknown[] = [];
  let user: CurrentUser = testUser;
  server.use(
    apiHandler('GET /api/auth/info', () => ({
      data: { isAnonymous: false, scopes: ['user'], user },
    })),
    apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    apiHandler('PATCH /api/account/profile', ({ body }) => {
      sent.push(body);
      const { bio, companyName } = body as { bio?: string; companyName?: string };
      user = { ...user, bio: bio ?? user.bio, publicData: { cname: companyName } };
      return { data: user };
    }),
  );
  renderApp('/profile-settings', pages);
  return sent;
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the profile settings form', () => {
  it('shows that a name is required once the field is left empty', async () => {
    serve();
    const first = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 10_000 });
    fireEvent.change(first, { target: { value: ' ' } });
    expect(first.getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.blur(first));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(first)).toBe('This field is required');
  });

  it('asks an operator for the company name on a save, then sends what changed, trimmed', async () => {
    const sent = serve();
    const bio = await screen.findByRole('textbox', { name: 'About you' }, { timeout: 10_000 });
    fireEvent.change(bio, { target: { value: '  Levada walks since 2009.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A company name is required')).toBeTruthy();
    const company = screen.getByRole('textbox', { name: 'Company name' });
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(company, { target: { value: 'Levada Walks Lda ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toEqual([{ bio: 'Levada walks since 2009.', companyName: 'Levada Walks Lda' }]);
  });
});
