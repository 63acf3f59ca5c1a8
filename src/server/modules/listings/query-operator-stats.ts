import { and, count, eq, inArray, sql } from 'drizzle-orm';
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

/** Since when an operator is with us, how many tours they have live, and how they answer requests. */
export async function queryOperatorStats(db: Db, operatorId: string): Promise<OperatorStats> {
  const decided = [...answerTransitions, ...unansweredTransitions];
  const confirmed = alias(transactionTransitions, 'confirmed');
  const [[user], [tours], answers, [delays]] = await Promise.all([
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, operatorId)),
    db
      .select({ count: count() })
      .from(listings)
      .where(
        and(
          eq(listings.authorId, operatorId),
          eq(listings.state, 'published'),
          eq(listings.deleted, false),
        ),
      ),
    db
      .select({ transition: transactionTransitions.transition, count: count() })
      .from(transactionTransitions)
      .innerJoin(transactions, eq(transactions.id, transactionTransitions.transactionId))
      .where(
        and(
          eq(transactions.providerId, operatorId),
          inArray(transactionTransitions.transition, decided),
        ),
      )
      .groupBy(transactionTransitions.transition),
    // How long they take to answer: the median delay from the card's authorisation (the request
    // reaching them) to their accept or decline, in seconds.
    db
      .select({
        medianSeconds: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${transactionTransitions.createdAt} - ${confirmed.createdAt}))`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
        answers: count(),
      })
      .from(transactionTransitions)
      .innerJoin(transactions, eq(transactions.id, transactionTransitions.transactionId))
      .innerJoin(
        confirmed,
        and(
          eq(confirmed.transactionId, transactionTransitions.transactionId),
          eq(confirmed.transition, 'confirm-payment'),
        ),
      )
      .where(
        and(
          eq(transactions.providerId, operatorId),
          inArray(transactionTransitions.transition, answerTransitions),
        ),
      ),
  ]);
  const sum = (names: string[]) =>
    answers.filter((a) => names.includes(a.transition)).reduce((n, a) => n + a.count, 0);
  return {
    memberSince: (user?.createdAt ?? new Date(0)).toISOString(),
    tourCount: tours?.count ?? 0,
    responseRate: responseRate(sum(answerTransitions), sum(unansweredTransitions)),
    answerHours: answerHoursOf(delays?.medianSeconds ?? null, delays?.answers ?? 0),
  };
}
