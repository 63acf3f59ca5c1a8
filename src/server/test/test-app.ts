import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { TestClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openImageStorage } from '../providers/open-image-storage';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { openTestDatabase } from './test-database';

export type TestContext = {
  app: App;
  database: Database & { url?: string };
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app on a real (fresh) database, with a settable clock and a temporary image folder. Given
 * `shared`, a second app instance on that database and clock (a restart, or another server process);
 * closing it leaves the database open.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  shared?: { database: Database & { url?: string }; clock: TestClock },
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-app-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    }),
    ...overrides,
  };
  const database = shared?.database ?? (await openTestDatabase());
  const clock = shared?.clock ?? new TestClock();
  const imageStorage = config.s3
    ? await openImageStorage(config)
    : createLocalImageStorage(path.join(dataDir, 'images'));
  const app = await buildApp({ config, db: database.db, clock, imageStorage });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
