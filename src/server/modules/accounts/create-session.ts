import type { AuthScope } from '../../../domain/accounts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from './session-token';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Starts a session and returns its token (for the cookie); a new token at every login. */
export async function createSession(
  deps: { db: Db; clock: Clock },
  userId: string,
  scopes: AuthScope[] = ['user'],
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await deps.db
    .insert(sessions)
    .values({ id: hashToken(token), userId, scopes, createdAt: now, expiresAt });
  return { token, expiresAt };
}
