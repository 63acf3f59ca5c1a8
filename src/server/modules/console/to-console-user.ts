import { eq, isNotNull, type SQL } from 'drizzle-orm';
import type { ConsoleUser } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { marketplaceAdmins, users } from '../../db/schema';

export const consoleUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  emailVerified: users.emailVerified,
  banned: users.banned,
  deleted: users.deleted,
  isAdmin: isNotNull(marketplaceAdmins.userId),
  createdAt: users.createdAt,
};

type ConsoleUserRow = Awaited<ReturnType<typeof selectConsoleUsers>>[number];

export const toConsoleUser = (row: ConsoleUserRow): ConsoleUser => ({
  ...row,
  isAdmin: Boolean(row.isAdmin),
  createdAt: row.createdAt.toISOString(),
});

export const selectConsoleUsers = (db: Db, where: SQL | undefined) =>
  db
    .select(consoleUserColumns)
    .from(users)
    .leftJoin(marketplaceAdmins, eq(marketplaceAdmins.userId, users.id))
    .where(where);

export async function loadConsoleUser(db: Db, id: string): Promise<ConsoleUser | null> {
  const [row] = await selectConsoleUsers(db, eq(users.id, id));
  return row ? toConsoleUser(row) : null;
}
