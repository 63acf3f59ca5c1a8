import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { ConsoleTransactionDetail } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import {
  consoleAudit,
  consoleNotes,
  jobs,
  reviews,
  transactionMessages,
  transactions,
} from '../../db/schema';
import { toMessages } from '../talk/list-messages';
import { toReviews } from '../talk/list-reviews';
import { toTransactionViews } from '../transactions/to-transaction-views';
import { toConsoleJob } from './to-console-job';
import { transactionLedgers } from './transaction-ledgers';
import { loadConsoleTransaction } from './to-console-transaction';

/**
 * The whole transaction for the console (issue 43 part 4, decision 111): the transaction as its
 * customer and its operator each see it (line items, activity), every message and review (reviews
 * whatever the double-blind would still hide), the card payment as the provider reports it, the jobs
 * that move its money and send its notices, the administrators' notes and the console's actions.
 */
export async function showConsoleTransaction(
  deps: Pick<AppDeps, 'db' | 'clock' | 'imageStorage' | 'payments'>,
  id: string,
): Promise<ConsoleTransactionDetail> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new AppError('not-found', 'No such transaction');
  const [summary, [customerView], [providerView], messageRows, reviewList, jobRows, notes, audit] =
    await Promise.all([
      loadConsoleTransaction(deps.db, id),
      toTransactionViews(deps, [row], row.customerId),
      toTransactionViews(deps, [row], row.providerId),
      deps.db
        .select()
        .from(transactionMessages)
        .where(eq(transactionMessages.transactionId, id))
        .orderBy(asc(transactionMessages.createdAt), asc(transactionMessages.id)),
      toReviews(deps, { where: eq(reviews.transactionId, id), limit: 10, offset: 0 }),
      deps.db
        .select()
        .from(jobs)
        .where(
          or(sql`${jobs.payload} ->> 'transactionId' = ${id}`, sql`${jobs.key} like ${`%:${id}`}`),
        )
        .orderBy(asc(jobs.createdAt), asc(jobs.id)),
      deps.db
        .select()
        .from(consoleNotes)
        .where(eq(consoleNotes.targetId, id))
        .orderBy(asc(consoleNotes.createdAt), asc(consoleNotes.id)),
      deps.db
        .select()
        .from(consoleAudit)
        .where(eq(consoleAudit.targetId, id))
        .orderBy(desc(consoleAudit.seq)),
    ]);
  let intent: ConsoleTransactionDetail['payment']['intent'] = null;
  let isUnavailable = false;
  if (row.paymentIntentId) {
    try {
      const found = await deps.payments.retrievePaymentIntent(row.paymentIntentId);
      intent = {
        id: found.id,
        status: found.status,
        amount: found.amount,
        amountReceived: found.amountReceived,
        amountRefunded: found.amountRefunded,
        currency: found.currency.toUpperCase(),
      };
    } catch {
      isUnavailable = true;
    }
  }
  // The ledger reads the intent once more, with the transfers and the affiliate ledger.
  const ledger = isUnavailable ? null : (await transactionLedgers(deps, [row])).get(row.id)!;
  return {
    ledger,
    transaction: summary!,
    cancelReason: row.cancelReason,
    customerView: customerView!,
    providerView: providerView!,
    messages: await toMessages(deps, messageRows),
    reviews: reviewList,
    payment: { intent, isUnavailable },
    jobs: jobRows.map(toConsoleJob),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      authorId: note.authorId,
      authorLabel: note.authorLabel,
      createdAt: note.createdAt.toISOString(),
    })),
    audit: audit.map(({ seq: _seq, ...entry }) => ({ ...entry, at: entry.at.toISOString() })),
  };
}
