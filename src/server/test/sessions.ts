import type { AuthScope } from '../../domain/accounts';
import { csrfCookie, csrfHeader, sessionCookie, sessionCsrfToken } from '../http/auth';
import { createSession } from '../modules/accounts/create-session';
import type { TestContext } from './test-app';

const csrfToken = 'test-csrf-token';

/** Headers of a browser that loaded the app: the CSRF cookie and header, and a session when given. */
export function browserHeaders(sessionToken?: string): Record<string, string> {
  const csrf = sessionToken ? sessionCsrfToken(sessionToken) : csrfToken;
  const cookies = [`${csrfCookie}=${csrf}`];
  if (sessionToken) cookies.push(`${sessionCookie}=${sessionToken}`);
  return { cookie: cookies.join('; '), [csrfHeader]: csrf };
}

/** A real session row for the user, as a factory (the login flow is tested on its own). */
export async function signedInHeaders(
  t: TestContext,
  userId: string,
  scopes: AuthScope[] = ['user'],
): Promise<Record<string, string>> {
  const { token } = await createSession({ db: t.database.db, clock: t.clock }, userId, scopes);
  return browserHeaders(token);
}

/** The session token a response set, if any. */
export function sessionTokenFrom(setCookie: string | string[] | undefined): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const match = new RegExp(`^${sessionCookie}=([^;]*)`).exec(line);
    if (match) return match[1] || undefined;
  }
  return undefined;
}
