import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL
 * (then with its `url`, for a second connection pool as another server process would have).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (url && postgresTemplate) {
    const name = `levada_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString());
    return {
      ...database,
      url: dbUrl.toString(),
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([template]) });
}
