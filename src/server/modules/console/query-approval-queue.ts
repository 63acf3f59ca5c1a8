import { and, asc, count, eq } from 'drizzle-orm';
import type { ConsoleListingsResponse } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { consolePageSize, pageMeta } from './console-page';
import { selectConsoleListings, toConsoleListing } from './to-console-listing';

/** The approval queue: listings waiting for approval, the longest waiting first. */
export async function queryApprovalQueue(
  deps: { db: Db },
  input: { page: number },
): Promise<ConsoleListingsResponse> {
  const where = and(eq(listings.state, 'pendingApproval'), eq(listings.deleted, false));
  const [rows, [total]] = await Promise.all([
    selectConsoleListings(deps.db, where)
      .orderBy(asc(listings.updatedAt), asc(listings.id))
      .limit(consolePageSize)
      .offset((input.page - 1) * consolePageSize),
    deps.db.select({ n: count() }).from(listings).where(where),
  ]);
  return {
    data: rows.map(toConsoleListing),
    meta: pageMeta(input.page, total?.n ?? 0),
  };
}
