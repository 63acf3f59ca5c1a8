// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../../../domain/errors';
import { ApiError } from '../../lib/api';
import { TestProviders } from '../../test/render-app';
import { CheckoutProblem } from './checkout-problem';

afterEach(cleanup);

const show = (status: number, code: string, details: ErrorDetail[]) =>
  render(
    <TestProviders>
      <MemoryRouter>
        <CheckoutProblem error={new ApiError(status, code as never, details)} />
      </MemoryRouter>
    </TestProviders>,
  );
const said = () => document.body.textContent;

describe('CheckoutProblem', () => {
  it('leads a traveller holding the time unpaid to finish that payment', () => {
    show(409, 'transaction-booking-time-not-available', [
      { code: 'not-enough-seats', free: 1, asked: 2 },
      { code: 'own-unpaid-booking', transactionId: 'b6a1d4c2-0000-4000-8000-000000000001' },
    ]);
    expect(said()).toContain('You already started booking this time and have not paid yet.');
    expect(screen.getByRole('link', { name: 'Complete that payment' }).getAttribute('href')).toBe(
      '/order/b6a1d4c2-0000-4000-8000-000000000001/details',
    );
  });

  it('at the unpaid limit, names the bookings to pay and the way to all bookings', () => {
    const ids = ['b6a1d4c2-0000-4000-8000-000000000002', 'b6a1d4c2-0000-4000-8000-000000000003'];
    show(409, 'transaction-too-many-unpaid', [
      { code: 'unpaid-limit', max: 2, unpaid: 2, transactionIds: ids },
    ]);
    expect(said()).toContain(
      'You have 2 unpaid bookings, as many as one traveller can have at once.',
    );
    expect(said()).toContain('released 15 minutes after it was made');
    expect(screen.getByRole('link', { name: 'Pay unpaid booking 1' }).getAttribute('href')).toBe(
      `/order/${ids[0]}/details`,
    );
    expect(screen.getByRole('link', { name: 'Pay unpaid booking 2' }).getAttribute('href')).toBe(
      `/order/${ids[1]}/details`,
    );
    expect(screen.getByRole('link', { name: 'See your bookings' }).getAttribute('href')).toBe(
      '/inbox/orders',
    );
  });

  it.each([
    [
      0,
      'One traveller can hold at most 20 places on a departure until the operator accepts. Go back',
    ],
    [12, 'until the operator accepts, and you already hold 12. Go back'],
  ])('at the seat cap with %i places held, says how many and what to do', (held, text) => {
    show(409, 'transaction-too-many-seats-held', [
      { code: 'seat-hold-limit', max: 20, held, asked: 21 },
    ]);
    expect(said()).toContain(text);
  });

  it.each([
    [
      'places left, but fewer than asked',
      409,
      'transaction-booking-time-not-available',
      [{ code: 'not-enough-seats', free: 3, asked: 5 }],
      'Only 3 places are left at this time.',
    ],
    [
      'no place left',
      409,
      'transaction-booking-time-not-available',
      [{ code: 'not-enough-seats', free: 0, asked: 2 }],
      'the requested time is already booked',
    ],
    [
      'a time that is past or not a departure',
      400,
      'validation-invalid-value',
      [{ path: 'params.bookingStart', code: 'not-a-departure' }],
      'This start time cannot be booked',
    ],
    [
      'children without an adult',
      400,
      'validation-invalid-value',
      [{ path: 'quantities.adults', code: 'adult-required' }],
      'Children and infants need at least one adult.',
    ],
  ] as const)('%s', (_label, status, code, details, text) => {
    show(status, code, [...details]);
    expect(said()).toContain(text);
  });
});
