import { AppError } from '../../../domain/errors';
import type { users } from '../../db/schema';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';

/**
 * The signed-in user's current password, checked before a sensitive change. A wrong one is a 403
 * (the session stays valid) and counts as a failed login, so guesses here are throttled too.
 */
export async function checkCurrentPassword(
  deps: { loginThrottle: LoginThrottle },
  user: typeof users.$inferSelect,
  password: string,
  ip: string,
): Promise<void> {
  if (!(await deps.loginThrottle.reserve(user.email, ip))) {
    throw new AppError(
      'too-many-requests',
      'Too many wrong passwords. Wait a minute and try again.',
    );
  }
  const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  if (!isValid) throw new AppError('forbidden', 'Please double-check your current password');
  await deps.loginThrottle.recordSuccess(user.email, ip);
}
