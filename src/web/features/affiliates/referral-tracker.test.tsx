// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { serveAuth } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const server = setupApiServer();

const pages: PageRegistry = {
  LandingPage: async () => ({ default: () => <Link to="/s?keywords=levada">to search</Link> }),
  SearchPage: async () => ({ default: () => <Link to="/about#team">to about</Link> }),
  AboutPage: async () => ({ default: () => <p>about page</p> }),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

describe('an affiliate ref while browsing', () => {
  it('is reported once and re-added to every page the visitor opens', async () => {
    serveAuth(server, { isAnonymous: true, scopes: [], user: null });
    const clicks: unknown[] = [];
    server.use(
      apiHandler('POST /api/affiliate-clicks', ({ body }) => {
        clicks.push(body);
        return { data: { isReferral: true } };
      }),
    );
    const { router } = renderApp('/?ref=AbCdEf123456&utm_source=flyer', pages);
    fireEvent.click(await screen.findByRole('link', { name: 'to search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keywords=levada&ref=AbCdEf123456'),
    );
    fireEvent.click(await screen.findByRole('link', { name: 'to about' }));
    await screen.findByText('about page');
    await waitFor(() => expect(router.state.location.search).toBe('?ref=AbCdEf123456'));
    expect(router.state.location.hash).toBe('#team');
    // Reported once, with the ref.
    expect(clicks).toEqual([{ ref: 'AbCdEf123456' }]);
    expect(JSON.parse(localStorage.getItem('levada.utm')!)).toEqual({ utm_source: 'flyer' });
  });

  it('keeps the first campaign: utm_ parameters are saved only when none were before', async () => {
    localStorage.setItem('levada.utm', JSON.stringify({ utm_source: 'first' }));
    serveAuth(server, { isAnonymous: true, scopes: [], user: null });
    renderApp('/?utm_source=second', pages);
    await screen.findByRole('link', { name: 'to search' });
    expect(JSON.parse(localStorage.getItem('levada.utm')!)).toEqual({ utm_source: 'first' });
  });
});
