import { aliasedTable, and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleTransaction, ConsoleTransactionFilters } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { listings, transactions, users } from '../../db/schema';
import { containing } from './console-page';

const operators = aliasedTable(users, 'operators');
const customers = aliasedTable(users, 'customers');

const columns = {
  id: transactions.id,
  state: transactions.state,
  listingId: transactions.listingId,
  listingTitle: listings.title,
  bookingStart: transactions.bookingStart,
  createdAt: transactions.createdAt,
  lastTransitionedAt: transactions.lastTransitionedAt,
  payinTotal: transactions.payinTotal,
  payoutTotal: transactions.payoutTotal,
  currency: transactions.currency,
  operatorId: operators.id,
  operatorFirstName: operators.firstName,
  operatorLastName: operators.lastName,
  operatorEmail: operators.email,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerEmail: customers.email,
};

/** Transactions with their listing and both parties, as the console lists them. */
export const selectConsoleTransactions = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .innerJoin(operators, eq(operators.id, transactions.providerId))
    .innerJoin(customers, eq(customers.id, transactions.customerId))
    .where(where);

export const countConsoleTransactions = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .innerJoin(operators, eq(operators.id, transactions.providerId))
    .innerJoin(customers, eq(customers.id, transactions.customerId))
    .where(where);

type Row = Awaited<ReturnType<typeof selectConsoleTransactions>>[number];

const personMatches = (person: typeof operators, text: string) => {
  const like = containing(text);
  return or(
    ilike(sql`${person.firstName} || ' ' || ${person.lastName}`, like),
    ilike(person.email, like),
    ilike(sql`coalesce(${person.publicData} ->> 'cname', '')`, like),
    sql`${person.id}::text = ${text}`,
  )!;
};

/** The filters of the console's transaction search, as SQL. */
export function transactionFilters(filters: ConsoleTransactionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(eq(transactions.state, filters.state));
  if (filters.from) conditions.push(gte(transactions.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(transactions.createdAt, new Date(filters.to)));
  if (filters.listing)
    conditions.push(
      or(
        ilike(listings.title, containing(filters.listing)),
        sql`${listings.id}::text = ${filters.listing}`,
      )!,
    );
  if (filters.operator) conditions.push(personMatches(operators, filters.operator));
  if (filters.customer) conditions.push(personMatches(customers, filters.customer));
  if (filters.minAmount !== undefined)
    conditions.push(gte(transactions.payinTotal, filters.minAmount));
  if (filters.maxAmount !== undefined)
    conditions.push(sql`${transactions.payinTotal} <= ${filters.maxAmount}`);
  return conditions.length ? and(...conditions) : undefined;
}

const money = (amount: number | null, currency: string) =>
  amount === null ? null : { amount, currency };

export const toConsoleTransaction = (row: Row): ConsoleTransaction => ({
  id: row.id,
  state: row.state,
  listingId: row.listingId,
  listingTitle: row.listingTitle,
  operator: {
    id: row.operatorId,
    name: `${row.operatorFirstName} ${row.operatorLastName}`,
    email: row.operatorEmail,
  },
  customer: {
    id: row.customerId,
    name: `${row.customerFirstName} ${row.customerLastName}`,
    email: row.customerEmail,
  },
  bookingStart: row.bookingStart?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  lastTransitionedAt: row.lastTransitionedAt.toISOString(),
  payinTotal: money(row.payinTotal, row.currency),
  payoutTotal: money(row.payoutTotal, row.currency),
});

export async function loadConsoleTransaction(
  db: Db,
  id: string,
): Promise<ConsoleTransaction | null> {
  const [row] = await selectConsoleTransactions(db, eq(transactions.id, id));
  return row ? toConsoleTransaction(row) : null;
}
