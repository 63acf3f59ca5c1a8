// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../contracts/transactions';
import { TestProviders } from '../../test/render-app';
import { BookingReference, TripDetails } from './trip-details';

const base = {
  id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
  state: 'accepted',
  reference: 'LV-7KQ2XM',
  trip: null,
  leadTraveller: null,
  ticketState: 'not-checked-in',
} as unknown as Transaction;

const renderTrip = (transaction: Transaction) =>
  render(
    <TestProviders>
      <MemoryRouter>
        <BookingReference transaction={transaction} />
        <TripDetails transaction={transaction} />
      </MemoryRouter>
    </TestProviders>,
  );

afterEach(cleanup);

describe('the day of the tour (issue 45)', () => {
  it('the traveller gets the meeting point with directions, the operator’s phone and email, the lists and the ticket', () => {
    renderTrip({
      ...base,
      viewerRole: 'customer',
      trip: {
        address: 'Queimadas Forest Park, Santana',
        meetingPoint: 'By the thatched houses',
        geolocation: { lat: 32.78, lng: -16.9 },
        directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=32.78%2C-16.9',
        operatorPhone: '+351912345678',
        operatorEmail: 'ana@levada.demo',
        whatToBring: ['Walking shoes'],
        included: ['Guide'],
      },
    } as Transaction);
    expect(screen.getByTestId('booking-reference').textContent).toBe(
      'Booking reference: LV-7KQ2XM',
    );
    expect(screen.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toContain(
      'destination=32.78%2C-16.9',
    );
    expect(screen.getByRole('link', { name: '+351912345678' }).getAttribute('href')).toBe(
      'tel:+351912345678',
    );
    expect(screen.getByRole('link', { name: 'ana@levada.demo' }).getAttribute('href')).toBe(
      'mailto:ana@levada.demo',
    );
    expect(screen.getByText('Walking shoes')).toBeTruthy();
    expect(screen.getByText('Guide')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show ticket' }).getAttribute('href')).toBe(
      `/order/${base.id}/details?view=ticket`,
    );
  });

  it.each<[string, string | null, string[]]>([
    [
      'with a phone: call and WhatsApp',
      '+33612345678',
      ['tel:+33612345678', 'https://wa.me/33612345678'],
    ],
    ['without one: a line says so', null, []],
  ])('the operator reaches the lead traveller %s', (_, phone, hrefs) => {
    renderTrip({
      ...base,
      viewerRole: 'provider',
      leadTraveller: { name: 'Claire Dubois', phone },
    } as Transaction);
    expect(screen.getByTestId('lead-traveller').textContent).toBe('Claire Dubois');
    expect(
      screen
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.startsWith('tel:') || href?.includes('wa.me')),
    ).toEqual(hrefs);
    if (!phone) expect(screen.getByText(/No phone number given/)).toBeTruthy();
    expect(screen.getByTestId('ticket-state').textContent).toBe('Ticket: not yet checked in');
    expect(screen.queryByRole('link', { name: 'Show ticket' })).toBeNull();
  });

  it('a booking not confirmed shows neither', () => {
    const { container } = render(
      <TestProviders>
        <MemoryRouter>
          <TripDetails transaction={{ ...base, viewerRole: 'customer' } as Transaction} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(container.textContent).toBe('');
  });
});
