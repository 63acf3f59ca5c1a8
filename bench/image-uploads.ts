// Memory of parallel near-limit image uploads (issue 13 item 6): 20 uploads at once of a 7000x7000
// PNG (49 MP, ~40 KB), through the real app on PGlite; prints the process's peak RSS above its
// resting level, sampled every 10 ms, and the time the 20 uploads took.
//
//   npx tsx bench/image-uploads.ts
//   BENCH_UPLOADS=12 npx tsx bench/image-uploads.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPglite } from '../src/server/db/client';
import { createSession } from '../src/server/modules/accounts/create-session';
import { buildListing, buildOperator } from '../src/server/test/factories';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { log, numberFromEnv } from './bench-harness';

const uploads = Math.max(1, Math.floor(numberFromEnv('BENCH_UPLOADS', 20)));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-bench-images-'));
const database = await openPglite({});
await migrateDatabase(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const clock = new TestClock();
const app = await buildApp({
  config,
  db: database.db,
  clock,
  imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
});
await app.ready();

const operator = await buildOperator(database.db);
const { token } = await createSession({ db: database.db, clock }, operator.id, ['user']);
const { sessionCsrfToken } = await import('../src/server/http/auth');
const csrf = sessionCsrfToken(token);
const headers = {
  cookie: `levada_session=${token}; levada_csrf=${csrf}`,
  'x-csrf-token': csrf,
  'content-type': 'image/png',
};
const listings = await Promise.all(
  Array.from({ length: Math.ceil(uploads / 20) }, () =>
    buildListing(database.db, { authorId: operator.id, state: 'draft' }),
  ),
);
const png = await sharp({
  create: { width: 7000, height: 7000, channels: 3, background: '#2f6f4f' },
})
  .png({ compressionLevel: 9 })
  .toBuffer();
log(`file: 7000x7000 PNG, ${Math.round(png.length / 1024)} KB; ${uploads} parallel uploads`);

global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
const resting = process.memoryUsage().rss;
let peak = resting;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const started = performance.now();
const responses = await Promise.all(
  Array.from({ length: uploads }, (_, i) =>
    app.inject({
      method: 'POST',
      url: `/api/own-listings/${listings[Math.floor(i / 20)]!.id}/images`,
      headers,
      payload: png,
    }),
  ),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const statuses = responses.reduce<Record<number, number>>(
  (c, r) => ({ ...c, [r.statusCode]: (c[r.statusCode] ?? 0) + 1 }),
  {},
);
log(`statuses: ${JSON.stringify(statuses)}`);
log(
  `resting RSS ${mb(resting)}, peak RSS ${mb(peak)}, peak above resting ${mb(peak - resting)}; ${seconds.toFixed(1)} s for ${uploads} uploads`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
