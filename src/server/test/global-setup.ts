import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase, openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

// One template per run, so that two runs against one server (two checkouts) do not collide.
const postgresTemplateName = `levada_test_template_${process.pid}`;

// Migrates once into a template; each test file then opens a copy (PGlite dump or PostgreSQL template).
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${postgresTemplateName}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${postgresTemplateName}`;
    const database = await openPostgres(templateUrl.toString());
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', postgresTemplateName);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${postgresTemplateName} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const database = await openPglite({});
  await migrateDatabase(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'levada-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
