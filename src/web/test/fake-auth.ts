import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import type { AuthInfo, CurrentUser } from '../../contracts/accounts';
import { apiError, apiHandler } from './msw';

/** A signed-in operator as the auth info describes them. */
export const testUser: CurrentUser = {
  id: '0f0c8e44-0000-4000-8000-000000000001',
  email: 'marta@example.pt',
  emailVerified: true,
  pendingEmail: null,
  type: 2,
  firstName: 'Marta',
  lastName: 'Freitas',
  displayName: 'Marta F.',
  abbreviatedName: 'MF',
  bio: null,
  language: 'en',
  hasPassword: true,
  publicData: {},
  protectedData: {},
  profileImage: null,
  hasListings: false,
  hasOrders: false,
  isStripeConnected: false,
};

/**
 * Answers the web app's calls on the file's msw server (setupApiServer) with this auth info; logout
 * succeeds and anything else is a 404. Returns the calls made ("METHOD path?query").
 */
export function serveAuth(server: SetupServer, info: AuthInfo): string[] {
  const calls: string[] = [];
  server.use(
    // Records every call, then lets the handlers below answer it.
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
    }),
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('POST /api/auth/logout', () => undefined),
    http.all('*', () => apiError(404, 'not-found')),
  );
  return calls;
}
