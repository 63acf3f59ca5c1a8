// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ButtonAnchor, ButtonLink } from './button-link';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button of the app unless told otherwise', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('carries its variant, size and own classes, and submits when asked', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary" size="small" className="form__submit">
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.className).toBe('button button--primary button--small form__submit');
    button.click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy: disabled, aria-busy and a spinner; when done, aria-busy false', () => {
    const { rerender } = render(<Button isBusy>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner')).not.toBeNull();
    rerender(<Button isBusy={false}>Save</Button>);
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.querySelector('.spinner')).toBeNull();
  });
});

describe('ButtonLink and ButtonAnchor', () => {
  it('are links that look like buttons', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <ButtonLink to="/account" variant="secondary" size="small">
              Account
            </ButtonLink>
            <ButtonAnchor href="tel:+351900000000">Call</ButtonAnchor>
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(link.className).toBe('button button--secondary button--small');
    const anchor = screen.getByRole('link', { name: 'Call' });
    expect(anchor.getAttribute('href')).toBe('tel:+351900000000');
    expect(anchor.className).toBe('button');
  });
});
