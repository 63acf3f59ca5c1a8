import { eq } from 'drizzle-orm';
import type { IdpSignupBody } from '../../../contracts/accounts';
import { normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { identityProviderFlows, userIdentities } from '../../db/schema';
import type { EmailDeps } from '../email/queue-email';
import { findIdpFlow } from './idp-flows';
import { signUpUser, type SignedUpUser } from './sign-up-user';

/**
 * /confirm: a first-time user of the identity provider confirms the sign-up fields. The account
 * has no password and is linked to the provider's identity; the address counts as verified only
 * when it is the one the provider verified (else a verification link is sent as usual).
 */
export async function signUpWithIdp(
  deps: EmailDeps,
  flowToken: string | undefined,
  body: IdpSignupBody,
): Promise<{ user: SignedUpUser; returnTo: string }> {
  const flow = await findIdpFlow(deps, flowToken);
  const claims = flow?.claims;
  if (!flow || !claims)
    throw new AppError('unauthorized', 'Sign in with the identity provider again');
  const isVerified = claims.emailVerified && claims.email === normalizeEmail(body.email);
  const user = await signUpUser(deps, body, {
    emailVerified: isVerified,
    link: async (tx, userId) => {
      await tx.insert(userIdentities).values({
        issuer: claims.issuer,
        subject: claims.subject,
        userId,
        createdAt: deps.clock.now(),
      });
      await tx.delete(identityProviderFlows).where(eq(identityProviderFlows.id, flow.id));
    },
  });
  return { user, returnTo: flow.returnTo };
}
