// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  SearchPage: async () => ({ default: () => <p>search page</p> }),
  LandingPage: async () => ({ default: () => <p>landing page</p> }),
};
const token = 'AbCdEf123456';

const server = setupApiServer();

function signIn(type: number) {
  server.use(
    apiHandler('GET /api/auth/info', () =>
      Response.json({
        data: { isAnonymous: false, scopes: ['user'], user: { ...testUser, type } },
      }),
    ),
    apiHandler('GET /api/affiliate', () =>
      Response.json({
        data: {
          token,
          referralLink: `https://levada.test/?ref=${token}`,
          tier: 'standard',
          rateBasisPoints: 500,
        },
      }),
    ),
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('sharing a page as an affiliate (spec 001 §2)', () => {
  it('offers the current page with the referral token, copied or shared through the Web Share API', async () => {
    signIn(3);
    const share = vi.fn(async () => {});
    Object.assign(navigator, { share, clipboard: { writeText: vi.fn(async () => {}) } });
    renderApp('/s?keywords=levada', pages);
    await screen.findByText('search page');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Share this page with your referral link' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Share this page' });
    const link = new URL(
      (within(modal).getByLabelText('Link to this page') as HTMLInputElement).value,
    );
    expect([link.origin, link.pathname]).toEqual([window.location.origin, '/s']);
    expect(Object.fromEntries(link.searchParams)).toEqual({ keywords: 'levada', ref: token });
    fireEvent.click(within(modal).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Tours in Madeira and Portugal on Levada',
      url: link.toString(),
    });
  });

  it('is not offered to travellers, and offers no Share where the browser has no Web Share API', async () => {
    signIn(1);
    const traveller = renderApp('/s?keywords=levada', pages);
    await screen.findByText('search page');
    expect(
      screen.queryByRole('button', { name: 'Share this page with your referral link' }),
    ).toBeNull();
    traveller.unmount();

    signIn(3);
    renderApp('/s?keywords=levada', pages);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Share this page with your referral link' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Share this page' });
    expect(within(modal).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
