import { buildApp } from './app';
import { OffsetClock, systemClock } from './clock';
import { outboxNotice, type Config } from './config';
import { openDatabase, refreshEmbeddedStatistics, withStartupLock } from './db/client';
import { isDatabaseEmpty } from './db/is-database-empty';
import { scheduleAffiliateMonth } from './jobs/affiliate-month';
import { startJobRunner } from './jobs/job-runner';
import { scheduleOutboxRetention } from './jobs/outbox-retention';
import { scheduleListingSlotsRoll } from './jobs/roll-listing-slots';
import { scheduleRecommendationCatalogue } from './modules/recommendations/sync-recommendation-catalogue';
import { openImageStorage } from './providers/open-image-storage';

/** One server process: the database (seeded when empty and asked to), the app, its jobs, the port. */
export async function startServer(config: Config): Promise<void> {
  const imageStorage = await openImageStorage(config);
  const database = await openDatabase(config);
  const clock = config.isTestClock ? new OffsetClock() : systemClock;
  const deps = { config, db: database.db, clock, imageStorage };

  // Under the start-up lock: a second server starting alongside finds the seeded data, not an empty base.
  await withStartupLock(database, async () => {
    if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
      // The seed (and the image library it draws photos with) loads only for an empty database.
      const { seedDemoData } = await import('./seed/seed-demo-data');
      const summary = await seedDemoData(deps, { log: (line) => console.log(line) });
      console.log(summary);
    }
  });
  await refreshEmbeddedStatistics(database);

  const app = await buildApp(deps);
  await scheduleListingSlotsRoll(app.deps.db, app.deps.clock);
  await scheduleAffiliateMonth(app.deps.db, app.deps.clock);
  await scheduleOutboxRetention(app.deps.db, app.deps.clock);
  await scheduleRecommendationCatalogue(app.deps);
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
