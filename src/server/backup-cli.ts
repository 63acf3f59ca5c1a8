// `npm run backup -- FILE` and `npm run restore -- FILE` (decision 135): the configured database, the
// embedded one in DATA_DIR (stop the server first: it holds the folder) or DATABASE_URL's.
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { backupDatabase, NotABackupError, restoreDatabase } from './db/backup';
import { DatabaseOpenError } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

const usage = 'Usage: npm run backup -- FILE | npm run restore -- FILE';

export async function runBackupCommand(
  args: string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, file] = args;
  if (!(command === 'backup' || command === 'restore') || !file) {
    print(usage);
    return 2;
  }
  try {
    const config = loadConfig();
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    if (command === 'backup') {
      await backupDatabase(config, file);
      print(`Backed up ${where} to ${file}.`);
      return 0;
    }
    const { keptAside } = await restoreDatabase(config, file, () => systemClock.now());
    print(`Restored ${where} from ${file}.`);
    if (keptAside) print(`The data it replaced is kept in ${keptAside}.`);
    return 0;
  } catch (error) {
    if (
      error instanceof NotABackupError ||
      error instanceof ConfigError ||
      error instanceof DatabaseOpenError ||
      error instanceof DataDirLockedError
    ) {
      print(`${error.message}\nNothing was changed.`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runBackupCommand(process.argv.slice(2), (line) => console.log(line));
}
