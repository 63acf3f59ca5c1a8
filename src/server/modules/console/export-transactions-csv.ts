import { desc } from 'drizzle-orm';
import { consoleCsvMaxRows, type ConsoleTransactionFilters } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import {
  selectConsoleTransactions,
  toConsoleTransaction,
  transactionFilters,
} from './to-console-transaction';

const header = [
  'id',
  'created_at',
  'state',
  'listing_id',
  'listing_title',
  'operator_id',
  'operator_name',
  'operator_email',
  'customer_id',
  'customer_name',
  'customer_email',
  'booking_start',
  'currency',
  'payin_total',
  'payout_total',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with ' .
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const euros = (cents: number | undefined) =>
  cents === undefined ? null : (cents / 100).toFixed(2);

/** The filtered transactions as CSV (newest first, at most consoleCsvMaxRows), amounts in euros. */
export async function exportTransactionsCsv(
  deps: { db: Db },
  filters: ConsoleTransactionFilters,
): Promise<string> {
  const rows = await selectConsoleTransactions(deps.db, transactionFilters(filters))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(consoleCsvMaxRows);
  const lines = rows
    .map(toConsoleTransaction)
    .map((t) =>
      [
        t.id,
        t.createdAt,
        t.state,
        t.listingId,
        t.listingTitle,
        t.operator.id,
        t.operator.name,
        t.operator.email,
        t.customer.id,
        t.customer.name,
        t.customer.email,
        t.bookingStart,
        t.payinTotal?.currency ?? t.payoutTotal?.currency ?? 'EUR',
        euros(t.payinTotal?.amount),
        euros(t.payoutTotal?.amount),
      ]
        .map(csvField)
        .join(','),
    );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
