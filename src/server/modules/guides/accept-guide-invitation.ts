import { and, eq, isNull } from 'drizzle-orm';
import type { AcceptInvitationBody } from '../../../contracts/guides';
import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { guideInvitations, operatorGuides, users } from '../../db/schema';
import { signUpUser } from '../accounts/sign-up-user';
import type { EmailDeps } from '../email/queue-email';
import { operatorNameOf } from './operator-name';
import { invalidInvitation, usableInvitation } from './show-guide-invitation';

/**
 * POST /api/guide-invitations/:token/accept: the invitation makes an account a guide of the operator.
 * Signed in, the signed-in account is linked; signed out, an account is made with the invited
 * address (verified: the link came to it) and the details given. The invitation is used once: two
 * acceptances at once, the second finds it used (`guide-invitation-invalid`) and changes nothing.
 */
export async function acceptGuideInvitation(
  deps: EmailDeps,
  viewerId: string | null,
  token: string,
  body: AcceptInvitationBody,
): Promise<{ operatorId: string; operatorName: string; guideId: string; created: boolean }> {
  const now = deps.clock.now();
  const invitation = await usableInvitation(deps.db, token, now);
  const [operator] = await deps.db.select().from(users).where(eq(users.id, invitation.operatorId));
  if (!operator || operator.deleted) throw invalidInvitation();

  const link = async (tx: Db, guideId: string) => {
    if (guideId === invitation.operatorId)
      throw new AppError('validation-invalid-value', 'An operator cannot be their own guide');
    const [used] = await tx
      .update(guideInvitations)
      .set({ acceptedAt: now, acceptedBy: guideId })
      .where(
        and(
          eq(guideInvitations.id, invitation.id),
          isNull(guideInvitations.acceptedAt),
          isNull(guideInvitations.revokedAt),
        ),
      )
      .returning({ id: guideInvitations.id });
    if (!used) throw invalidInvitation();
    await tx
      .insert(operatorGuides)
      .values({
        operatorId: invitation.operatorId,
        guideId,
        invitationId: invitation.id,
        createdAt: now,
      })
      .onConflictDoNothing();
  };

  const result = (guideId: string, created: boolean) => ({
    operatorId: operator.id,
    operatorName: operatorNameOf(operator),
    guideId,
    created,
  });
  if (viewerId) {
    await deps.db.transaction((tx) => link(tx, viewerId));
    return result(viewerId, false);
  }
  if (!body.account)
    throw new AppError('unauthorized', 'Sign in or give the new account its details');
  const user = await signUpUser(
    deps,
    {
      type: userTypes.customer,
      email: invitation.email,
      ...body.account,
      termsAccepted: true,
      marketingEmailOption: false,
    },
    { emailVerified: true, link },
  );
  return result(user.id, true);
}
