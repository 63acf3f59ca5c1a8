import fs from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {}

export const lockFileName = 'levada.lock';

// Lock files this process holds right now. A lock file carrying our own pid is ours only if it is
// in here; otherwise it was left by an earlier process that happened to get the same pid (common in
// containers, where the server is often pid 1) and is stale.
const heldByThisProcess = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const lockedMessage = (dataDir: string, pid: number): string =>
  `The data folder ${dataDir} is in use by another Levada process (pid ${pid}). ` +
  `Stop that process first, or set DATA_DIR to another folder.`;

// Two processes on one PGlite folder corrupt it, so the second one must fail fast.
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(file);
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let content: string;
      try {
        content = fs.readFileSync(file, 'utf8');
      } catch (readError) {
        if ((readError as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
        throw readError;
      }
      const pid = Number(content.trim());
      if (pid === process.pid && heldByThisProcess.has(file)) {
        throw new DataDirLockedError(lockedMessage(dataDir, pid));
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockedMessage(dataDir, pid));
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
