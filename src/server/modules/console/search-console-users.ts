import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleUsersQuery, ConsoleUsersResponse } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { marketplaceAdmins, users } from '../../db/schema';
import { consolePageSize, containing, pageMeta } from './console-page';
import { selectConsoleUsers, toConsoleUser } from './to-console-user';

/** Every account by name, company, email, type and state (active, banned, deleted, admin); newest first. */
export async function searchConsoleUsers(
  deps: { db: Db },
  query: Omit<ConsoleUsersQuery, 'page'> & { page: number },
): Promise<ConsoleUsersResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containing(query.q);
    conditions.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ilike(users.email, like),
        ilike(sql`coalesce(${users.publicData} ->> 'cname', '')`, like),
      )!,
    );
  }
  if (query.type) conditions.push(eq(users.type, Number(query.type)));
  if (query.state === 'active')
    conditions.push(and(eq(users.banned, false), eq(users.deleted, false))!);
  if (query.state === 'banned') conditions.push(eq(users.banned, true));
  if (query.state === 'deleted') conditions.push(eq(users.deleted, true));
  if (query.state === 'admin') conditions.push(isNotNull(marketplaceAdmins.userId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectConsoleUsers(deps.db, where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db
      .select({ n: count() })
      .from(users)
      .leftJoin(marketplaceAdmins, eq(marketplaceAdmins.userId, users.id))
      .where(where),
  ]);
  return { data: rows.map(toConsoleUser), meta: pageMeta(query.page, total?.n ?? 0) };
}
