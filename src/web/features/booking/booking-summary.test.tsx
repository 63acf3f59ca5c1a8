// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { BookingSummary } from './booking-summary';

afterEach(cleanup);

describe('the booking summary (checkout, order and sale pages)', () => {
  it('reads the time and its zone as two words, not glued together', () => {
    render(
      <TestProviders>
        <BookingSummary
          title="Dolphin and whale watching"
          image={null}
          start={new Date('2026-11-28T14:30:00Z')}
          end={new Date('2026-11-28T17:30:00Z')}
          timeZone="Atlantic/Madeira"
          quantities={{ adults: 1, children: 1, infants: 0 }}
        />
      </TestProviders>,
    );
    const time = screen.getByText('(Madeira time)').parentElement!;
    expect(time.textContent).toBe('14:30–17:30 (Madeira time)');
  });
});
