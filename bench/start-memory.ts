// `npx tsx bench/start-memory.ts`: start time and resident memory of the server as `npm start` runs
// it (the compiled dist/server/main.js, decision 131), on PGlite and on PostgreSQL (issue "Ready for
// production", items 1 and 6). For each database: a first start seeds the demo data (not measured),
// then a second start is timed to its first 200 on /api/health, its memory read after 5 s idle, and
// again after 1 000 mixed GETs (landing, searches, listings, featured, a page). Memory is the resident
// set of the process and its children (/proc), as `ps` shows it. Run on a quiet machine (uptime < 1).
// BENCH_PG_URL: a PostgreSQL server to make a temporary database on; without it, a private one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPrivatePostgres } from '../src/server/test/private-postgres';
import { log } from './bench-harness';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist/server/main.js');
const port = 18_900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

/** Resident memory of a process and all its descendants, in MB. */
function residentMb(pid: number): number {
  const kb = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const children = (p: number): number[] => {
    const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(p)], { encoding: 'utf8' }).stdout;
    return out
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all.reduce((sum, p) => sum + kb(p), 0) / 1024;
}

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function firstOk(timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no 200 within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function mixedGets(count: number) {
  const search = (await (await fetch(`${base}/api/listings?perPage=36`)).json()) as {
    data: { id: string }[];
  };
  const ids = search.data.map((c) => c.id);
  const urls = [
    '/',
    '/api/listings/featured?perPage=6',
    '/api/listings?keywords=levada',
    '/api/listings?keywords=boat%20trip%20madeira',
    '/api/listings?categories=hiking&price=0,80',
    '/s?keywords=dolphins',
    '/about',
  ];
  for (let i = 0; i < count; i++) {
    const url = i % 3 === 0 ? `/api/listings/${ids[i % ids.length]}` : urls[i % urls.length]!;
    const answer = await fetch(`${base}${url}`);
    await answer.arrayBuffer();
  }
}

async function measure(label: string, env: Record<string, string>) {
  const seeding = start(env);
  await firstOk(600_000);
  await stop(seeding);
  const child = start(env);
  const toFirstOk = await firstOk(120_000);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idle = residentMb(child.pid!);
  await mixedGets(1_000);
  const loaded = residentMb(child.pid!);
  await stop(child);
  log(
    `${label.padEnd(12)} first 200 ${(toFirstOk / 1000).toFixed(2)} s   idle ${idle.toFixed(0)} MB   after 1 000 GETs ${loaded.toFixed(0)} MB`,
  );
}

if (!fs.existsSync(server))
  spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root });
log(`load average ${os.loadavg()[0]!.toFixed(2)} (quiet below 1); Node ${process.versions.node}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-bench-start-'));
try {
  await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const own = process.env.BENCH_PG_URL ? null : await startPrivatePostgres();
try {
  let url: string;
  if (own) url = await own.createDatabase('levada_bench');
  else {
    const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS levada_bench_start WITH (FORCE)');
    await admin.query('CREATE DATABASE levada_bench_start');
    await admin.end();
    const parsed = new URL(process.env.BENCH_PG_URL!);
    parsed.pathname = '/levada_bench_start';
    url = parsed.toString();
  }
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-bench-start-pg-'));
  try {
    await measure('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: url, WEB_CONCURRENCY: '1' });
  } finally {
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
} finally {
  own?.close();
}
