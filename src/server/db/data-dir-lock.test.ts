import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from './data-dir-lock';

let dir: string;
const lockFile = () => path.join(dir, lockFileName);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-lock-'));
});
afterEach(() => {
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

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  const pid = Number(child.stdout);
  expect(Number.isInteger(pid) && pid > 0).toBe(true);
  return pid;
}

describe('acquireDataDirLock', () => {
  it('writes our pid to the lock file and removes it on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    lock.release(); // twice is harmless
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a second acquire on the same folder while the first holds it (same process)', () => {
    const first = acquireDataDirLock(dir);
    const error = lockedErrorOf(() => acquireDataDirLock(dir));
    expect(error.message).toContain(dir);
    expect(error.message).toContain('in use by another Levada process');
    expect(error.message).toContain(`pid ${process.pid}`);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid)); // first lock intact
    first.release();
    acquireDataDirLock(dir).release(); // free again after release
  });

  it('refuses while another live process holds the folder', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      expect(holder.pid).toBeGreaterThan(0);
      fs.writeFileSync(lockFile(), String(holder.pid));
      const error = lockedErrorOf(() => acquireDataDirLock(dir));
      expect(error.message).toBe(
        `The data folder ${dir} is in use by another Levada process (pid ${holder.pid}). ` +
          'Stop that process first, or set DATA_DIR to another folder.',
      );
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid)); // not taken over
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a stale lock file whose process is dead', () => {
    const pid = deadPid();
    fs.writeFileSync(lockFile(), String(pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a stale lock left by an earlier process that had our pid (restarted container)', () => {
    fs.writeFileSync(lockFile(), String(process.pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    // ... and now that we hold it, a second acquire is refused.
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it.each(['', 'garbage', '-5', '0', '12.5'])(
    'takes over a lock file with unreadable content %j',
    (content) => {
      fs.writeFileSync(lockFile(), content);
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      lock.release();
    },
  );

  it('locks folders independently', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-lock-'));
    try {
      const a = acquireDataDirLock(dir);
      const b = acquireDataDirLock(other);
      a.release();
      b.release();
      expect(fs.existsSync(lockFile())).toBe(false);
      expect(fs.existsSync(path.join(other, lockFileName))).toBe(false);
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
