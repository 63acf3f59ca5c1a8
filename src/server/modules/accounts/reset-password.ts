import { and, eq, isNull } from 'drizzle-orm';
import { isTokenUsable, normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema';
import { hashPassword } from './password';
import { hashToken } from './session-token';

const resetFailed = () =>
  new AppError('validation-invalid-value', 'Reset failed: the link is not valid any more');

/**
 * Sets a new password from an emailed link: the token must be unused, unexpired and for this
 * address. Every reset link of the user is spent and every session ends (a reset often follows a
 * stolen password). Following the link proves the address, so it counts as verified.
 */
export async function resetPassword(
  deps: { db: Db; clock: Clock },
  input: { email: string; token: string; newPassword: string },
): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userTokens)
      .where(eq(userTokens.id, hashToken(input.token)))
      .for('update');
    if (!row || row.kind !== 'reset-password' || !isTokenUsable(row, now)) throw resetFailed();
    const email = normalizeEmail(input.email);
    if (normalizeEmail(row.email) !== email) throw resetFailed();
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    if (!user || user.banned || user.deleted || normalizeEmail(user.email) !== email)
      throw resetFailed();

    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.userId, user.id),
          eq(userTokens.kind, 'reset-password'),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}
