import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  ConnectSimulatorStore,
  ConnectStoreTx,
} from '../../integrations/payouts/connect-simulator';
import type { Db } from '../db/client';
import { simConnectObjects } from '../db/schema';
import { simulatorDb } from './simulator-store';

/** The Connect simulator's documents in sim_connect_objects, each call in one database transaction. */
export function createConnectSimulatorStore(db: Db): ConnectSimulatorStore {
  const storeOf = (tx: Db): ConnectStoreTx => ({
    async get(kind, id, forUpdate = false) {
      const query = tx
        .select()
        .from(simConnectObjects)
        .where(and(eq(simConnectObjects.kind, kind), eq(simConnectObjects.id, id)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ? { ...row, kind } : null;
    },
    async put(object) {
      await tx
        .insert(simConnectObjects)
        .values(object)
        .onConflictDoUpdate({
          target: [simConnectObjects.kind, simConnectObjects.id],
          set: { data: object.data, accountId: object.accountId },
        });
    },
    async list(kind, accountId) {
      const rows = await tx
        .select()
        .from(simConnectObjects)
        .where(and(eq(simConnectObjects.kind, kind), eq(simConnectObjects.accountId, accountId)))
        .orderBy(asc(simConnectObjects.createdAt), asc(simConnectObjects.id));
      return rows.map((row) => ({ ...row, kind }));
    },
    async lock(key) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },
  });
  return {
    transaction: (run) => simulatorDb(db).transaction((tx) => run(storeOf(tx))),
  };
}
