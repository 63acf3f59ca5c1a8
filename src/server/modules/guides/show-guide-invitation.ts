import { eq, sql } from 'drizzle-orm';
import type { InvitationViewResponse } from '../../../contracts/guides';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { guideInvitations, users } from '../../db/schema';
import { hashToken } from '../accounts/session-token';
import { operatorNameOf } from './operator-name';

const invalid = () =>
  new AppError('guide-invitation-invalid', 'This invitation was used, withdrawn or has expired');

/** The invitation a token opens, still usable at `now`, else `guide-invitation-invalid`. */
export async function usableInvitation(db: Db, token: string, now: Date) {
  const [invitation] = await db
    .select()
    .from(guideInvitations)
    .where(eq(guideInvitations.tokenHash, hashToken(token)));
  if (
    !invitation ||
    invitation.acceptedAt !== null ||
    invitation.revokedAt !== null ||
    invitation.expiresAt <= now
  )
    throw invalid();
  return invitation;
}
export { invalid as invalidInvitation };

/** GET /api/guide-invitations/:token: who invites, to which address, and whether it has an account. */
export async function showGuideInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<InvitationViewResponse['data']> {
  const invitation = await usableInvitation(deps.db, token, deps.clock.now());
  const [[operator], [account]] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, invitation.operatorId)),
    deps.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${invitation.email}`),
  ]);
  if (!operator || operator.deleted) throw invalid();
  return { operatorName: operatorNameOf(operator), email: invitation.email, hasAccount: !!account };
}
