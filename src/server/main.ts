import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig, outboxNotice } from './config';
import { DatabaseOpenError, openDatabase, refreshEmbeddedStatistics, withStartupLock } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data';
import { scheduleListingSlotsRoll } from './jobs/roll-listing-slots';
import { createLocalImageStorage } from '../integrations/image-storage/local-image-storage';
import { createSmtpEmailSender } from '../integrations/email/smtp-email-sender';
import { startOutboxSender } from './jobs/outbox-sender';
import path from 'node:path';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const imageStorage = createLocalImageStorage(path.join(config.dataDir, 'images'));
  const emailSender = config.smtp ? createSmtpEmailSender(config.smtp, config.emailFrom) : null;
  const deps = { config, db: database.db, clock: systemClock, imageStorage, emailSender };

  // Under the start-up lock: a second server starting alongside finds the seeded data, not an empty base.
  await withStartupLock(database, async () => {
    if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
      const summary = await seedDemoData(deps, { log: (line) => console.log(line) });
      console.log(summary);
    }
  });
  await refreshEmbeddedStatistics(database);

  const app = await buildApp(deps);
  let stopJobs = () => {};
  const outboxSender = emailSender
    ? startOutboxSender({ ...deps, emailSender, log: (error) => app.log.error({ err: error }, 'outbox sender failed') })
    : null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    stopJobs();
    await app.close(); // stops accepting, waits for in-flight requests
    await outboxSender?.stop();
    emailSender?.close();
    await database.close(); // checkpoints PGlite and releases the data folder lock
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  stopJobs = scheduleListingSlotsRoll(deps, (message, error) =>
    error ? app.log.error({ err: error }, message) : app.log.info(message),
  );
  console.log(`Levada is running at ${config.publicBaseUrl} (database: ${database.kind})`);
  const notice = outboxNotice(config);
  if (notice) app.log[notice.level](notice.message);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof DataDirLockedError) {
    console.error(`\nLevada could not start.\n${error.message}\n`);
  } else {
    console.error('Levada could not start:', error);
  }
  process.exit(1);
});
