// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { ContactDetailsPage: () => import('./contact-details-page') };
const user: CurrentUser = { ...testUser, protectedData: { phoneNumber: '+351 912 345 678' } };
const server = setupApiServer();

afterEach(() => cleanup());

/** Serves the signed-in user and records the bodies of the contact-details updates. */
function serve() {
  const sent: unknown[] = [];
  server.use(
    apiHandler('GET /api/auth/info', () => ({
      data: { isAnonymous: false, scopes: ['user'], user },
    })),
    apiHandler('GET /api/account/deletion-blockers', () => ({ data: [] })),
    apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    apiHandler('PATCH /api/account/contact-details', ({ body }) => {
      sent.push(body);
      return { data: { ...user, protectedData: { ...user.protectedData, ...(body as object) } } };
    }),
  );
  renderApp('/account/contact-details', pages);
  return sent;
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the contact details form', () => {
  it('shows a field’s error once it is left, on the field and read with it', async () => {
    serve();
    const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
    fireEvent.change(email, { target: { value: 'marta@' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('A valid email address is required')).toBeNull();
    await act(async () => fireEvent.blur(email));
    expect(await screen.findByText('A valid email address is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email)).toBe('A valid email address is required');
  });

  it('asks for the current password on a save of a new email, and sends nothing', async () => {
    const sent = serve();
    const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
    fireEvent.change(email, { target: { value: 'marta.freitas@example.pt' } });
    const password = await screen.findByLabelText('Current password');
    expect(errorOf(password)).toBe('Changing your email needs your current password.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Please enter your current password to change your email'),
    ).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends only what changed, trimmed, and says it is saved', async () => {
    const sent = serve();
    const phone = await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 10_000 });
    fireEvent.change(phone, { target: { value: ' +351 912 000 111 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toEqual([{ phoneNumber: '+351 912 000 111' }]);
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+351 912 000 111'));
  });
});
