import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  ConsolePayout,
  ConsolePayoutsQuery,
  ConsolePayoutsResponse,
} from '../../../contracts/console';
import type { Db } from '../../db/client';
import { affiliatePayouts, jobs, operatorTransfers, payoutAccounts, users } from '../../db/schema';
import { operatorPayoutJob } from '../payouts/pay-operator';
import { affiliatePayoutJobKind } from '../affiliates/pay-affiliate-payout';
import { consolePageSize, pageMeta } from './console-page';

const person = (row: { id: string; firstName: string; lastName: string; email: string }) => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
});

/**
 * Payouts with their state (decision 114). Operators: one row a booking whose payout job ran or
 * failed: `paid` when the job is done, `pending` while it waits (or retries), `failed` once dead, with
 * the money moved so far and the job's last error. Affiliates: their month-end payouts as stored
 * (pending, paid, failed), with the last error of their latest payout job.
 */
export async function searchConsolePayouts(
  deps: { db: Db; payouts: { kind: string } },
  query: ConsolePayoutsQuery,
): Promise<ConsolePayoutsResponse> {
  const offset = (query.page - 1) * consolePageSize;
  if (query.kind === 'affiliate') {
    const where = query.state ? eq(affiliatePayouts.status, query.state) : undefined;
    const lastError = sql<string | null>`(
      select ${jobs.lastError} from ${jobs}
      where ${jobs.kind} = ${affiliatePayoutJobKind} and ${jobs.payload} ->> 'payoutId' = ${affiliatePayouts.id}::text
      order by ${jobs.updatedAt} desc limit 1)`;
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ payout: affiliatePayouts, user: users, lastError })
        .from(affiliatePayouts)
        .innerJoin(users, eq(users.id, affiliatePayouts.affiliateId))
        .where(where)
        .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id))
        .limit(consolePageSize)
        .offset(offset),
      deps.db.select({ n: count() }).from(affiliatePayouts).where(where),
    ]);
    return {
      data: rows.map(({ payout, user, lastError: error }): ConsolePayout => ({
        id: payout.id,
        kind: 'affiliate',
        state: payout.status as ConsolePayout['state'],
        payee: person(user),
        amount: { amount: payout.amount, currency: payout.currency },
        transactionId: null,
        month: payout.month,
        lastError: error,
        at: (payout.paidAt ?? payout.createdAt).toISOString(),
      })),
      meta: pageMeta(query.page, total?.n ?? 0),
    };
  }
  const payoutsKind = deps.payouts.kind;
  // Operator payouts: the latest payout job of each booking.
  const latest = deps.db
    .selectDistinctOn([sql`${jobs.payload} ->> 'transactionId'`], {
      id: jobs.id,
      transactionId: sql<string>`${jobs.payload} ->> 'transactionId'`.as('transaction_id'),
      state: jobs.state,
      lastError: jobs.lastError,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, operatorPayoutJob), sql`${jobs.state} <> 'discarded'`))
    .orderBy(sql`${jobs.payload} ->> 'transactionId'`, desc(jobs.updatedAt))
    .as('latest');
  // Named with its subquery: inside the correlated subqueries below a bare name would be theirs.
  const latestTransaction = sql.raw('"latest"."transaction_id"');
  const moved = sql<number>`coalesce((select sum(${operatorTransfers.amount}) from ${operatorTransfers}
    where ${operatorTransfers.transactionId}::text = ${latestTransaction}), 0)::int`;
  const operatorId = sql<string>`(select provider_id from transactions where id::text = ${latestTransaction})`;
  // A job done with nothing moved to an operator without a payout account paid nothing: it waits.
  const hasNoAccount = sql`(${moved} = 0 and not exists (select 1 from ${payoutAccounts}
    where ${payoutAccounts.userId} = ${operatorId} and ${payoutAccounts.provider} = ${payoutsKind}))`;
  const state = sql<ConsolePayout['state']>`case
    when ${latest.state} = 'done' and ${hasNoAccount} then 'no-account'
    when ${latest.state} = 'done' then 'paid' when ${latest.state} = 'failed' then 'failed'
    else 'pending' end`;
  const conditions: SQL[] = [];
  if (query.state) conditions.push(sql`${state} = ${query.state}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        transactionId: latest.transactionId,
        state,
        lastError: latest.lastError,
        updatedAt: latest.updatedAt,
        moved,
        user: users,
      })
      .from(latest)
      .innerJoin(users, sql`${users.id} = ${operatorId}`)
      .where(where)
      .orderBy(desc(latest.updatedAt))
      .limit(consolePageSize)
      .offset(offset),
    deps.db.select({ n: count() }).from(latest).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.transactionId,
      kind: 'operator',
      state: row.state,
      payee: person(row.user),
      amount: { amount: row.moved, currency: 'EUR' },
      transactionId: row.transactionId,
      month: null,
      lastError: row.lastError,
      at: new Date(row.updatedAt).toISOString(),
    })),
    meta: pageMeta(query.page, total?.n ?? 0),
  };
}
