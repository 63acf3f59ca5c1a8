import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { operatorGuides } from '../../db/schema';
import { operatorOf } from './invite-guide';

/** DELETE /api/guides/:id: the operator ends a guide's access to their departures (404 if not theirs). */
export async function removeGuide(
  deps: Pick<AppDeps, 'db'>,
  operatorId: string,
  guideId: string,
): Promise<void> {
  await operatorOf(deps.db, operatorId);
  const removed = await deps.db
    .delete(operatorGuides)
    .where(and(eq(operatorGuides.operatorId, operatorId), eq(operatorGuides.guideId, guideId)))
    .returning({ guideId: operatorGuides.guideId });
  if (removed.length === 0) throw new AppError('not-found', 'No such guide');
}
