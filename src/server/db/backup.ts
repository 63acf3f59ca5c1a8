import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteExtensions } from './client';

const run = promisify(execFile);

/** A file that is not a backup of this kind of database: nothing was changed. */
export class NotABackupError extends Error {}

/** PostgreSQL's client programs: the newest installed version's (Debian keeps them per version). */
function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const program = path.join(root, version, 'bin', name);
    if (fs.existsSync(program)) return program;
  }
  return name;
}

type Target = { databaseUrl?: string; dataDir: string };

/**
 * Writes a backup of the configured database to `file`: pg_dump's custom format for PostgreSQL
 * (while the servers run), the embedded database's data folder as a gzipped tar for PGlite (the
 * server must be stopped: it holds the folder).
 */
export async function backupDatabase(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run(postgresProgram('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      target.databaseUrl,
    ]);
    return;
  }
  const database = await openPglite({ dataDir: target.dataDir });
  try {
    await database.client.query('CHECKPOINT');
    const dump = await database.client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

const startsWith = (file: string, bytes: Buffer) => {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(bytes.length);
    fs.readSync(handle, head, 0, bytes.length, 0);
    return head.equals(bytes);
  } finally {
    fs.closeSync(handle);
  }
};

/**
 * Replaces the configured database's data with the backup in `file`, after checking that it is one
 * (else NotABackupError, nothing changed). PostgreSQL: pg_restore --clean in one transaction.
 * PGlite (server stopped): the backup is opened and read first; the old data folder is kept beside
 * the new one (pgdata.before-restore-<time>).
 */
export async function restoreDatabase(
  target: Target,
  file: string,
  now: () => Date,
): Promise<{ keptAside?: string }> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new NotABackupError(`${file} is not a file.`);
  if (target.databaseUrl) {
    if (!startsWith(file, Buffer.from('PGDMP')))
      throw new NotABackupError(`${file} is not a PostgreSQL backup (pg_dump's custom format).`);
    await run(postgresProgram('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return {};
  }
  const notOne = `${file} is not a backup of Levada's embedded database (npm run backup).`;
  if (!startsWith(file, Buffer.from([0x1f, 0x8b]))) throw new NotABackupError(notOne);
  const backup = new Blob([fs.readFileSync(file)]);
  // Read before anything changes: a damaged or foreign archive stops here.
  try {
    const probe = await PGlite.create({ loadDataDir: backup, extensions: pgliteExtensions });
    try {
      await probe.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await probe.close();
    }
  } catch {
    throw new NotABackupError(notOne);
  }
  // Locks the folder (refused while a server runs), then swaps the data in.
  const current = await openPglite({ dataDir: target.dataDir });
  await current.close();
  const pgdata = path.join(target.dataDir, 'pgdata');
  let keptAside: string | undefined;
  if (fs.existsSync(pgdata)) {
    keptAside = `${pgdata}.before-restore-${now().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(pgdata, keptAside);
  }
  const restored = await openPglite({ dataDir: target.dataDir, loadDataDir: backup });
  await restored.close();
  return { keptAside };
}
