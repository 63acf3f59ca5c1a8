import { eq, sql } from 'drizzle-orm';
import type { QuickRepliesBody } from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { sanitizeDeep } from '../../../domain/sanitize';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from './find-session';

/** An operator's three quick replies, kept in protected data (spec 001 §3). */
export async function updateQuickReplies(
  deps: { db: Db; clock: Clock },
  user: SessionUser,
  body: QuickRepliesBody,
): Promise<SessionUser> {
  if (user.type !== userTypes.operator)
    throw new AppError('forbidden', 'Only tour operators have quick replies');
  const quickReplies = sanitizeDeep(body);
  const [updated] = await deps.db
    .update(users)
    .set({
      protectedData: sql`${users.protectedData} || ${JSON.stringify({ quickReplies })}::jsonb`,
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
