// `npm run admin -- add|remove|list [EMAIL]`: grants or takes the marketplace's administrator role
// (decision 100) on the configured database: the embedded one in DATA_DIR (stop the server first: it
// holds the folder), or DATABASE_URL's. Each change is in the audit log, by "npm run admin".
import { eq } from 'drizzle-orm';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { DatabaseOpenError, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { marketplaceAdmins, users } from './db/schema';
import { AppError } from '../domain/errors';
import { grantAdmin } from './modules/console/grant-admin';
import { revokeAdmin } from './modules/console/revoke-admin';

const usage = 'Usage: npm run admin -- add EMAIL | remove EMAIL | list';
const actor = { id: null, label: 'npm run admin' };

export async function runAdminCommand(
  args: string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, email] = args;
  if (!(command === 'list' || ((command === 'add' || command === 'remove') && email))) {
    print(usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const where = database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL';
  try {
    const deps = { db: database.db, clock: systemClock };
    if (command === 'list') {
      const rows = await database.db
        .select({ email: users.email, grantedAt: marketplaceAdmins.grantedAt })
        .from(marketplaceAdmins)
        .innerJoin(users, eq(users.id, marketplaceAdmins.userId))
        .orderBy(users.email);
      if (rows.length === 0) print(`No administrators in ${where}.`);
      for (const row of rows) print(`${row.email} (since ${row.grantedAt.toISOString()})`);
      return 0;
    }
    if (command === 'add') {
      const { isNew } = await grantAdmin(deps, email!, actor);
      print(
        isNew
          ? `${email} is now an administrator (${where}). They open the console at /console.`
          : `${email} was an administrator already.`,
      );
      return 0;
    }
    const { wasAdmin } = await revokeAdmin(deps, email!, actor);
    print(
      wasAdmin ? `${email} is no longer an administrator.` : `${email} was not an administrator.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') {
      print(`No account has the email ${email} in ${where}: sign up with it first.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /admin-cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  runAdminCommand(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (
        error instanceof ConfigError ||
        error instanceof DatabaseOpenError ||
        error instanceof DataDirLockedError
      ) {
        console.error(`\nThe administrators could not be changed.\n${error.message}\n`);
      } else {
        console.error('The administrators could not be changed:', error);
      }
      process.exit(1);
    },
  );
}
