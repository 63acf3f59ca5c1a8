import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { marketplaceAdmins, sessions, users } from '../../db/schema';
import { hashToken } from './session-token';
import { preparedPerDatabase } from '../../db/prepared';

export type SessionUser = typeof users.$inferSelect;
export type ActiveSession = {
  id: string;
  scopes: string[];
  user: SessionUser;
  /** The user holds the marketplace's administrator role (decision 100). */
  isAdmin: boolean;
  /** The administrator who opened this limited-access session from the console, if one did. */
  impersonatorId: string | null;
  expiresAt: Date;
};

/** The live session behind a cookie token, or null (expired, ended, banned or deleted user). */
export async function findSession(
  deps: { db: Db; clock: Clock },
  token: string,
): Promise<ActiveSession | null> {
  if (!token || token.length > 100) return null;
  const [row] = await sessionLookup(deps.db).execute({
    id: hashToken(token),
    now: deps.clock.now().toISOString(),
  });
  if (!row || row.user.banned || row.user.deleted) return null;
  return { ...row, isAdmin: Boolean(row.isAdmin) };
}

// Every request with a cookie runs this (bench/README).
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      scopes: sessions.scopes,
      user: users,
      isAdmin: isNotNull(marketplaceAdmins.userId),
      impersonatorId: sessions.impersonatorId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(marketplaceAdmins, eq(marketplaceAdmins.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('find_session'),
);
