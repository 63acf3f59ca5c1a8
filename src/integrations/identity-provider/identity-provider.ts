/** What a sign-in at the identity provider tells us about the person. */
export type IdentityClaims = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/**
 * An OpenID Connect identity provider (authorization code flow with PKCE, state and nonce).
 * It exists only when configured: there is no local stand-in, the button is simply not shown.
 */
export interface IdentityProvider {
  readonly name: string;
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<URL>;
  /** Checks the callback (state, code, ID token signature, nonce) and returns the verified claims. */
  finish(input: {
    callbackUrl: URL;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<IdentityClaims>;
}
