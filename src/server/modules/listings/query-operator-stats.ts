import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OperatorStats } from '../../../contracts/listings';
import {
  answerHoursOf,
  answerTransitions,
  responseRate,
  unansweredTransitions,
} from '../../../domain/operator-stats';
import type { Db } from '../../db/client';
import { listings, transactions, transactionTransitions, users } from '../../db/schema';

/**
 * Since when an operator is with us, how many tours they have live, and how they answer requests (the
 * share of requests answered, and the median delay from the card's authorisation, the request reaching
 * them, to their accept or decline): one statement, which a listing page's first read waits for.
 */
export async function queryOperatorStats(db: Db, operatorId: string): Promise<OperatorStats> {
  const confirmed = alias(transactionTransitions, 'confirmed');
  const ofOperator = and(
    eq(transactions.providerId, operatorId),
    inArray(transactionTransitions.transition, [...answerTransitions, ...unansweredTransitions]),
  );
  const isAnswer = inArray(transactionTransitions.transition, answerTransitions);
  const result = (await db.execute(sql`
    select
      (select ${users.createdAt} from ${users} where ${users.id} = ${operatorId}) as "memberSince",
      (select count(*) from ${listings}
        where ${listings.authorId} = ${operatorId} and ${listings.state} = 'published'
          and ${listings.deleted} = false)::int as "tourCount",
      answers.answered, answers.unanswered, delays.median_seconds as "medianSeconds",
      delays.timed_answers as "timedAnswers"
    from
      (select count(*) filter (where ${isAnswer})::int as answered,
              count(*) filter (where not ${isAnswer})::int as unanswered
        from ${transactionTransitions}
        join ${transactions} on ${transactions.id} = ${transactionTransitions.transactionId}
        where ${ofOperator}) as answers,
      (select percentile_cont(0.5) within group (order by extract(epoch from
                ${transactionTransitions.createdAt} - ${confirmed.createdAt})) as median_seconds,
              count(*)::int as timed_answers
        from ${transactionTransitions}
        join ${transactions} on ${transactions.id} = ${transactionTransitions.transactionId}
        join ${transactionTransitions} as "confirmed" on ${confirmed.transactionId} = ${transactionTransitions.transactionId}
          and ${confirmed.transition} = 'confirm-payment'
        where ${eq(transactions.providerId, operatorId)} and ${isAnswer}) as delays`)) as unknown as {
    rows: {
      memberSince: Date | string | null;
      tourCount: number;
      answered: number;
      unanswered: number;
      medianSeconds: number | string | null;
      timedAnswers: number;
    }[];
  };
  const row = result.rows[0]!;
  return {
    memberSince: new Date(row.memberSince ?? 0).toISOString(),
    tourCount: row.tourCount,
    responseRate: responseRate(row.answered, row.unanswered),
    answerHours: answerHoursOf(
      row.medianSeconds === null ? null : Number(row.medianSeconds),
      row.timedAnswers,
    ),
  };
}
