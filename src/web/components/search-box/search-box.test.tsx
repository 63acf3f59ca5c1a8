// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { SearchBox } from './search-box';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const routerAt = (url: string) =>
  createMemoryRouter([{ path: '*', element: <SearchBox variant="hero" /> }], {
    initialEntries: [url],
  });
const app = (router: ReturnType<typeof routerAt>) => (
  <TestProviders>
    <RouterProvider router={router} />
  </TestProviders>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SearchBox on a server-rendered page', () => {
  it('keeps the words typed before its code came, and searches for them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(routerAt('/')));
    document.body.append(container);
    // The visitor types before the box's code has loaded (it loads beside the page).
    container.querySelector<HTMLInputElement>('input[name="keywords"]')!.value = 'baleias';

    const router = routerAt('/');
    await act(async () => {
      hydrateRoot(container, app(router));
    });
    expect(container.querySelector<HTMLInputElement>('input[name="keywords"]')!.value).toBe(
      'baleias',
    );
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/s?keywords=baleias',
    );
  });
});
