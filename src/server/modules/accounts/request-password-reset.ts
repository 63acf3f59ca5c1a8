import { sql } from 'drizzle-orm';
import { maxPasswordResetEmailsPerDay, normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { users } from '../../db/schema';
import { queueEmail, type EmailDeps } from '../email/queue-email';
import { countRecentTokens } from './count-recent-tokens';
import { issueUserToken } from './issue-user-token';

/**
 * Emails a password-reset link. The spec tells a person when no account has that address
 * (email-not-found); at most 5 links a day go to one account.
 */
export async function requestPasswordReset(deps: EmailDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    if (!user || user.banned || user.deleted) {
      throw new AppError(
        'email-not-found',
        "Hmm. We didn't find an account with that email address",
      );
    }
    if (
      (await countRecentTokens(txDeps, user.id, 'reset-password')) >= maxPasswordResetEmailsPerDay
    ) {
      throw new AppError(
        'too-many-requests',
        'Too many password reset emails sent. Try again tomorrow.',
      );
    }
    const token = await issueUserToken(txDeps, {
      userId: user.id,
      kind: 'reset-password',
      email: user.email,
    });
    await queueEmail(txDeps, {
      to: user.email,
      user,
      template: 'reset-password',
      values: { email: user.email },
      path: `/reset-password?t=${encodeURIComponent(token)}&e=${encodeURIComponent(user.email)}`,
    });
  });
}
