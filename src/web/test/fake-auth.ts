import { vi } from 'vitest';
import type { AuthInfo, CurrentUser } from '../../contracts/accounts';

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
 * Answers the web app's calls at the network edge (fetch) with this auth info; logout succeeds and
 * anything else is a 404. Returns the calls made ("METHOD url").
 */
export function serveAuth(info: AuthInfo): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/auth/info')
        return new Response(JSON.stringify({ data: info }), { status: 200 });
      if (url === '/api/auth/logout') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ error: { code: 'not-found', message: '' } }), {
        status: 404,
      });
    }),
  );
  return calls;
}
