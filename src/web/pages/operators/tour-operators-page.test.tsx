// @vitest-environment jsdom
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerCommissionPercent } from '../../../domain/commission';
import { defaultPages } from '../../app/page-registry';
import { locales } from '../../i18n/locales';
import { serveAuth } from '../../test/fake-auth';
import { setupApiServer } from '../../test/msw';
import { everyCatalog } from '../../test/messages';
import { renderApp } from '../../test/render-app';

const server = setupApiServer();

const visitor = { isAnonymous: true, scopes: [], user: null };
const feeMessages = ['accounts.operators.formLead', 'accounts.operators.note'];

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  serveAuth(server, visitor);
});
afterEach(() => {
  cleanup();
});

async function openPage(path: string, locale: (typeof locales)[number] = 'en') {
  renderApp(path, defaultPages, { locale });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  // The sign-up form's code comes after the page's (LazySignupForm).
  await waitFor(() => expect(main.querySelector('.signup-form-placeholder')).toBeNull());
  return main;
}

describe('the tour operators landing page', () => {
  it.each(locales)('states the tour operator fee of the pricing rules, in %s', async (locale) => {
    const main = await openPage('/tour-operators', locale);
    // The number comes from the constant the line items are computed with, never from the copy.
    for (const id of feeMessages) {
      const message = everyCatalog[locale][id]!;
      expect(message, `${locale} ${id}`).toContain('{fee}');
      expect(message.replace('{fee}', ''), `${locale} ${id}`).not.toMatch(/\d/);
    }
    const fee = new RegExp(`\\b${providerCommissionPercent}\\s%`);
    const stated = [...main.querySelectorAll('p')].filter((p) => fee.test(p.textContent ?? ''));
    expect(stated).toHaveLength(feeMessages.length);
  });

  it('tells an operator signing up what their phone number is for: booking alerts', async () => {
    const main = await openPage('/tour-operators');
    const phone = within(main).getByLabelText('Phone number');
    const hint = document.getElementById(phone.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(
      'With the country code, e.g. +351 912 345 678. Levada uses it for your new-booking alerts by SMS or WhatsApp, if you turn them on.',
    );
    expect(main.textContent).not.toContain('Operators use it only about your bookings');
  });

  it('promises only what the marketplace does: no "free" without the fee, no payout "after the tour"', async () => {
    const main = await openPage('/tour-operators');
    const text = main.textContent!;
    expect(text).toContain(
      `Levada keeps a ${providerCommissionPercent} % fee on each booking you accept`,
    );
    expect(text).toContain(
      `Free to join, no monthly fees: a ${providerCommissionPercent} % fee on bookings only.`,
    );
    // Money moves when a booking is accepted (capture, then the payout schedule's 7 days), not after the tour.
    expect(text).toContain('your share reaches your bank within about ten days');
    expect(text).not.toMatch(/after (the|each) tour/);
    // Bookings need payout details (the engine refuses them otherwise): the page says so.
    expect(text).toContain('Add your bank details once');
    for (const locale of locales) {
      for (const id of Object.keys(everyCatalog[locale]).filter((k) =>
        k.startsWith('accounts.operators.'),
      )) {
        expect(everyCatalog[locale][id], `${locale} ${id}`).not.toMatch(
          /no commission|sem comiss|keine Provision|sin comisi|sans commission/i,
        );
      }
    }
  });
});

describe('affiliate calls to action', () => {
  it('lead from the landing page, the top bar and the about page to the affiliate landing page', async () => {
    const main = await openPage('/');
    expect(
      within(main).getByRole('link', { name: 'Become an affiliate' }).getAttribute('href'),
    ).toBe('/affiliates');
    const nav = screen.getAllByRole('navigation')[0]!;
    expect(
      within(nav).getByRole('link', { name: 'Become an affiliate' }).getAttribute('href'),
    ).toBe('/affiliates');
    cleanup();
    const about = await openPage('/about');
    const affiliateLinks = within(about)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.includes('affiliate'));
    expect(affiliateLinks.map((a) => a.getAttribute('href'))).toEqual(['/affiliates']);
  });

  it('reach a real affiliate landing page, not the under-construction page', async () => {
    const main = await openPage('/affiliates');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).not.toBe('Coming soon');
  });

  it('reach a real affiliate sign-up page, not the under-construction page', async () => {
    const main = await openPage('/signup-affiliate');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).not.toBe('Coming soon');
    expect(within(main).getByRole('button', { name: /sign up|create/i })).toBeTruthy();
  });
});
