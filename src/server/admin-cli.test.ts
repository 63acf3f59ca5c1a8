import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from './admin-cli';
import { migrateDatabase, openPglite, type Database } from './db/client';
import { consoleAudit, marketplaceAdmins } from './db/schema';
import { buildUser } from './test/factories';
import { openTestDatabase } from './test/test-database';

// `npm run admin` on the database the server would open: DATABASE_URL's when set (the PostgreSQL
// run), else the embedded one in DATA_DIR, which the command opens and closes itself.
let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let url: string | undefined;
let pgDatabase: (Database & { url?: string }) | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-admin-cli-'));
  if (process.env.TEST_DATABASE_URL) {
    pgDatabase = await openTestDatabase();
    url = pgDatabase.url;
  }
});
afterAll(async () => {
  await pgDatabase?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** Opens the database the command works on, runs `work` on it and closes it again. */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  if (pgDatabase) return work(pgDatabase);
  const database = await openPglite({ dataDir });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

const run = async (...args: string[]) => {
  process.env.DATA_DIR = dataDir;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  const lines: string[] = [];
  const code = await runAdminCommand(args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
};

describe('npm run admin', () => {
  it('grants and takes the role by email, each change in the audit log; unknown emails and bad usage are refused', async () => {
    const user = await withDatabase((database) =>
      buildUser(database.db, { email: 'Marta.Admin@levada.example', emailVerified: true }),
    );
    expect(await run()).toMatchObject({ code: 2, output: expect.stringContaining('Usage') });
    expect(await run('add')).toMatchObject({ code: 2 });
    expect(await run('add', 'nobody@levada.example')).toMatchObject({
      code: 1,
      output: expect.stringContaining('No account has the email nobody@levada.example'),
    });
    expect(await run('add', 'marta.admin@levada.example')).toMatchObject({
      code: 0,
      output: expect.stringContaining('is now an administrator'),
    });
    expect(await run('add', 'marta.admin@levada.example')).toMatchObject({
      code: 0,
      output: expect.stringContaining('already'),
    });
    expect((await run('list')).output).toContain('Marta.Admin@levada.example');
    const granted = await withDatabase((database) =>
      database.db.select().from(marketplaceAdmins).where(eq(marketplaceAdmins.userId, user.id)),
    );
    expect(granted.map((g) => g.grantedBy)).toEqual(['npm run admin']);

    expect(await run('remove', 'marta.admin@levada.example')).toMatchObject({
      code: 0,
      output: expect.stringContaining('no longer an administrator'),
    });
    const entries = await withDatabase(async (database) => ({
      admins: await database.db
        .select()
        .from(marketplaceAdmins)
        .where(eq(marketplaceAdmins.userId, user.id)),
      audit: await database.db
        .select()
        .from(consoleAudit)
        .where(eq(consoleAudit.targetId, user.id))
        .orderBy(consoleAudit.seq),
    }));
    expect(entries.admins).toEqual([]);
    expect(entries.audit.map((e) => [e.action, e.actorLabel, e.actorId])).toEqual([
      ['grant-admin', 'npm run admin', null],
      ['revoke-admin', 'npm run admin', null],
    ]);
  });
});
