import { and, count, eq, gt } from 'drizzle-orm';
import type { UserTokenKind } from '../../../domain/accounts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;

/** How many links of a kind the user was sent in the last 24 hours. */
export async function countRecentTokens(
  deps: { db: Db; clock: Clock },
  userId: string,
  kind: UserTokenKind,
): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - dayMs);
  const [row] = await deps.db
    .select({ n: count() })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.kind, kind),
        gt(userTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
