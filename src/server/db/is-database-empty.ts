import { count } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/** No account yet: a first start, which the demo seed may fill. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
