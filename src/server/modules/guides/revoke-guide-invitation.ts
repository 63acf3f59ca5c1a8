import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { guideInvitations } from '../../db/schema';
import { operatorOf } from './invite-guide';

/** DELETE /api/guides/invitations/:id: the operator withdraws an invitation not yet accepted. */
export async function revokeGuideInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  operatorId: string,
  invitationId: string,
): Promise<void> {
  await operatorOf(deps.db, operatorId);
  const revoked = await deps.db
    .update(guideInvitations)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(guideInvitations.id, invitationId),
        eq(guideInvitations.operatorId, operatorId),
        isNull(guideInvitations.acceptedAt),
        isNull(guideInvitations.revokedAt),
      ),
    )
    .returning({ id: guideInvitations.id });
  if (revoked.length === 0) throw new AppError('not-found', 'No such invitation');
}
