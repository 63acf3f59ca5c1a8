import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';

// Spec 000 §9: the notification count query is capped at 100 sale transactions.
export const notificationCountCap = 100;

/** The top bar's count: sales waiting for the operator's answer (requested, card held), at most 100. */
export async function countWaitingSales(
  deps: Pick<AppDeps, 'db'>,
  providerId: string,
): Promise<number> {
  const waiting = deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.providerId, providerId), eq(transactions.state, 'preauthorized')))
    .limit(notificationCountCap)
    .as('waiting');
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(waiting);
  return row?.n ?? 0;
}
