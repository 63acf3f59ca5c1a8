import { eq } from 'drizzle-orm';
import { maxVerificationEmailsPerDay } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { users } from '../../db/schema';
import { queueEmail, type EmailDeps } from '../email/queue-email';
import { countRecentTokens } from './count-recent-tokens';
import { issueUserToken } from './issue-user-token';

/**
 * Sends a verification link to the address waiting for one: the new address of an email change,
 * else the account's own unverified address. At most 5 a day per user; the user's row is locked
 * meanwhile so that two requests at once cannot both pass the count.
 */
export async function sendVerificationEmail(deps: EmailDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('not-found', 'No such user');
    const email = user.pendingEmail ?? (user.emailVerified ? null : user.email);
    if (!email)
      throw new AppError('validation-invalid-value', 'The email address is already verified');
    if ((await countRecentTokens(txDeps, user.id, 'verify-email')) >= maxVerificationEmailsPerDay) {
      throw new AppError(
        'email-too-many-verification-requests',
        'Too many email verification requests sent.',
      );
    }
    const token = await issueUserToken(txDeps, { userId: user.id, kind: 'verify-email', email });
    await queueEmail(txDeps, {
      to: email,
      user,
      template: user.pendingEmail ? 'change-email' : 'verify-email',
      values: { email },
      path: `/verify-email?t=${encodeURIComponent(token)}`,
    });
  });
}
