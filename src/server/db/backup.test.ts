// `npm run backup` / `npm run restore` (decision 135): a round trip gives back every table as it
// was, on the embedded database and on PostgreSQL; a file that is not a backup changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildUser } from '../test/factories';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { backupDatabase, NotABackupError, restoreDatabase } from './backup';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client';
import { DataDirLockedError } from './data-dir-lock';

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
const now = () => new Date('2026-12-02T10:00:00Z');

/** Every row of every table (the app's and drizzle's migrations), in a stable order. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = (
    (await database.db.execute(
      sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((r) => r.name);
  const all: Record<string, string> = {};
  for (const table of tables) {
    const [schema, name] = table.split('.');
    const { rows } = (await database.db.execute(
      sql`select coalesce(json_agg(t order by to_jsonb(t)::text), '[]')::text as rows
        from ${sql.identifier(schema!)}.${sql.identifier(name!)} t`,
    )) as unknown as { rows: { rows: string }[] };
    all[table] = rows[0]!.rows;
  }
  return all;
}

async function fill(database: Database) {
  const operator = await buildUser(database.db, { type: 2 });
  await buildListing(database.db, { authorId: operator.id, title: 'Levada do Rei' });
}

describe('the embedded database', () => {
  it('comes back whole from its backup; a second server cannot back up a folder in use', async () => {
    const dataDir = tempDir();
    const file = path.join(tempDir(), 'levada.tar.gz');
    let database = await openPglite({ dataDir });
    await migrateDatabase(database);
    await fill(database);
    const before = await snapshot(database);
    expect(JSON.parse(before['public.listings']!)).toHaveLength(1);
    // The server holds the folder: stop it first.
    await expect(backupDatabase({ dataDir }, file)).rejects.toBeInstanceOf(DataDirLockedError);
    await database.close();

    await backupDatabase({ dataDir }, file);
    database = await openPglite({ dataDir });
    await buildUser(database.db);
    const changed = await snapshot(database);
    expect(changed).not.toEqual(before);
    await database.close();

    const { keptAside } = await restoreDatabase({ dataDir }, file, now);
    expect(keptAside).toBe(path.join(dataDir, 'pgdata.before-restore-2026-12-02T10-00-00-000Z'));
    database = await openPglite({ dataDir });
    expect(await snapshot(database)).toEqual(before);
    await database.close();
  }, 120_000);

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const dataDir = tempDir();
    let database = await openPglite({ dataDir });
    await migrateDatabase(database);
    await fill(database);
    const before = await snapshot(database);
    await database.close();
    const notOne = path.join(tempDir(), 'photo.tar.gz');
    fs.writeFileSync(notOne, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4]));
    const text = path.join(tempDir(), 'notes.txt');
    fs.writeFileSync(text, 'not a backup');
    for (const file of [notOne, text, path.join(dataDir, 'missing.tar.gz')])
      await expect(restoreDatabase({ dataDir }, file, now)).rejects.toBeInstanceOf(NotABackupError);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pgdata'))).toEqual(['pgdata']);
    database = await openPglite({ dataDir });
    expect(await snapshot(database)).toEqual(before);
    await database.close();
  }, 120_000);
});

describe('PostgreSQL', () => {
  let server: PrivatePostgres;
  beforeAll(async () => {
    server = await startPrivatePostgres();
  }, 60_000);
  afterAll(() => server?.close());

  it('comes back whole from pg_dump through pg_restore; another file is refused', async () => {
    const databaseUrl = await server.createDatabase('levada');
    const database = await openPostgres(databaseUrl);
    try {
      await migrateDatabase(database);
      await fill(database);
      const before = await snapshot(database);
      const file = path.join(tempDir(), 'levada.dump');
      await backupDatabase({ databaseUrl, dataDir: tempDir() }, file);
      await buildUser(database.db);
      expect(await snapshot(database)).not.toEqual(before);

      const text = path.join(tempDir(), 'notes.txt');
      fs.writeFileSync(text, 'not a backup');
      await expect(
        restoreDatabase({ databaseUrl, dataDir: tempDir() }, text, now),
      ).rejects.toBeInstanceOf(NotABackupError);

      await restoreDatabase({ databaseUrl, dataDir: tempDir() }, file, now);
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);
});
