import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type ProviderAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a free port, with its development login and
 * consent screens, for the tests of sign-in with an identity provider.
 */
export async function startLocalOidcProvider(options: {
  redirectUri: string;
  clientId: string;
  clientSecret: string;
}) {
  const accounts = new Map<string, ProviderAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    conformIdTokenClaims: false, // put the profile and email claims in the ID token
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          use: 'sig',
          kid: 'test',
        },
      ],
    },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());

  /**
   * Plays the person at the provider: follows the authorization URL, logs in as the account and
   * consents, and returns the URL the provider sends the browser back to.
   */
  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop++) {
      if (!url.href.startsWith(issuer)) return url;
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!.trim(), value.join('='));
      }
      body = undefined;
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const page = await res.text();
      const interaction = /\/interaction\/([\w-]+)/.exec(url.pathname);
      if (res.status !== 200 || !interaction)
        throw new Error(`Unexpected provider page ${res.status} at ${url}: ${page.slice(0, 300)}`);
      // The development screens: a login form, then a consent form, both posted to /interaction/:uid.
      body = /name="login"/.test(page)
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('Too many redirects at the provider');
  }

  return {
    issuer,
    accounts,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
