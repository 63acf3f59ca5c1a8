// Login throughput with argon2id under a burst (issue 13): the real app on PGlite, through inject.
//   1. BENCH_LOGINS right passwords at once, spread over 40 accounts and as many addresses;
//   2. the same number of wrong passwords at once for one account (the throttle's race).
// Prints logins per second, the median and p95 latency, and the answers; and, as the ceiling, the
// rate of argon2id verifications alone.
//
//   npx tsx bench/login-burst.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPglite } from '../src/server/db/client';
import { hashPassword, verifyPassword } from '../src/server/modules/accounts/password';
import { buildUser } from '../src/server/test/factories';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { log, numberFromEnv } from './bench-harness';

const logins = Math.max(1, Math.floor(numberFromEnv('BENCH_LOGINS', 200)));
const password = 'laurel-forest-2026';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-bench-login-'));
const database = await openPglite({});
await migrateDatabase(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const app = await buildApp({
  config,
  db: database.db,
  clock: new TestClock(),
  imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
});
await app.ready();

const passwordHash = await hashPassword(password);
const users = await Promise.all(
  Array.from({ length: 40 }, () => buildUser(database.db, { passwordHash })),
);
const headers = { cookie: 'levada_csrf=bench', 'x-csrf-token': 'bench' };

async function burst(
  name: string,
  attempt: (i: number) => { email: string; password: string; ip: string },
) {
  const started = performance.now();
  const timings: number[] = [];
  const responses = await Promise.all(
    Array.from({ length: logins }, async (_, i) => {
      const { email, password: tried, ip } = attempt(i);
      const t0 = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        remoteAddress: ip,
        payload: { email, password: tried },
      });
      timings.push(performance.now() - t0);
      return response.statusCode;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(0);
  const statuses = responses.reduce<Record<number, number>>(
    (c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }),
    {},
  );
  log(
    `${name}: ${logins} in ${seconds.toFixed(2)} s = ${(logins / seconds).toFixed(1)}/s; median ${at(0.5)} ms, p95 ${at(0.95)} ms; ${JSON.stringify(statuses)}`,
  );
}

// The ceiling: argon2id verifications alone (4 at once, as the app allows), no HTTP or database.
const verifyStarted = performance.now();
await Promise.all(Array.from({ length: 40 }, () => verifyPassword(passwordHash, password)));
log(
  `argon2id verifications alone: ${(40 / ((performance.now() - verifyStarted) / 1000)).toFixed(1)}/s`,
);

await burst('right passwords, 40 accounts', (i) => ({
  email: users[i % 40]!.email,
  password,
  ip: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
}));
await burst('wrong passwords, one account', (i) => ({
  email: users[0]!.email,
  password: `wrong-${i}`,
  ip: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
}));

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
