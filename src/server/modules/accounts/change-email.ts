import { and, eq, ne, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { users } from '../../db/schema';
import { queueEmail, type EmailDeps } from '../email/queue-email';
import { checkCurrentPassword } from './check-current-password';
import type { ActiveSession, SessionUser } from './find-session';
import type { LoginThrottle } from './login-throttle';
import { sendVerificationEmail } from './send-verification-email';

/**
 * Asks to move the account to a new address (spec 001 §2: needs the current password). The new
 * address waits as `pendingEmail` and becomes the login only once its link is followed, so nobody
 * can take over an address they do not read; the current address is told about the change.
 */
export async function changeEmail(
  deps: EmailDeps & { loginThrottle: LoginThrottle },
  session: ActiveSession,
  input: { email: string; currentPassword: string },
  ip: string,
): Promise<SessionUser> {
  const user = session.user;
  await checkCurrentPassword(deps, user, input.currentPassword, ip);
  const email = normalizeEmail(input.email);
  if (email === normalizeEmail(user.email)) {
    throw new AppError('validation-invalid-value', 'This is already your email address');
  }
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)));
  if (taken) throw new AppError('email-taken', 'The email address is already in use');

  // One transaction: when the verification email is refused (5 a day), nothing changes.
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const [updated] = await tx
      .update(users)
      .set({ pendingEmail: email, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    await sendVerificationEmail(txDeps, user.id);
    await queueEmail(txDeps, {
      to: user.email,
      user,
      template: 'email-change-notice',
      values: { newEmail: email },
      path: '/recover-password',
    });
    return updated!;
  });
}
