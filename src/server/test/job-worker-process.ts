// A server process's job runner, on its own, for the kill -9 test (security/killed-worker.test.ts):
//   node --import tsx src/server/test/job-worker-process.ts <DATABASE_URL> <now ISO>
// It runs due jobs at the fixed time given, each handler hanging for ever, and prints `running <payload>`
// when one starts: the parent then kills it with SIGKILL in the middle of that job.
import type { AppDeps } from '../app-deps';
import { openPostgres } from '../db/client';
import type { JobHandler } from '../jobs/job-handlers';
import { startJobRunner } from '../jobs/job-runner';

const [url, nowIso] = process.argv.slice(2);
const database = await openPostgres(url!);
const now = new Date(nowIso!);
const hangs: JobHandler = async (payload) => {
  process.stdout.write(`running ${JSON.stringify(payload)}\n`);
  await new Promise(() => undefined);
};
startJobRunner({ db: database.db, clock: { now: () => now } } as unknown as AppDeps, {
  workerId: `child:${process.pid}`,
  pollIntervalMs: 20,
  handlers: new Proxy({} as Record<string, JobHandler>, { get: () => hangs }),
  log: () => undefined,
});
