// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <TestProviders>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Credits">
        <a href="/x">inside</a>
      </Modal>
    </TestProviders>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('opens as a labelled dialog and locks page scrolling until closed with Escape', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Credits' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
