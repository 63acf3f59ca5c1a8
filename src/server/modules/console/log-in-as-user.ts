import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { checkCurrentPassword } from '../accounts/check-current-password';
import type { ActiveSession } from '../accounts/find-session';
import type { LoginThrottle } from '../accounts/login-throttle';
import { hashToken, newToken } from '../accounts/session-token';
import { lockTargetUser } from './ban-user';
import { actorOf, recordAudit } from './record-audit';

/** How long a console "log in as" session lasts. */
export const limitedSessionLifetimeMs = 60 * 60 * 1000;

/**
 * "Log in as" a user for support (decision 101): after the administrator's own password, a
 * limited-access session (`user:limited`, spec 001 §6) of the user for one hour, recording who opened
 * it. It reads what the user can read; the auth hook refuses it every change (http/auth.ts).
 */
export async function logInAsUser(
  deps: { db: Db; clock: Clock; loginThrottle: LoginThrottle },
  admin: ActiveSession,
  id: string,
  input: { password: string; reason: string },
  ip: string,
): Promise<{ token: string; expiresAt: Date; userId: string }> {
  await checkCurrentPassword(deps, admin.user, input.password, ip);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const target = await lockTargetUser(tx, id);
    if (target.banned) throw new AppError('console-conflict', 'A banned user has no sessions');
    const now = deps.clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + limitedSessionLifetimeMs);
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId: id,
      scopes: ['user:limited'],
      createdAt: now,
      expiresAt,
      impersonatorId: admin.user.id,
    });
    await recordAudit(tx, deps.clock, actorOf(admin), {
      action: 'log-in-as-user',
      targetType: 'user',
      targetId: id,
      after: { scopes: ['user:limited'], expiresAt: expiresAt.toISOString() },
      reason: input.reason,
    });
    return { token, expiresAt, userId: id };
  });
}
