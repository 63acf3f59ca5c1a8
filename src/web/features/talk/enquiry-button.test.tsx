// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '../../../contracts/listings';
import type { PageRegistry } from '../../app/page-registry';
import { serveAuth, testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { HttpResponse } from 'msw';
import { renderApp } from '../../test/render-app';
import { enquiryDraftKey, EnquiryButton } from './enquiry-button';

const server = setupApiServer();

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
  serveAuth(server, { isAnonymous: true, scopes: [], user: null });
});
afterEach(() => {
  cleanup();
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

describe('a signed-in traveller’s enquiry refused', () => {
  /** Signed in as a traveller; POST /api/transactions answers `refusal`. Returns the keys sent. */
  function serveRefusal(refusal: { status: number; code: string; details: object[] }) {
    const keys: (string | null)[] = [];
    serveAuth(server, {
      isAnonymous: false,
      scopes: ['user'],
      user: { ...testUser, type: 1, emailVerified: false },
    });
    server.use(
      apiHandler('POST /api/transactions', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(
          { error: { code: refusal.code, message: '', details: refusal.details } },
          { status: refusal.status },
        );
      }),
    );
    return keys;
  }

  async function send() {
    renderApp('/', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Send enquiry' }));
    fireEvent.change(await screen.findByLabelText('Your question'), {
      target: { value: 'Is there a pickup in Caniço?' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Send enquiry' }).at(-1)!);
  }

  it('by an unverified email: says to verify, links there, keeps the text; a second try sends the same key', async () => {
    const keys = serveRefusal({
      status: 403,
      code: 'enquiry-email-not-verified',
      details: [{ code: 'email-not-verified' }],
    });
    await send();
    expect(
      await screen.findByText(/Verify your email address to send a message to an operator/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your email' }).getAttribute('href')).toBe(
      '/verify-email',
    );
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe(
      'Is there a pickup in Caniço?',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Send enquiry' }).at(-1)!);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    ['enquiries-per-operator', 'You can start at most 3 enquiries a day with one operator.'],
    ['enquiries-per-day', 'You can start at most 3 enquiries a day. Write in a conversation'],
  ])('past the day’s enquiries (%s): says how many and what to do', async (code, text) => {
    serveRefusal({ status: 429, code: 'enquiry-daily-limit', details: [{ code, max: 3 }] });
    await send();
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeTruthy();
  });
});
