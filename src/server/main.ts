import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { DatabaseOpenError, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data';
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

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(deps, { log: (line) => console.log(line) });
    console.log(summary);
  }

  const app = await buildApp(deps);
  const outboxSender = emailSender
    ? startOutboxSender({ ...deps, emailSender, log: (error) => app.log.error({ err: error }, 'outbox sender failed') })
    : null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    await app.close(); // stops accepting, waits for in-flight requests
    await outboxSender?.stop();
    emailSender?.close();
    await database.close(); // checkpoints PGlite and releases the data folder lock
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`Levada is running at ${config.publicBaseUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof DataDirLockedError) {
    console.error(`\nLevada could not start.\n${error.message}\n`);
  } else {
    console.error('Levada could not start:', error);
  }
  process.exit(1);
});
