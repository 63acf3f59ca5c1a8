// @vitest-environment jsdom
import { startTransition, Suspense, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../app/locale-context';
import { loadMessages } from './catalog';
import { FormattedMessage } from './intl';
import { PageMessages } from './page-messages';

// Outside `act`, as in a browser.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
  document.body.innerHTML = '';
});

/** Times the page was rendered and committed: the test waits for a render, not for time. */
let commits = 0;

function Title() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    commits += 1;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      <FormattedMessage id="booking.title" /> {count}
    </button>
  );
}

describe('a page’s own texts', () => {
  it('a page whose texts come while it renders is rendered again without an error, and keeps its state after', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    // React names a `use` called only while loading here (a production build fails with error #467).
    const consoleError = vi
      .spyOn(console, 'error')
      .mockImplementation((error) => errors.push(error));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    });
    const messages = await loadMessages('fr');
    // The bundle's module already fetched, not yet in the cache: its texts come within microtasks, while
    // React still renders, so it replays the page's first render (as a navigation did in a CI journey).
    await loadMessages('fr', 'booking');
    const page = () => (
      <LocaleProvider initialLocale="fr" initialMessages={messages}>
        <Suspense fallback={<p>room</p>}>
          <PageMessages bundles={['booking']}>
            <Title />
          </PageMessages>
        </Suspense>
      </LocaleProvider>
    );
    startTransition(() => root.render(page()));
    const french = (await import('./messages/fr/booking.json')).default.title;
    await vi.waitFor(() => expect(container.textContent).toBe(`${french} 0`));
    container.querySelector('button')?.click();
    await vi.waitFor(() => expect(container.textContent).toBe(`${french} 1`));
    // Rendered again with its texts now loaded: the part is not mounted anew (its count stays).
    const committed = commits;
    root.render(page());
    await vi.waitFor(() => expect(commits).toBeGreaterThan(committed));
    expect(container.textContent).toBe(`${french} 1`);
    root.unmount();
    consoleError.mockRestore();
    expect(errors).toEqual([]);
  });
});
