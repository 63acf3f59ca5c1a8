// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { NoRefundNote } from './no-refund-note';

afterEach(cleanup);

const now = new Date('2026-06-10T08:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('NoRefundNote', () => {
  it.each([
    ['a start more than 24 hours away', 'flexible-24h', hours(25), ''],
    [
      'a start within 24 hours',
      'flexible-24h',
      hours(23),
      'This tour starts in less than 24 hours: once it is booked, cancelling gives no refund.',
    ],
    [
      'a non-refundable tour, however far',
      'non-refundable',
      hours(24 * 30),
      'This tour is non-refundable: cancelling gives no refund.',
    ],
  ] as const)('%s', (_label, policy, bookingStart, said) => {
    render(
      <TestProviders>
        <NoRefundNote policy={policy} bookingStart={bookingStart} now={now} />
      </TestProviders>,
    );
    expect(document.body.textContent).toBe(said);
  });
});
