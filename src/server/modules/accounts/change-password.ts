import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { queueEmail, type EmailDeps } from '../email/queue-email';
import { checkCurrentPassword } from './check-current-password';
import type { ActiveSession } from './find-session';
import type { LoginThrottle } from './login-throttle';
import { hashPassword } from './password';
import { ownerOfUser, refuseWeakPassword } from './refuse-weak-password';

/**
 * Changes the password after checking the current one. Every other session of the user ends
 * (this one stays), and the account's address is told, in case it was not the owner.
 */
export async function changePassword(
  deps: EmailDeps & { loginThrottle: LoginThrottle },
  session: ActiveSession,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const user = session.user;
  await checkCurrentPassword(deps, user, input.currentPassword, ip);
  await refuseWeakPassword(input.newPassword, ownerOfUser(user), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
    await queueEmail(
      { ...deps, db: tx },
      { to: user.email, user, template: 'password-changed', path: '/recover-password' },
    );
  });
}
