// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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
const funchal = {
  id: 'place.funchal',
  name: 'Funchal',
  address: 'Funchal, Madeira, Portugal',
  locality: 'Funchal',
  center: { lat: 32.65, lng: -16.91 },
  bounds: { ne: { lat: 32.7, lng: -16.8 }, sw: { lat: 32.6, lng: -17 } },
  country: 'pt',
  region: 'Madeira',
};

afterEach(() => cleanup());

/** Opens the published listing's location tab (no address yet); returns the bodies of its saves. */
async function openTab() {
  const sent: unknown[] = [];
  const current: OwnListing = { ...ownListingFixture, state: 'published' };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    apiHandler('GET /api/places', () => ({ data: [funchal] })),
    apiHandler('GET /api/own-listings/:id', () => ({ data: current })),
    apiHandler('PATCH /api/own-listings/:id', ({ body }) => {
      sent.push(body);
      return { data: current };
    }),
  );
  renderApp(`/l/levada-walk/${id}/edit/location`, pages);
  await screen.findByRole('combobox', { name: 'Address' }, { timeout: 10_000 });
  return sent;
}

const required = 'You need to add a location: pick it from the list.';

describe('the location tab', () => {
  it('asks for a place once the address field is left without one', async () => {
    await openTab();
    const address = screen.getByRole('combobox', { name: 'Address' });
    expect(screen.queryByText(required)).toBeNull();
    await act(async () => fireEvent.blur(address));
    expect(await screen.findByText(required)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every error on a save and sends nothing, then sends the place chosen', async () => {
    const sent = await openTab();
    fireEvent.change(screen.getByLabelText('Meeting point'), {
      target: { value: 'x'.repeat(201) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(required)).toBeTruthy();
    expect(screen.getByText('Use at most 200 characters.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), {
      target: { value: 'Funch' },
    });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Funchal/ }));
    fireEvent.change(screen.getByLabelText('Meeting point'), { target: { value: ' Pier 2 ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'We pick travellers up' }));
    fireEvent.change(await screen.findByLabelText('Pickup details'), {
      target: { value: 'From hotels in Funchal ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        location: {
          address: 'Funchal, Madeira, Portugal',
          building: 'Pier 2',
          place: 'Funchal',
          geolocation: { lat: 32.65, lng: -16.91 },
        },
        pickupOffered: true,
        dropoffOffered: false,
        pickupDescription: 'From hotels in Funchal',
      },
    ]);
  });
});
