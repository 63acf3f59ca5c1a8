import { lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { safeReturnPath } from '../../../domain/accounts';
import type { IdentityProvider } from '../../../integrations/identity-provider/identity-provider';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { identityProviderFlows } from '../../db/schema';
import { idpFlowLifetimesMs } from './idp-flows';
import { hashToken, newToken } from './session-token';

/** Begins a sign-in at the identity provider: a flow (state, nonce, PKCE) and the URL to go to. */
export async function startIdpSignIn(
  deps: { db: Db; clock: Clock },
  provider: IdentityProvider,
  input: { redirectUri: string; from: string | undefined },
): Promise<{ flowToken: string; url: URL }> {
  const now = deps.clock.now();
  await deps.db.delete(identityProviderFlows).where(lt(identityProviderFlows.expiresAt, now));
  const flowToken = newToken();
  const flow = {
    id: hashToken(flowToken),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(input.from),
    createdAt: now,
    expiresAt: new Date(now.getTime() + idpFlowLifetimesMs.signIn),
  };
  const url = await provider.authorizationUrl({ redirectUri: input.redirectUri, ...flow });
  await deps.db.insert(identityProviderFlows).values(flow);
  return { flowToken, url };
}
