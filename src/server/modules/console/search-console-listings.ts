import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleListingsQuery, ConsoleListingsResponse } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';
import { consolePageSize, containing, pageMeta } from './console-page';
import { selectConsoleListings, toConsoleListing } from './to-console-listing';

/** Every listing (drafts and closed ones too), by title, operator (name, company, email), place and state; newest first. */
export async function searchConsoleListings(
  deps: { db: Db },
  query: Omit<ConsoleListingsQuery, 'page'> & { page: number },
): Promise<ConsoleListingsResponse> {
  const conditions: SQL[] = [eq(listings.deleted, false)];
  if (query.q) conditions.push(ilike(listings.title, containing(query.q)));
  if (query.operator) {
    const like = containing(query.operator);
    conditions.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ilike(users.email, like),
        ilike(sql`coalesce(${users.publicData} ->> 'cname', '')`, like),
      )!,
    );
  }
  if (query.place) {
    const like = containing(query.place);
    conditions.push(
      or(
        ilike(sql`coalesce(${listings.publicData} ->> 'place', '')`, like),
        ilike(sql`coalesce(${listings.publicData} #>> '{location,address}', '')`, like),
      )!,
    );
  }
  if (query.state) conditions.push(eq(listings.state, query.state));
  if (query.featured) conditions.push(eq(listings.featured, query.featured === 'true'));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectConsoleListings(deps.db, where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db
      .select({ n: count() })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.authorId))
      .where(where),
  ]);
  return { data: rows.map(toConsoleListing), meta: pageMeta(query.page, total?.n ?? 0) };
}
