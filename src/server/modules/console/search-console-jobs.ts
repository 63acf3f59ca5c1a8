import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  ConsoleJobState,
  ConsoleJobsQuery,
  ConsoleJobsResponse,
} from '../../../contracts/console';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { consolePageSize, containing, pageMeta } from './console-page';
import { toConsoleJob } from './to-console-job';

/** A console job state as SQL over the runner's columns (see to-console-job.ts). */
export function jobStateIs(state: ConsoleJobState): SQL {
  switch (state) {
    case 'queued':
      return and(eq(jobs.state, 'queued'), isNull(jobs.lastError))!;
    case 'failed':
      return and(eq(jobs.state, 'queued'), isNotNull(jobs.lastError))!;
    case 'dead':
      return eq(jobs.state, 'failed');
    default:
      return eq(jobs.state, state);
  }
}

/**
 * The job runner's jobs (decision 112), the latest changed first, filtered by state and kind, with
 * how many are queued, running, failed (waiting for another try) and dead.
 */
export async function searchConsoleJobs(
  deps: { db: Db },
  query: ConsoleJobsQuery,
): Promise<ConsoleJobsResponse> {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(jobStateIs(query.state));
  if (query.kind) conditions.push(ilike(jobs.kind, containing(query.kind)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], [counts]] = await Promise.all([
    deps.db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db.select({ n: count() }).from(jobs).where(where),
    deps.db
      .select({
        queued: sql<number>`count(*) filter (where ${jobStateIs('queued')})::int`,
        running: sql<number>`count(*) filter (where ${jobStateIs('running')})::int`,
        failed: sql<number>`count(*) filter (where ${jobStateIs('failed')})::int`,
        dead: sql<number>`count(*) filter (where ${jobStateIs('dead')})::int`,
      })
      .from(jobs)
      .where(sql`${jobs.state} in ('queued', 'running', 'failed')`),
  ]);
  return {
    data: rows.map(toConsoleJob),
    meta: pageMeta(query.page, total?.n ?? 0),
    counts: counts ?? { queued: 0, running: 0, failed: 0, dead: 0 },
  };
}
