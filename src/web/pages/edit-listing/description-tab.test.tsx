// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };
const server = setupApiServer();

afterEach(() => cleanup());

/** Opens the published listing's description tab; returns the bodies of its saves. */
async function openTab() {
  const sent: unknown[] = [];
  let current: OwnListing = { ...ownListingFixture, state: 'published' };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    apiHandler('GET /api/own-listings/:id', () => ({ data: current })),
    apiHandler('PATCH /api/own-listings/:id', ({ body }) => {
      sent.push(body);
      current = { ...current, ...(body as Partial<OwnListing>) };
      return { data: current };
    }),
  );
  renderApp(`/l/levada-walk/${id}/edit/description`, pages);
  await screen.findByLabelText('Listing name', {}, { timeout: 10_000 });
  return sent;
}

/** The error under a field, read through its aria-describedby. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((describedId) => document.getElementById(describedId))
    .find((element) => element?.classList.contains('field__error'))?.textContent;

describe('the description tab', () => {
  it('shows that the name is required once the field is left empty, not while typing', async () => {
    await openTab();
    const name = screen.getByLabelText('Listing name');
    fireEvent.change(name, { target: { value: '  ' } });
    await act(async () => {});
    expect(screen.queryByText('You need to add a name.')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('false');
    await act(async () => fireEvent.blur(name));
    expect(await screen.findByText('You need to add a name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('You need to add a name.');
    fireEvent.change(name, { target: { value: 'Levada do Rei' } });
    await waitFor(() => expect(screen.queryByText('You need to add a name.')).toBeNull());
  });

  it('shows every error on a save and sends nothing, then sends the texts trimmed', async () => {
    const sent = await openTab();
    const short = screen.getByLabelText('Short description');
    fireEvent.change(short, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Licence number'), {
      target: { value: 'x'.repeat(61) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A short description is required.')).toBeTruthy();
    expect(errorOf(screen.getByLabelText('Licence number'))).toBe('Use at most 60 characters.');
    expect(sent).toEqual([]);

    fireEvent.change(short, { target: { value: 'Too short' } });
    expect(await screen.findByText('Use 10 to 140 characters.')).toBeTruthy();
    fireEvent.change(short, { target: { value: ' Laurel forest, tunnels and a waterfall ' } });
    fireEvent.change(screen.getByLabelText('Licence number'), { target: { value: ' RNAAT 12 ' } });
    fireEvent.change(screen.getByLabelText('Listing name'), {
      target: { value: 'Levada do Rei ' },
    });
    const categories = screen.getByRole('group', { name: /Categories/ });
    const [, second] = within(categories).getAllByRole('checkbox', { checked: false });
    fireEvent.click(second!);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: 'Levada do Rei',
      shortDescription: 'Laurel forest, tunnels and a waterfall',
      description: ownListingFixture.description,
      certificate: 'RNAAT 12',
      durationMinutes: null,
    });
    // A category ticked comes after those the listing had.
    const { categories: saved } = sent[0] as { categories: string[] };
    expect(saved).toHaveLength(2);
    expect(saved[0]).toBe('hiking');
  });
});
