// Issue 13 items 1 and 12: PostgreSQL restarts under a running app. The app survives the dropped
// connections, answers 503 while the database is away (liveness stays 200), and recovers by itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { buildApp, type App } from '../app';
import { TestClock } from '../clock';
import { loadConfig } from '../config';
import { migrateDatabase, openPostgres, type Database } from '../db/client';
import { buildListing } from '../test/factories';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { until } from '../test/until';

let server: PrivatePostgres;
let database: Database;
let app: App;
let dataDir: string;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  server = await startPrivatePostgres();
  database = await openPostgres(await server.createDatabase('levada'), {
    onConnectionError: (error) => connectionErrors.push(error),
  });
  await migrateDatabase(database);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-restart-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  app = await buildApp({
    config,
    db: database.db,
    clock: new TestClock(),
    imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  server?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a PostgreSQL restart under the app', () => {
  it('is ridden out: 503 while away, liveness 200, back by itself', async () => {
    const listing = await buildListing(database.db);
    const read = () => app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    // Several reads at once leave several idle connections in the pool for the restart to cut.
    const before = await Promise.all(Array.from({ length: 6 }, read));
    expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    server.stop();
    await until(() => connectionErrors.length > 0);
    const away = await read();
    expect(away.statusCode).toBe(503);
    expect(away.json().error.code).toBe('service-unavailable');
    expect(away.headers['retry-after']).toBe('5');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    server.start();
    const after = await read();
    expect(after.statusCode).toBe(200);
    expect(after.json().data.id).toBe(listing.id);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
