// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { TestProviders } from '../../test/render-app';
import { Footer } from './footer';

afterEach(cleanup);

describe('Footer', () => {
  it('shows the accepted cards as a picture below the fold and opens the photo credits when asked, closing them again', async () => {
    render(
      <TestProviders>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </TestProviders>,
    );
    const cards = screen.getByRole('img', {
      name: 'We accept Visa, Mastercard, Maestro and American Express',
    });
    expect(cards.getAttribute('src')).toBe('/accepted-cards.svg');
    expect(cards.getAttribute('loading')).toBe('lazy');
    // The credits' dialog is not there until asked for; its code then loads.
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Image credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image credits' });
    expect(dialog.textContent).toContain('The pictures on this site come from these sources:');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
