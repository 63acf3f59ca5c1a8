import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const pgliteExtensions = { pg_trgm, unaccent };

export class DatabaseOpenError extends Error {}

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  lock?: boolean;
}): Promise<Database & { client: PGlite }> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    if (options.lock !== false) lock = acquireDataDirLock(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
    });
  } catch (error) {
    lock?.release();
    throw new DatabaseOpenError(
      `The embedded database in ${options.dataDir ?? '(memory)'} could not be opened: ` +
        `${(error as Error).message}. If the folder is damaged, move it aside (or set DATA_DIR to ` +
        `another folder) and start again to create a fresh database with demo data.`,
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    client,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
      lock?.release();
    },
  };
}

export async function openPostgres(url: string): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseOpenError(`Could not connect to DATABASE_URL: ${(error as Error).message}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    pool,
    kind: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: config.dataDir });
  await migrateDatabase(database);
  return database;
}
