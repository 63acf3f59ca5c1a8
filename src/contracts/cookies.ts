// Names of the cookies the server sets that the web app reads or lists (privacy policy).
export const sessionCookie = 'levada_session';
export const csrfCookie = 'levada_csrf';
/** While an administrator is "logged in as" a user (console): their own session, to return to at logout. */
export const consoleReturnCookie = 'levada_console';

/** Over HTTPS the session and CSRF cookies are named `__Host-…`: browsers then refuse them from a subdomain or without Secure. */
export const hostCookieName = (name: string, isHttps: boolean): string =>
  isHttps ? `__Host-${name}` : name;

/**
 * The cookie banner's choice (spec 001 §4): `1` accepted, `0` declined, absent not yet chosen. Nothing
 * that tracks a person (analytics, email marketing, the ad pixel) runs unless it is `1` (decision 167).
 */
export const consentCookie = 'euCookiesAccepted';
