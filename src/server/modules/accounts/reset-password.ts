import { and, eq, isNull } from 'drizzle-orm';
import { isTokenUsable, normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema';
import { hashPassword } from './password';
import { ownerOfUser, refuseWeakPassword } from './refuse-weak-password';
import { hashToken } from './session-token';

const resetFailed = () =>
  new AppError('validation-invalid-value', 'Reset failed: the link is not valid any more');

/** An unused, unexpired reset link of this address, for an account that can still sign in. */
const isValidLink = (
  token: typeof userTokens.$inferSelect,
  user: typeof users.$inferSelect,
  email: string,
  now: Date,
): boolean =>
  token.kind === 'reset-password' &&
  isTokenUsable(token, now) &&
  normalizeEmail(token.email) === normalizeEmail(email) &&
  normalizeEmail(user.email) === normalizeEmail(email) &&
  !user.banned &&
  !user.deleted;

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
  // The strength check needs the owner's names, so the link is looked at first (and again, locked, below).
  const [owner] = await deps.db
    .select()
    .from(users)
    .innerJoin(userTokens, eq(userTokens.userId, users.id))
    .where(eq(userTokens.id, hashToken(input.token)));
  if (!owner || !isValidLink(owner.user_tokens, owner.users, input.email, now)) throw resetFailed();
  await refuseWeakPassword(input.newPassword, ownerOfUser(owner.users), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userTokens)
      .where(eq(userTokens.id, hashToken(input.token)))
      .for('update');
    if (!row) throw resetFailed();
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    if (!user || !isValidLink(row, user, input.email, now)) throw resetFailed();

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
