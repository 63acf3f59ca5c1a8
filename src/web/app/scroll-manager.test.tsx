// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollManager /> }], {
    initialEntries: [url],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('ScrollManager', () => {
  it('leaves the first page where the browser put it (a visitor may have scrolled before the code came)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/tour-operators');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every navigation after it, and keeps a page that asks to stay', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/');
    await act(() => router.navigate('/s?keywords=levada'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/s?keywords=levada&page=2', { state: { keepScroll: true } }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a hash target once it renders, on the first page too', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/faq#payments');
    const target = document.createElement('h2');
    target.id = 'payments';
    await act(async () => {
      document.body.append(target);
      await Promise.resolve();
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });
});
