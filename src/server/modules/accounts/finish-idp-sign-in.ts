import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { IdentityProvider } from '../../../integrations/identity-provider/identity-provider';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { identityProviderFlows, userIdentities, users } from '../../db/schema';
import { findIdpFlow, idpFlowLifetimesMs } from './idp-flows';

export type IdpSignInResult =
  { kind: 'signed-in'; userId: string; returnTo: string } | { kind: 'confirm' };

const failed = () =>
  new AppError('unauthorized', 'The sign-in with the identity provider did not work');

/**
 * The provider sent the person back. A known identity signs in; so does an account with the same
 * address when the provider has verified that address (the identity is linked to it). Anyone else
 * confirms a new account on /confirm, with the verified claims kept in the flow meanwhile.
 */
export async function finishIdpSignIn(
  deps: { db: Db; clock: Clock },
  provider: IdentityProvider,
  flowToken: string | undefined,
  callbackUrl: URL,
): Promise<IdpSignInResult> {
  const flow = await findIdpFlow(deps, flowToken);
  if (!flow || flow.claims) throw failed();
  const claims = await provider
    .finish({ callbackUrl, state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier })
    .catch(() => {
      throw failed();
    });
  const now = deps.clock.now();

  const [linked] = await deps.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)),
    );
  let user = linked?.user;
  if (!user && claims.email && claims.emailVerified) {
    [user] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${claims.email}`);
    if (user && !user.banned && !user.deleted) {
      await deps.db.insert(userIdentities).values({
        issuer: claims.issuer,
        subject: claims.subject,
        userId: user.id,
        createdAt: now,
      });
      if (!user.emailVerified)
        await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    }
  }
  if (user) {
    await deps.db.delete(identityProviderFlows).where(eq(identityProviderFlows.id, flow.id));
    if (user.deleted) throw failed();
    // Told why, as at a password sign-in (the provider proved who they are).
    if (user.banned)
      throw new AppError('account-banned', 'This account has been suspended by the marketplace.');
    return { kind: 'signed-in', userId: user.id, returnTo: flow.returnTo };
  }
  await deps.db
    .update(identityProviderFlows)
    .set({ claims, expiresAt: new Date(now.getTime() + idpFlowLifetimesMs.confirm) })
    .where(eq(identityProviderFlows.id, flow.id));
  return { kind: 'confirm' };
}
