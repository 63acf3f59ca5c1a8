import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from './data-dir-lock';

let dir: string;
const lockFile = () => path.join(dir, lockFileName);
const holders: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-lock-'));
});
afterEach(() => {
  for (const holder of holders.splice(0)) holder.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

function lockedErrorOf(fn: () => unknown): DataDirLockedError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('expected a DataDirLockedError');
}

/** Whether the kernel's lock on the file is free, asked of util-linux directly. */
const isOsLockFree = () => spawnSync('flock', ['--nonblock', lockFile(), 'true']).status === 0;

/** Another process that takes the lock with this module and holds it until killed. */
async function startHolder(): Promise<ChildProcess> {
  const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(moduleUrl)});
       acquireDataDirLock(${JSON.stringify(dir)});
       process.stdout.write('locked\\n');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  holders.push(holder);
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    holder.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return holder;
}

describe('acquireDataDirLock', () => {
  it('takes an OS lock, writes our pid for the message, and frees both on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(isOsLockFree()).toBe(false);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(isOsLockFree()).toBe(true);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(''); // the file stays: see the module comment
    lock.release(); // twice is harmless
    acquireDataDirLock(dir).release(); // free again after release
  });

  it('refuses a second acquire on the same folder while the first holds it (same process)', () => {
    const first = acquireDataDirLock(dir);
    const error = lockedErrorOf(() => acquireDataDirLock(dir));
    expect(error.message).toBe(
      `The data folder ${dir} is in use by another Levada process (pid ${process.pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    expect(isOsLockFree()).toBe(false); // the failed attempt did not drop the first lock
    first.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses while another process holds the folder, and frees it when that process is killed -9', async () => {
    const holder = await startHolder();
    const error = lockedErrorOf(() => acquireDataDirLock(dir));
    expect(error.message).toContain(`in use by another Levada process (pid ${holder.pid})`);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // No clean-up ran, the pid is still in the file, yet the kernel dropped the lock: a restart works.
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  }, 30_000);

  it.each([
    ['the pid of a live process (a reused pid)', () => String(process.ppid)],
    ['our own pid (a restarted container)', () => String(process.pid)],
    ['garbage', () => 'garbage'],
    ['nothing', () => ''],
  ])('takes a lock file holding %s that no process has locked', (_, content) => {
    fs.writeFileSync(lockFile(), content());
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('lets exactly one of many simultaneous acquires win', () => {
    const results = Array.from({ length: 8 }, () => {
      try {
        return acquireDataDirLock(dir);
      } catch (error) {
        if (error instanceof DataDirLockedError) return null;
        throw error;
      }
    });
    expect(results.filter(Boolean)).toHaveLength(1);
    results.forEach((lock) => lock?.release());
  });

  it('locks folders independently', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-lock-'));
    try {
      const a = acquireDataDirLock(dir);
      const b = acquireDataDirLock(other);
      a.release();
      b.release();
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('sees the same folder through a relative path', () => {
    const lock = acquireDataDirLock(dir);
    const relative = path.relative(process.cwd(), dir);
    expect(() => acquireDataDirLock(relative)).toThrow(DataDirLockedError);
    lock.release();
  });
});
