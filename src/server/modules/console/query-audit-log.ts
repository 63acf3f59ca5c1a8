import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditResponse } from '../../../contracts/console';
import { isUuid } from '../../../domain/listing-urls';
import type { Db } from '../../db/client';
import { consoleAudit } from '../../db/schema';
import { consolePageSize, containing, pageMeta } from './console-page';

/** The audit log, newest first, filtered by actor (id or email), action and target (id). */
export async function queryAuditLog(
  deps: { db: Db },
  query: Omit<AuditQuery, 'page'> & { page: number },
): Promise<AuditResponse> {
  const conditions: SQL[] = [];
  if (query.actor) {
    conditions.push(
      isUuid(query.actor)
        ? eq(consoleAudit.actorId, query.actor)
        : ilike(consoleAudit.actorLabel, containing(query.actor)),
    );
  }
  if (query.action) conditions.push(eq(consoleAudit.action, query.action));
  if (query.target) {
    conditions.push(
      or(eq(consoleAudit.targetId, query.target), eq(consoleAudit.targetType, query.target))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(consoleAudit)
      .where(where)
      .orderBy(desc(consoleAudit.seq))
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db.select({ n: count() }).from(consoleAudit).where(where),
  ]);
  return {
    data: rows.map(({ seq: _seq, ...row }) => ({ ...row, at: row.at.toISOString() })),
    meta: pageMeta(query.page, total?.n ?? 0),
  };
}
