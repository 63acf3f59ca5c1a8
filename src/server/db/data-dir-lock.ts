import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StartError } from '../config';

export type DataDirLock = { release(): void };

export class DataDirLockedError extends StartError {}

export const lockFileName = 'levada.lock';

const conflictExitCode = 75;

const lockedMessage = (dataDir: string, pid: string): string =>
  `The data folder ${dataDir} is in use by another Levada process${pid ? ` (pid ${pid})` : ''}. ` +
  `Stop that process first, or set DATA_DIR to another folder.`;

const readPid = (file: string): string => {
  try {
    const content = fs.readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(content) ? content : '';
  } catch {
    return '';
  }
};

/**
 * Two processes on one PGlite folder corrupt it, so the second one must fail fast. The lock is an
 * OS lock (flock) on `levada.lock`, held through this process's open file: the kernel drops it
 * when the process ends, however it ends, so a stale lock or a reused pid never blocks a restart,
 * and taking a free lock is one atomic step. Node has no flock of its own: util-linux's `flock`
 * takes it on the descriptor we hand it, and the lock stays with our copy after it exits
 * (decision 007). The pid written into the file is for the message only; the file is never
 * deleted, as a process could otherwise lock a deleted file while another locks its successor.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), lockFileName);
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  try {
    const result = spawnSync(
      'flock',
      ['--exclusive', '--nonblock', '--conflict-exit-code', String(conflictExitCode), '3'],
      { stdio: ['ignore', 'ignore', 'pipe', fd], encoding: 'utf8' },
    );
    if (result.status === conflictExitCode)
      throw new DataDirLockedError(lockedMessage(dataDir, readPid(file)));
    if (result.error || result.status !== 0) {
      const reason = result.error?.message ?? result.stderr.trim();
      throw new Error(`flock (util-linux) failed: ${reason || `exit ${result.status}`}`);
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid), 0);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  let isReleased = false;
  return {
    release() {
      if (isReleased) return;
      isReleased = true;
      fs.ftruncateSync(fd, 0);
      fs.closeSync(fd); // our last descriptor of the file: the kernel releases the lock
    },
  };
}
