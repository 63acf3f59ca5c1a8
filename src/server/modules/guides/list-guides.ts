import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { GuidesResponse } from '../../../contracts/guides';
import type { AppDeps } from '../../app-deps';
import { guideInvitations, operatorGuides, users } from '../../db/schema';
import { operatorOf } from './invite-guide';

/** GET /api/guides: the operator's guides and the invitations still open (404 to anyone not an operator). */
export async function listGuides(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  operatorId: string,
): Promise<GuidesResponse['data']> {
  await operatorOf(deps.db, operatorId);
  const [guides, invitations] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        since: operatorGuides.createdAt,
      })
      .from(operatorGuides)
      .innerJoin(users, eq(users.id, operatorGuides.guideId))
      .where(eq(operatorGuides.operatorId, operatorId))
      .orderBy(asc(operatorGuides.createdAt)),
    deps.db
      .select()
      .from(guideInvitations)
      .where(
        and(
          eq(guideInvitations.operatorId, operatorId),
          isNull(guideInvitations.acceptedAt),
          isNull(guideInvitations.revokedAt),
          gt(guideInvitations.expiresAt, deps.clock.now()),
        ),
      )
      .orderBy(asc(guideInvitations.createdAt)),
  ]);
  return {
    guides: guides.map((guide) => ({
      id: guide.id,
      name: `${guide.firstName} ${guide.lastName}`.trim(),
      email: guide.email,
      since: guide.since.toISOString(),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}
