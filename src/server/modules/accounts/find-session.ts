import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken } from './session-token';

export type SessionUser = typeof users.$inferSelect;
export type ActiveSession = { id: string; scopes: string[]; user: SessionUser };

/** The live session behind a cookie token, or null (expired, ended, banned or deleted user). */
export async function findSession(
  deps: { db: Db; clock: Clock },
  token: string,
): Promise<ActiveSession | null> {
  if (!token || token.length > 100) return null;
  const [row] = await deps.db
    .select({ id: sessions.id, scopes: sessions.scopes, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, deps.clock.now())));
  if (!row || row.user.banned || row.user.deleted) return null;
  return row;
}
