import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { identityProviderFlows } from '../../db/schema';
import { hashToken } from './session-token';

export type IdpFlow = typeof identityProviderFlows.$inferSelect;

/** Time to come back from the provider, and then to confirm a first sign-up on /confirm. */
export const idpFlowLifetimesMs = { signIn: 15 * 60_000, confirm: 30 * 60_000 };

/** The live flow behind the browser's flow cookie, or null. */
export async function findIdpFlow(
  deps: { db: Db; clock: Clock },
  token: string | undefined,
): Promise<IdpFlow | null> {
  if (!token || token.length > 100) return null;
  const [flow] = await deps.db
    .select()
    .from(identityProviderFlows)
    .where(
      and(
        eq(identityProviderFlows.id, hashToken(token)),
        gt(identityProviderFlows.expiresAt, deps.clock.now()),
      ),
    );
  return flow ?? null;
}
