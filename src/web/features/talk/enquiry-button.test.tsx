// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contracts/listings';
import type { PageRegistry } from '../../app/page-registry';
import { serveAuth } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';
import { enquiryDraftKey, EnquiryButton } from './enquiry-button';

const listing = {
  id: '5b0e7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
  title: 'Levada walk',
  author: { id: '0f0c8e44-0000-4000-8000-000000000099', displayName: 'Ana S.' },
} as unknown as PublicListing;

const pages: PageRegistry = {
  LandingPage: async () => ({ default: () => <EnquiryButton listing={listing} /> }),
  LoginPage: async () => ({ default: () => <p>login page</p> }),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  serveAuth({ isAnonymous: true, scopes: [], user: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function askAsVisitor() {
  const view = renderApp('/', pages);
  fireEvent.click(await screen.findByRole('button', { name: 'Send enquiry' }));
  fireEvent.change(await screen.findByLabelText('Your question'), {
    target: { value: 'Is the path fine for a ten-year-old?' },
  });
  fireEvent.click(screen.getAllByRole('button', { name: 'Send enquiry' }).at(-1)!);
  await screen.findByText('login page');
  return view.router;
}

describe('a visitor’s enquiry', () => {
  it('keeps the question in this tab while they log in, and comes back to the listing', async () => {
    const router = await askAsVisitor();
    expect(sessionStorage.getItem(enquiryDraftKey(listing.id))).toBe(
      'Is the path fine for a ten-year-old?',
    );
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/?enquire=1')}`);
  });

  it('still leads to log-in when the browser blocks storage', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const router = await askAsVisitor();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
