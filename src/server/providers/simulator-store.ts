import { AsyncLocalStorage } from 'node:async_hooks';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  CardSimulatorStore,
  CardSimulatorTx,
  SimCustomerRecord,
  SimIntentRecord,
  SimPaymentMethodRecord,
  SimSetupIntentRecord,
} from '../../integrations/payments/card-simulator-store';
import type { Db } from '../db/client';
import {
  simCustomers,
  simIdempotencyKeys,
  simPaymentIntents,
  simPaymentMethods,
  simRefunds,
  simSetupIntents,
} from '../db/schema';

const outerTransaction = new AsyncLocalStorage<Db>();

/**
 * Runs `fn` with payments calls joining the caller's database transaction `tx`. The simulator writes
 * through the database, and PGlite has one connection: a simulator call made inside `db.transaction`
 * without this would wait for the transaction it is in. With Stripe it changes nothing.
 */
export const withPaymentsTransaction = <T>(tx: Db, fn: () => Promise<T>): Promise<T> =>
  outerTransaction.run(tx, fn);

/** The caller's transaction when inside withPaymentsTransaction, else the database (both simulators). */
export const simulatorDb = (db: Db): Db => outerTransaction.getStore() ?? db;

function upsert<T extends PgTable & { id: unknown }>(
  db: Db,
  table: T,
  record: Record<string, unknown>,
) {
  return db
    .insert(table)
    .values(record as never)
    .onConflictDoUpdate({ target: table.id as never, set: record as never });
}

function transactionStore(db: Db, now: () => Date): CardSimulatorTx {
  return {
    async claimIdempotencyKey(key) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sim-idempotency:${key}`}))`);
      const [row] = await db
        .select()
        .from(simIdempotencyKeys)
        .where(eq(simIdempotencyKeys.key, key));
      return row ? { operation: row.operation, result: row.result } : null;
    },
    async saveIdempotencyKey(key, operation, result) {
      await db.insert(simIdempotencyKeys).values({ key, operation, result, createdAt: now() });
    },
    async saveIntent(record) {
      await upsert(db, simPaymentIntents, record);
    },
    async getIntent(id, forUpdate) {
      const query = db.select().from(simPaymentIntents).where(eq(simPaymentIntents.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return (row as SimIntentRecord | undefined) ?? null;
    },
    async savePaymentMethod(record) {
      await upsert(db, simPaymentMethods, record);
    },
    async getPaymentMethod(id) {
      const [row] = await db.select().from(simPaymentMethods).where(eq(simPaymentMethods.id, id));
      return (row as SimPaymentMethodRecord | undefined) ?? null;
    },
    async listPaymentMethods(customerId) {
      const rows = await db
        .select()
        .from(simPaymentMethods)
        .where(eq(simPaymentMethods.customerId, customerId))
        .orderBy(asc(simPaymentMethods.createdAt), asc(simPaymentMethods.id));
      return rows as SimPaymentMethodRecord[];
    },
    async saveCustomer(record) {
      await upsert(db, simCustomers, record);
    },
    async getCustomer(id, forUpdate) {
      const query = db.select().from(simCustomers).where(eq(simCustomers.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return (row as SimCustomerRecord | undefined) ?? null;
    },
    async saveSetupIntent(record) {
      await upsert(db, simSetupIntents, record);
    },
    async getSetupIntent(id, forUpdate) {
      const query = db.select().from(simSetupIntents).where(eq(simSetupIntents.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return (row as SimSetupIntentRecord | undefined) ?? null;
    },
    async saveRefund(record) {
      await db.insert(simRefunds).values(record);
    },
  };
}

/** The card simulator's state in the app's database (migration 0011). */
export function createSimulatorStore(db: Db, now: () => Date): CardSimulatorStore {
  return {
    // Inside the caller's transaction the calls join it without a savepoint: any error there rolls
    // the caller's whole transaction back, as a failed Stripe call fails the transition.
    transaction: (fn) => {
      const outer = outerTransaction.getStore();
      if (outer) return fn(transactionStore(outer, now));
      return db.transaction((tx) => fn(transactionStore(tx, now)));
    },
    read: (fn) => fn(transactionStore(simulatorDb(db), now)),
  };
}
