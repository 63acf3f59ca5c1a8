// Names of the cookies the server sets that the web app reads or lists (privacy policy).
export const sessionCookie = 'levada_session';
export const csrfCookie = 'levada_csrf';
/** While an administrator is "logged in as" a user (console): their own session, to return to at logout. */
export const consoleReturnCookie = 'levada_console';

/** Over HTTPS the session and CSRF cookies are named `__Host-…`: browsers then refuse them from a subdomain or without Secure. */
export const hostCookieName = (name: string, isHttps: boolean): string =>
  isHttps ? `__Host-${name}` : name;
