// `npm run seed`: fills the configured database with the demo marketplace. It only ever seeds an
// empty database (no users); anything else is left untouched.
import { openImageStorage } from '../providers/open-image-storage';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { DatabaseOpenError, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { isDatabaseEmpty } from '../db/is-database-empty';
import { seedDemoData } from './seed-demo-data';

async function run(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      console.log(
        `The database (${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'}) already has accounts; ` +
          'the demo data is only added to an empty database. Nothing was changed.',
      );
      return 0;
    }
    const imageStorage = await openImageStorage(config);
    const summary = await seedDemoData(
      { config, db: database.db, clock: systemClock, imageStorage },
      { log: (line) => console.log(line) },
    );
    console.log(summary);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof DatabaseOpenError ||
      error instanceof DataDirLockedError
    ) {
      console.error(`\nThe demo data could not be added.\n${error.message}\n`);
    } else {
      console.error('The demo data could not be added:', error);
    }
    process.exit(1);
  },
);
