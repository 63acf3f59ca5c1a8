import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Waits for a state another process or connection brings about (a server started, a connection
 * cut, a lock waited on): asks `check` every `intervalMs` until it holds, failing after `timeoutMs`.
 * Not a sleep: it returns as soon as the state is there, and a test never waits "long enough".
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 20 } = {},
): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Until `count` other connections wait on a lock (a row or an advisory lock) in this PostgreSQL database. */
export async function untilLockWaiters(db: Db, count = 1): Promise<void> {
  await until(async () => {
    const { rows } = (await db.execute(sql`
      select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()
    `)) as unknown as { rows: Array<{ waiting: number }> };
    return (rows[0]?.waiting ?? 0) >= count;
  });
}
