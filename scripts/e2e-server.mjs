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
  if (!isAlive(Number(name.split('-')[0])))
    fs.rmSync(path.join(serversDir, name), { recursive: true, force: true });
}
// E2E_SERVERS servers (one per Playwright worker) on consecutive ports from E2E_PORT, started side by
// side: seeding one takes some 15 s, mostly on one core. "Levada e2e servers ready" once all answer.
const firstPort = Number(process.env.E2E_PORT ?? 18555);
const count = Number(process.env.E2E_SERVERS ?? 1);
if (isServerBuildStale()) await buildServer();
const isHealthy = (port) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
// A server left from another run would answer in place of ours (Playwright checked this per URL).
for (let index = 0; index < count; index++) {
  if (await isHealthy(firstPort + index)) {
    console.error(`Port ${firstPort + index} is already used by a running server: stop it first.`);
    process.exit(1);
  }
}
const dataDirs = [];
const children = Array.from({ length: count }, (_, index) => {
  const port = String(firstPort + index);
  const dataDir = path.join(
    serversDir,
    count === 1 ? String(process.pid) : `${process.pid}-${index}`,
  );
  fs.mkdirSync(dataDir);
  dataDirs.push(dataDir);
  return spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      // Email links must reach the same host the browser uses, or its cookies would not go along.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
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
});
const cleanup = () => {
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill('SIGTERM')));
let running = count;
let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    exitCode ||= code ?? 0;
    // One server gone (a crash) stops the others: the journeys of its worker could not run.
    children.forEach((other) => other.kill('SIGTERM'));
    if (--running > 0) return;
    cleanup();
    process.exit(exitCode);
  });
}
for (let index = 0; index < count; index++) {
  while (!(await isHealthy(firstPort + index))) await new Promise((r) => setTimeout(r, 250));
}
console.log('Levada e2e servers ready');
