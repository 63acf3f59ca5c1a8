import { eq } from 'drizzle-orm';
import { isTokenUsable, normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { isUniqueViolation } from './is-unique-violation';
import { hashToken } from './session-token';

const invalidLink = () =>
  new AppError('validation-invalid-value', 'The verification link is not valid any more');

/**
 * Verifies the address a link was sent to, for the signed-in user it belongs to: the account's
 * own address, or the new address of an email change (which then becomes the login).
 */
export async function verifyEmail(
  deps: { db: Db; clock: Clock },
  userId: string,
  token: string,
): Promise<typeof users.$inferSelect> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userTokens)
      .where(eq(userTokens.id, hashToken(token)))
      .for('update');
    if (!row || row.kind !== 'verify-email' || !isTokenUsable(row, now)) throw invalidLink();
    if (row.userId !== userId) {
      throw new AppError(
        'forbidden',
        'This link belongs to another account. Log in as the account the email was sent to.',
      );
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw invalidLink();
    const email = normalizeEmail(row.email);
    if (user.pendingEmail && normalizeEmail(user.pendingEmail) === email) {
      await tx
        .update(users)
        .set({ email, pendingEmail: null, emailVerified: true, updatedAt: now })
        .where(eq(users.id, userId))
        .catch((error: unknown) => {
          // Someone else signed up with that address since the change was asked for.
          if (isUniqueViolation(error))
            throw new AppError('email-taken', 'The email address is already in use');
          throw error;
        });
    } else if (normalizeEmail(user.email) === email) {
      await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: now })
        .where(eq(users.id, userId));
    } else {
      throw invalidLink(); // sent to an address the account no longer uses
    }
    await tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, row.id));
    const [updated] = await tx.select().from(users).where(eq(users.id, userId));
    return updated!;
  });
}
