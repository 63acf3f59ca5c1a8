import cluster from 'node:cluster';
import { buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { ConfigError, loadConfig, outboxNotice } from './config';
import {
  DatabaseOpenError,
  openDatabase,
  refreshEmbeddedStatistics,
  withStartupLock,
} from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data';
import { scheduleAffiliateMonth } from './jobs/affiliate-month';
import { startJobRunner } from './jobs/job-runner';
import { scheduleOutboxRetention } from './jobs/outbox-retention';
import { scheduleListingSlotsRoll } from './jobs/roll-listing-slots';
import { openImageStorage } from './modules/images/open-image-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runProcesses(config.webConcurrency);
  const imageStorage = await openImageStorage(config);
  const database = await openDatabase(config);
  const clock = config.isTestClock ? new OffsetClock() : systemClock;
  const deps = { config, db: database.db, clock, imageStorage };

  // Under the start-up lock: a second server starting alongside finds the seeded data, not an empty base.
  await withStartupLock(database, async () => {
    if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
      const summary = await seedDemoData(deps, { log: (line) => console.log(line) });
      console.log(summary);
    }
  });
  await refreshEmbeddedStatistics(database);

  const app = await buildApp(deps);
  await scheduleListingSlotsRoll(app.deps.db, app.deps.clock);
  await scheduleAffiliateMonth(app.deps.db, app.deps.clock);
  await scheduleOutboxRetention(app.deps.db, app.deps.clock);
  const jobRunner = startJobRunner(app.deps, {
    log: (message, error) =>
      error ? app.log.error({ err: error }, message) : app.log.info(message),
  });
  app.log.info({ workerId: jobRunner.workerId }, 'job runner started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(
      { signal },
      'shutting down: finishing the running job and requests, then closing the database',
    );
    await jobRunner.stop(); // claims nothing more, waits for the job that is running
    await app.close(); // stops accepting, waits for in-flight requests, closes the email sender
    await database.close(); // checkpoints PGlite and releases the data folder lock
    process.exit(0);
  };
  // Before listening: a signal that comes as soon as the server answers still stops it cleanly.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  console.log(
    `Levada is running at ${config.publicBaseUrl} (database: ${database.kind}, Node ${process.versions.node})`,
  );
  const notice = outboxNotice(config);
  if (notice) app.log[notice.level](notice.message);
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many servers, which share the port
 * (node:cluster) and everything else through the database (jobs, caches' change feed, sessions, rate
 * limits); it replaces one that dies, and stops them all on SIGTERM or SIGINT.
 */
function runProcesses(count: number): void {
  let isStopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, performance.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // A process that dies right after its start would die again: stop rather than loop.
    const isQuick = performance.now() - (startedAt.get(worker.id) ?? 0) < 10_000;
    quickDeaths = isQuick ? quickDeaths + 1 : 0;
    if (quickDeaths >= 3) {
      console.error(
        '\nLevada could not start: its server processes end as they start (see above).\n',
      );
      isStopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    console.error(
      `A server process ended (${signal ?? `code ${code}`}); starting another in its place`,
    );
    fork();
  });
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Starting ${count} server processes on one port (WEB_CONCURRENCY)`);
  for (let i = 0; i < count; i++) fork();
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseOpenError ||
    error instanceof DataDirLockedError
  ) {
    console.error(`\nLevada could not start.\n${error.message}\n`);
  } else {
    console.error('Levada could not start:', error);
  }
  process.exit(1);
});
