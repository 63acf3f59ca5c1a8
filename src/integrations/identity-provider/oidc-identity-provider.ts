import * as oidc from 'openid-client';
import type { IdentityClaims, IdentityProvider } from './identity-provider';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providerName: string;
};

const claimText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The configured provider through openid-client; its discovery document is fetched once, on first use. */
export function createOidcIdentityProvider(settings: OidcSettings): IdentityProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        // A plain-http issuer only makes sense on one machine (tests, a local provider).
        new URL(settings.issuer).protocol === 'http:'
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again next time
        throw error;
      });
    return configuration;
  };

  return {
    name: settings.providerName,
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish({ callbackUrl, state, nonce, codeVerifier }): Promise<IdentityClaims> {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: state,
        expectedNonce: nonce,
        pkceCodeVerifier: codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Names and email may come in the ID token or only from the userinfo endpoint.
      const info =
        claims.email === undefined || claims.given_name === undefined
          ? await oidc
              .fetchUserInfo(config, tokens.access_token, claims.sub)
              .catch(() => ({}) as Record<string, unknown>)
          : {};
      const all: Record<string, unknown> = { ...info, ...claims };
      const email = claimText(all.email).toLowerCase();
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: email || null,
        emailVerified: Boolean(email) && all.email_verified === true,
        firstName: claimText(all.given_name) || claimText(all.name).split(/\s+/)[0] || '',
        lastName: claimText(all.family_name) || claimText(all.name).split(/\s+/).slice(1).join(' '),
      };
    },
  };
}
