import fs from 'node:fs';
import path from 'node:path';
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
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock';
import { installSafePoolTransaction } from './safe-pool-transaction';
import { projectRoot } from '../project-root';
import { StartError } from '../config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
};

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const pgliteExtensions = { pg_trgm, unaccent };

export class DatabaseOpenError extends StartError {}

/** The embedded database's shared buffers (PostgreSQL's default is 128MB). */
export const pgliteSharedBuffers = '48MB';

// PostgreSQL's own explanation of a failed start (FATAL/PANIC/DETAIL lines on its stderr).
const postgresReasonRe = /\b(FATAL|PANIC|DETAIL):\s+(.*)$/;

function describeOpenFailure(error: unknown, stderr: string[]): string {
  const reasons = stderr
    .map((line) => postgresReasonRe.exec(line)?.[2]?.trim())
    .filter((line): line is string => Boolean(line));
  if (reasons.length > 0) return [...new Set(reasons)].slice(0, 4).join('; ');
  if (error instanceof Error && error.message && !error.message.startsWith('Aborted('))
    return error.message;
  const errno = (error as { errno?: unknown } | null)?.errno;
  if (typeof errno === 'number') return `file system error ${errno}`;
  return 'the database engine stopped while starting';
}

function damagedFolderError(dataDir: string, reason: string): DatabaseOpenError {
  return new DatabaseOpenError(
    `The data folder ${dataDir} could not be opened: the embedded database in ` +
      `${path.join(dataDir, 'pgdata')} is damaged or was written by an incompatible version (${reason}).\n` +
      `To start again with a fresh database and demo data: stop Levada, move the folder aside ` +
      `(for example: mv "${dataDir}" "${dataDir}.damaged"), then start Levada again. Your old data stays ` +
      `in the moved folder. Or set DATA_DIR to another folder.`,
  );
}

// The planner's default random_page_cost (4) prices disks that seek: with it, a keyword search at
// 100 000 listings on PostgreSQL read the whole table instead of the words' index (0.4-0.5 s instead
// of 0.13-0.18 s, decision 062). 1.1 is the usual figure for SSDs and data in memory.
// No parallel workers: the app's queries are short and many run at once, so a query's workers take
// cores other requests need (searches with filters at ten at once: 39-57 -> 83-85 a second, the same
// alone; decision 066).
const plannerSettings = 'SET random_page_cost = 1.1; SET max_parallel_workers_per_gather = 0';

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  lock?: boolean;
}): Promise<Database & { client: PGlite }> {
  let lock: DataDirLock | undefined;
  const pgdata = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
  if (options.dataDir) {
    try {
      fs.mkdirSync(options.dataDir, { recursive: true });
    } catch (error) {
      throw new DatabaseOpenError(
        `The data folder ${options.dataDir} could not be created (${(error as Error).message}). ` +
          `Set DATA_DIR to a folder Levada may write to.`,
      );
    }
    if (options.lock !== false) {
      try {
        lock = acquireDataDirLock(options.dataDir);
      } catch (error) {
        if (error instanceof DataDirLockedError) throw error;
        throw new DatabaseOpenError(
          `The data folder ${options.dataDir} could not be locked (${(error as Error).message}). ` +
            `Check that Levada may write to it, or set DATA_DIR to another folder.`,
        );
      }
    }
    if (pgdata && fs.existsSync(pgdata) && !fs.statSync(pgdata).isDirectory()) {
      lock?.release();
      throw damagedFolderError(options.dataDir, `${pgdata} is a file, not a folder`);
    }
  }
  // PGlite reports a failed start only as "failed to initialize" or a WebAssembly abort; the
  // reason is on PostgreSQL's stderr, so keep its last lines for the error message.
  const stderr: string[] = [];
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      // PostgreSQL's 128 MB of shared buffers live in the WebAssembly heap, which never shrinks; the
      // files themselves stay in the system's page cache, so fewer buffers cost reads little (decision 163).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
      onStderr: (line: string) => {
        stderr.push(line);
        if (stderr.length > 200) stderr.shift();
        return false;
      },
    });
  } catch (error) {
    lock?.release();
    const reason = describeOpenFailure(error, stderr);
    if (options.dataDir) throw damagedFolderError(options.dataDir, reason);
    throw new DatabaseOpenError(`The embedded database could not be opened (${reason}).`);
  }
  await client.exec(plannerSettings);
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

export async function openPostgres(
  url: string,
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database & { pool: pg.Pool }> {
  // A connection that fails must not end the process: pg emits 'error' on the Client, and an
  // EventEmitter's 'error' with no listener is an uncaught exception. The pool listens only while a
  // client is idle ('error' on the pool); a client checked out (a transaction, the start-up lock, a
  // query in flight) has no listener of the pool's. So every client gets one of ours when it is made
  // (a Client subclass, before it connects) and keeps it: a restart, failover, pg_terminate_backend
  // or a proxy's restart is then logged once per connection, the query in flight fails (503 in a
  // request, a retry in a job), and the pool drops the broken client and opens a new one for the
  // next query (decision 086).
  // The timeout also bounds the wait for a free client: a burst queues up to 15 s before a 503, while a
  // stopped database refuses at once.
  // The planner settings are SETs, not startup options, so poolers that refuse startup options still
  // connect; pg-pool awaits onConnect before it hands a new connection out.
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) =>
      console.warn(
        `PostgreSQL connection lost (${error.message}); reconnecting on the next query`,
      ));
  class ListenedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      let isReported = false;
      this.on('error', (error: Error) => {
        // A broken connection may report more than once (the socket, then the end); once is enough.
        if (isReported) return;
        isReported = true;
        onConnectionError(error);
      });
    }
  }
  installSafePoolTransaction();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 15_000,
    Client: ListenedClient,
    onConnect: async (client) => {
      await client.query(plannerSettings);
    },
  });
  // The pool re-emits an idle client's error: that client's own listener has already reported it.
  pool.on('error', () => undefined);
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

/** PGlite has no autovacuum: refresh planner statistics (and the visibility map) at start. */
export async function refreshEmbeddedStatistics(database: Database): Promise<void> {
  if (database.kind === 'pglite')
    await (database as Database & { client: PGlite }).client.exec('VACUUM ANALYZE');
}

const startupLockKey = "hashtext('levada:start-up')";

/**
 * Runs `work` holding the start-up lock, so servers starting together on one empty PostgreSQL migrate
 * and seed one after the other (a PostgreSQL advisory lock, released with its connection if the process
 * dies). PGlite needs none: the data-folder lock keeps it to one process.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const pool = (database as Partial<{ pool: pg.Pool }>).pool;
  if (database.kind !== 'postgres' || !pool) return work();
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${startupLockKey})`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(${startupLockKey})`).catch(() => undefined);
    client.release();
  }
}

export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: config.dataDir });
  await withStartupLock(database, () => migrateDatabase(database));
  return database;
}
