// The real server process, compiled as `npm start` runs it (scripts/build-server.mjs): boot, health,
// one process per data folder, clean shutdown, and a clear message for a damaged data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, lockFileName } from './db/data-dir-lock';
import { startPrivatePostgres, type PrivatePostgres } from './test/private-postgres';
import { until } from './test/until';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainFile = path.join(root, 'dist/server/main.js');

beforeAll(() => {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`The server did not compile:\n${built.stderr}`);
});

type Run = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: string | null }>;
};
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = 18400 + Math.floor(Math.random() * 500);
    if (await isPortFree(port)) return port;
  }
  throw new Error('no free port in 18400-18899');
}

function startServer(
  env: { dataDir: string; port: number; webDir: string },
  extraEnv: NodeJS.ProcessEnv = {},
): Run {
  const child = spawn(process.execPath, ['--enable-source-maps', mainFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(env.port),
      DATA_DIR: env.dataDir,
      DATABASE_URL: '', // always the embedded database here, even where CI sets DATABASE_URL
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: env.webDir,
      PUBLIC_BASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

async function waitForHealth(run: Run, port: number, timeoutMs: number): Promise<void> {
  let gone = false;
  void run.exited.then(() => (gone = true));
  const isHealthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status === 200,
      () => false, // not listening yet
    );
  try {
    await until(
      async () => {
        if (gone) throw new Error('gone');
        return isHealthy();
      },
      { timeoutMs, intervalMs: 200 },
    );
  } catch {
    throw new Error(
      gone
        ? `server exited before it was healthy:\n${run.output()}`
        : `server not healthy after ${timeoutMs} ms:\n${run.output()}`,
    );
  }
}

async function exitWithin(run: Run, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Killed, so a process that outlived its test cannot take the data folder in the next one.
      run.child.kill('SIGKILL');
      reject(new Error(`process still running after ${timeoutMs} ms:\n${run.output()}`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The folder's OS lock is free: the process released it or is gone. */
const expectUnlocked = (dir: string) => acquireDataDirLock(dir).release();

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  let dataDir: string;
  let webDir: string;
  let first: Run;
  let port: number;

  // Limits are generous: on a loaded machine PGlite boots slowly; these tests assert behaviour, not speed.
  beforeAll(() => {
    dataDir = tempDir('levada-main-data-');
    webDir = tempDir('levada-main-web-');
  });

  it('boots on an empty data folder and answers /api/health', async () => {
    port = await freePort();
    first = startServer({ dataDir, port, webDir });
    await waitForHealth(first, port, 180_000);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8')).toBe(String(first.child.pid));
    expect(fs.statSync(path.join(dataDir, 'pgdata')).isDirectory()).toBe(true);
  }, 200_000);

  it('refuses a second process on the same data folder, fast and clearly', async () => {
    const started = performance.now();
    const second = startServer({ dataDir, port: await freePort(), webDir });
    const { code } = await exitWithin(second, 60_000);
    expect(performance.now() - started).toBeLessThan(45_000);
    expect(code).not.toBe(0);
    expect(second.output()).toContain('Levada could not start.');
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another Levada process (pid ${first.child.pid})`,
    );
    // The first process is unharmed.
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8')).toBe(String(first.child.pid));
  }, 90_000);

  it('stops on SIGTERM with exit code 0 and releases the data folder', async () => {
    first.child.kill('SIGTERM');
    const { code, signal } = await exitWithin(first, 60_000);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expectUnlocked(dataDir);
  }, 70_000);

  it('starts again on the same folder after a clean stop', async () => {
    const again = startServer({ dataDir, port: (port = await freePort()), webDir });
    await waitForHealth(again, port, 180_000);
    again.child.kill('SIGTERM');
    expect((await exitWithin(again, 60_000)).code).toBe(0);
  }, 260_000);

  it('starts again on the same folder after the holder was killed with -9 (no stale lock)', async () => {
    const killed = startServer({ dataDir, port: (port = await freePort()), webDir });
    await waitForHealth(killed, port, 180_000);
    killed.child.kill('SIGKILL');
    await exitWithin(killed, 60_000);
    // Its pid is still written in the lock file; only the OS lock counts.
    expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8')).toBe(
      String(killed.child.pid),
    );
    const again = startServer({ dataDir, port: (port = await freePort()), webDir });
    await waitForHealth(again, port, 180_000);
    again.child.kill('SIGTERM');
    expect((await exitWithin(again, 60_000)).code).toBe(0);
  }, 400_000);

  it('explains a damaged data folder and what to do about it', async () => {
    const control = path.join(dataDir, 'pgdata', 'global', 'pg_control');
    expect(fs.existsSync(control)).toBe(true);
    fs.writeFileSync(control, Buffer.alloc(fs.statSync(control).size, 0x5a)); // garbage over the control file
    const run = startServer({ dataDir, port: await freePort(), webDir });
    const { code } = await exitWithin(run, 120_000);
    expect(code).not.toBe(0);
    const output = run.output();
    expect(output).toContain('Levada could not start.');
    expect(output).toContain(`The data folder ${dataDir} could not be opened`);
    expect(output).toContain('database files are incompatible with server'); // PostgreSQL's reason
    expect(output).toContain('move the folder aside');
    expect(output).toContain(`mv "${dataDir}" "${dataDir}.damaged"`);
    expect(output).toContain('DATA_DIR');
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expectUnlocked(dataDir);
  }, 130_000);

  it('explains a data folder whose pgdata is a file', async () => {
    const broken = tempDir('levada-main-broken-');
    fs.writeFileSync(path.join(broken, 'pgdata'), 'not a database');
    const run = startServer({ dataDir: broken, port: await freePort(), webDir });
    const { code } = await exitWithin(run, 120_000);
    expect(code).not.toBe(0);
    expect(run.output()).toContain(`The data folder ${broken} could not be opened`);
    expect(run.output()).toContain('is a file, not a folder');
    expect(run.output()).toContain('move the folder aside');
    expectUnlocked(broken);
  }, 130_000);

  it('explains an invalid setting and names the variable', async () => {
    const run = startServer(
      { dataDir, port: 18400, webDir },
      { PORT: 'not-a-port', LOG_LEVEL: 'loud' },
    );
    const { code } = await exitWithin(run, 60_000);
    expect(code).toBe(1);
    expect(run.output()).toContain('Invalid configuration:');
    expect(run.output()).toContain('  PORT: ');
    expect(run.output()).toContain('  LOG_LEVEL: ');
    expectUnlocked(dataDir);
  }, 70_000);

  it.each([['0'], ['many'], ['2']])(
    'refuses WEB_CONCURRENCY=%s on the embedded database, naming the setting',
    async (value) => {
      const run = startServer({ dataDir, port: 18400, webDir }, { WEB_CONCURRENCY: value });
      const { code } = await exitWithin(run, 60_000);
      expect(code).toBe(1);
      expect(run.output()).toContain('  WEB_CONCURRENCY: ');
    },
    70_000,
  );
});

describe('several server processes on one PostgreSQL (WEB_CONCURRENCY)', () => {
  let postgres: PrivatePostgres;
  let databaseUrl: string;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    databaseUrl = await postgres.createDatabase('levada');
  }, 60_000);
  afterAll(() => postgres?.close());

  // ps answers 1 when the process has no children.
  const workersOf = (pid: number) =>
    spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);

  it('runs two on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const run = startServer(
      { dataDir: tempDir('levada-cluster-'), port, webDir: tempDir('levada-cluster-web-') },
      { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' },
    );
    await waitForHealth(run, port, 90_000);
    await until(() => workersOf(run.child.pid!).length === 2, {
      timeoutMs: 60_000,
      intervalMs: 100,
    });
    const [first, second] = workersOf(run.child.pid!);

    process.kill(first!, 'SIGKILL');
    await until(
      () => {
        const now = workersOf(run.child.pid!);
        return now.length === 2 && !now.includes(first!);
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(workersOf(run.child.pid!)).toContain(second);
    await waitForHealth(run, port, 60_000);
    expect(run.output()).toContain(
      'A server process ended (SIGKILL); starting another in its place',
    );

    run.child.kill('SIGTERM');
    expect(await exitWithin(run, 60_000)).toEqual({ code: 0, signal: null });
    expect(workersOf(run.child.pid!)).toEqual([]);
  }, 240_000);
});
