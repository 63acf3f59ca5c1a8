// Issue 13 items 8 and 12: servers starting together on one empty PostgreSQL migrate one after the
// other under an advisory lock, instead of racing on the migrations and one of them dying.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withStartupLock, type Database } from '../db/client';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { untilLockWaiters } from '../test/until';

let server: PrivatePostgres;
let dataDir: string;
beforeAll(async () => {
  server = await startPrivatePostgres();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-start-'));
});
afterAll(() => {
  server?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('servers starting together on an empty PostgreSQL', () => {
  it('all migrate it, once', async () => {
    for (let round = 0; round < 3; round++) {
      const databaseUrl = await server.createDatabase(`levada_start_${round}`);
      const opened = await Promise.allSettled(
        Array.from({ length: 3 }, () => openDatabase({ databaseUrl, dataDir })),
      );
      const databases = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const { rows } = (await databases[0]!.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number; distinct_n: number }> };
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(rows[0]!.n).toBe(rows[0]!.distinct_n);
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('run the demo seed one at a time', async () => {
    const databaseUrl = await server.createDatabase('levada_seed');
    const databases: Database[] = await Promise.all([
      openDatabase({ databaseUrl, dataDir }),
      openDatabase({ databaseUrl, dataDir }),
    ]);
    const inside: string[] = [];
    await Promise.all(
      databases.map((database, i) =>
        withStartupLock(database, async () => {
          inside.push(`enter ${i}`);
          // The first inside stays until the other waits on the lock (the second finds nobody waiting).
          if (inside.length === 1) await untilLockWaiters(database.db);
          inside.push(`leave ${i}`);
        }),
      ),
    );
    expect(inside).toHaveLength(4);
    expect(inside[0]!.split(' ')[1]).toBe(inside[1]!.split(' ')[1]);
    expect(inside[1]!.startsWith('leave')).toBe(true);
    await Promise.all(databases.map((database) => database.close()));
  });
});
