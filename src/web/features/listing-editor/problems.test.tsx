// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { testMessages } from '../../test/messages';
import { TestProviders } from '../../test/render-app';
import { ProblemBox, problemLines } from './problems';

const intl = createIntl({ locale: 'en', messages: testMessages('en') });

describe('problemLines', () => {
  it('names each booked departure a change would remove, then says what to do about them once', () => {
    const error = new ApiError(409, 'listing-seats-below-booked', [
      { path: 'start', code: 'seats-below-booked', start: '2026-12-17T09:00:00.000Z', booked: 4 },
      { path: 'start', code: 'seats-below-booked', start: '2026-12-18T09:00:00.000Z', booked: 1 },
    ]);
    const lines = problemLines(error, intl);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/17, 2026.*: 4 seats are already booked\.$/);
    expect(lines[1]).toMatch(/18, 2026.*: 1 seat is already booked\.$/);
    expect(lines[2]).toBe(
      'Requests waiting for your answer hold their seats too. Decline, cancel or move those bookings first, or keep those departures.',
    );
  });

  it('adds no such advice to other problems', () => {
    const error = new ApiError(400, 'validation-invalid-value', [
      { path: 'start', code: 'overlapping-exception', message: 'overlaps' },
    ]);
    expect(problemLines(error, intl)).toEqual([
      'It overlaps another exception; delete that one first.',
    ]);
  });

  it('heads a refused save with the spec’s words (001 §8), in each language', () => {
    const error = new ApiError(500, 'internal-error', []);
    const { unmount } = render(
      <TestProviders>
        <ProblemBox error={error} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Failed to update\. Please try again\.Oops, something went wrong/,
    );
    unmount();
    render(
      <TestProviders locale="de">
        <ProblemBox error={error} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/^Aktualisierung fehlgeschlagen\./);
  });
});
