// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cookieString, readCookie } from '../../lib/cookies';
import { TestProviders } from '../../test/render-app';
import { consentMaxAgeSeconds, CookieBanner } from './cookie-banner';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const renderBanner = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>
    </TestProviders>,
  );

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
});

describe('CookieBanner', () => {
  it('is shown until the visitor continues, then sets euCookiesAccepted=1 and hides', async () => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(banner.textContent).toContain('We use cookies');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(readCookie(document.cookie, 'euCookiesAccepted')).toBe('1');
  });

  it('stays hidden when consent was given before', async () => {
    document.cookie = 'euCookiesAccepted=1; Path=/';
    renderBanner();
    // Its effects ran: a banner that were to show would be there now.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('shows again when the cookie holds neither choice', async () => {
    document.cookie = 'euCookiesAccepted=maybe; Path=/';
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  it('declining sets euCookiesAccepted=0, hides the banner, and it stays hidden (decision 167)', async () => {
    renderBanner();
    await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(readCookie(document.cookie, 'euCookiesAccepted')).toBe('0');
    cleanup();
    renderBanner();
    // Its effects ran: a banner that were to show would be there now.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('writes a 10-year, site-wide, SameSite=Lax cookie', () => {
    expect(consentMaxAgeSeconds).toBe(315_360_000);
    expect(
      cookieString('euCookiesAccepted', '1', {
        maxAgeSeconds: consentMaxAgeSeconds,
        secure: false,
      }),
    ).toBe('euCookiesAccepted=1; Max-Age=315360000; Path=/; SameSite=Lax');
    expect(cookieString('a', '1', { maxAgeSeconds: 1, secure: true })).toContain('; Secure');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; euCookiesAccepted=1; b=x%20y', 'euCookiesAccepted')).toBe('1');
    expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y');
    expect(readCookie('xeuCookiesAccepted=1', 'euCookiesAccepted')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });
});
