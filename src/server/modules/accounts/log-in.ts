import { sql } from 'drizzle-orm';
import type { LoginBody } from '../../../contracts/accounts';
import { normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createSession } from './create-session';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { setLanguage } from './set-language';

// Verified against when the email is unknown, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;

const loginFailed = () =>
  new AppError('unauthorized', 'The email and password you entered did not match our records.');

export async function logIn(
  deps: { db: Db; clock: Clock; loginThrottle: LoginThrottle },
  body: LoginBody,
  ip: string,
): Promise<{ token: string; expiresAt: Date; user: typeof users.$inferSelect }> {
  const email = normalizeEmail(body.email);
  if (!(await deps.loginThrottle.reserve(email, ip))) {
    throw new AppError(
      'too-many-requests',
      'Too many failed login attempts. Wait a minute and try again.',
    );
  }
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : (await verifyPassword(await dummyHash, body.password), false);
  if (!user || !isValid || user.deleted) throw loginFailed();
  // Only to whoever knows the password: a banned account is told why it cannot sign in.
  if (user.banned)
    throw new AppError('account-banned', 'This account has been suspended by the marketplace.');
  await deps.loginThrottle.recordSuccess(email, ip);
  if (body.language && body.language !== user.language)
    await setLanguage(deps, user.id, body.language);
  const session = await createSession(deps, user.id);
  return { ...session, user };
}
