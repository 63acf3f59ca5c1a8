import { useSyncExternalStore } from 'react';

// Not lib/cookies.ts: this module loads later, and importing that one from here costs every first
// load a chunk of its own (the bundle budget).
export const consentCookieName = 'euCookiesAccepted';

/** Consent lasts 10 years (spec 001 §9). */
export const consentMaxAgeSeconds = 10 * 365 * 24 * 60 * 60;

const listeners = new Set<() => void>();

/** The cookie banner's choice in this browser: true accepted, false declined, null not yet chosen. */
export function readConsent(): boolean | null {
  if (typeof document === 'undefined') return null;
  const value = /(?:^|;\s*)euCookiesAccepted=([^;]*)/.exec(document.cookie)?.[1];
  return value === '1' ? true : value === '0' ? false : null;
}

/** Writes the choice's cookie, site-wide, for 10 years. */
export function writeConsentCookie(granted: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookieName}=${granted ? 1 : 0}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/**
 * After the choice's cookie is written (decision 167): whatever shows it re-renders, the server
 * hears a signed-in person's choice (a decline then also stops what is already queued), and an
 * acceptance reports the page it was given on.
 */
export async function announceConsent(granted: boolean): Promise<void> {
  for (const listener of listeners) listener();
  const tracking = await import('./tracking');
  tracking.reportConsent(granted);
  if (granted) tracking.trackEvent({ name: 'page-view', path: window.location.pathname });
}

/** The privacy page's buttons: the cookie, then the announcement. */
export function chooseConsent(granted: boolean): Promise<void> {
  writeConsentCookie(granted);
  return announceConsent(granted);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The choice, re-rendering when it changes; null on the server (the cookie is read in the browser only). */
export const useConsent = (): boolean | null =>
  useSyncExternalStore(subscribe, readConsent, () => null);
