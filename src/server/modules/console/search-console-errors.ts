import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleErrorsQuery, ConsoleErrorsResponse } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { reportedErrors } from '../../db/schema';
import { consolePageSize, containing, pageMeta } from './console-page';

/**
 * The errors reported without an error service (decision 134): one row per kind of error, the one
 * seen last first, with its count, tags and the request id of its last occurrence.
 */
export async function searchConsoleErrors(
  deps: { db: Db },
  query: ConsoleErrorsQuery,
): Promise<ConsoleErrorsResponse> {
  const conditions: SQL[] = [];
  if (query.source) conditions.push(eq(reportedErrors.source, query.source));
  if (query.q)
    conditions.push(
      or(
        ilike(reportedErrors.message, containing(query.q)),
        ilike(sql`${reportedErrors.tags}::text`, containing(query.q)),
      )!,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(reportedErrors)
      .where(where)
      .orderBy(desc(reportedErrors.lastSeenAt), reportedErrors.fingerprint)
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db.select({ n: count() }).from(reportedErrors).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      fingerprint: row.fingerprint,
      source: row.source as 'server' | 'web',
      message: row.message,
      stack: row.stack,
      tags: row.tags,
      requestId: row.requestId,
      count: row.count,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    meta: pageMeta(query.page, total?.n ?? 0),
  };
}
