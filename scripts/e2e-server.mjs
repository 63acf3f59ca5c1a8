// The server for the browser journeys: the built app and the compiled server (as `npm start` runs
// it) on a fresh, seeded embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, builtServer, isServerBuildStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
// One folder per server process under one parent: a server that was killed before it could clean up
// (SIGKILL, a crash) leaves its folder behind, and the next start removes the folders of dead processes.
// Each is some 300 MB (the seed's photos): left behind by every run, they once filled the disk.
const serversDir = path.join(os.tmpdir(), 'levada-e2e-servers');
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
fs.mkdirSync(serversDir, { recursive: true });
for (const name of fs.readdirSync(serversDir)) {
  if (!isAlive(Number(name)))
    fs.rmSync(path.join(serversDir, name), { recursive: true, force: true });
}
const dataDir = path.join(serversDir, String(process.pid));
fs.mkdirSync(dataDir);
if (isServerBuildStale()) await buildServer();
const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '18555',
    // Email links must reach the same host the browser uses, or its cookies would not go along.
    PUBLIC_BASE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '18555'}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // POST /api/test/clock: journeys move the server's time to see tours end (e2e/talk.spec.ts).
    TEST_CLOCK: 'true',
    // Journeys give a browser its own address with X-Forwarded-For (a traveller elsewhere than the
    // affiliate who referred them, e2e/affiliates.spec.ts); every browser is on 127.0.0.1 otherwise.
    TRUST_PROXY: 'true',
    // The ad tag is configured (decision 176): journeys stub its host (e2e/support/fixtures.ts) and
    // e2e/tracking-consent.spec.ts checks it loads only after consent.
    AD_TAG_ID: 'AW-E2ETAG0001',
  },
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
