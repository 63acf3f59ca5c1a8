import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

type Session = {
  client: pg.Pool | pg.PoolClient;
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

/**
 * drizzle-orm 0.45's pooled `transaction()` sends BEGIN before its try/finally: a BEGIN that fails (a
 * connection that died while idle in the pool, a restart) never gives its client back, and a few of
 * those leave the pool empty for the life of the process (drizzle-orm#6241, #6114). It also hands a
 * client whose ROLLBACK failed back as healthy. This is the same transaction in a safe order: BEGIN
 * inside the try, and a client whose transaction could not be ended is destroyed, not reused.
 * Installed once by openPostgres; remove when drizzle ships the fix.
 */
export function installSafePoolTransaction(): void {
  const prototype = NodePgSession.prototype as unknown as {
    transaction: (work: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => unknown;
    isSafePoolTransaction?: boolean;
  };
  if (prototype.isSafePoolTransaction) return;
  prototype.isSafePoolTransaction = true;
  prototype.transaction = async function (this: Session, work, config) {
    const isPool = this.client instanceof pg.Pool;
    const client = isPool ? await (this.client as pg.Pool).connect() : null;
    const session = client
      ? new NodePgSession(client, this.dialect as never, this.schema, this.options)
      : (this as unknown as NodePgSession<Record<string, unknown>, never>);
    // getTransactionConfigSQL is drizzle's own, left out of its published types.
    const tx = new NodePgTransaction(
      this.dialect,
      session as never,
      this.schema,
    ) as NodePgTransaction<Record<string, unknown>, never> & {
      getTransactionConfigSQL(config: PgTransactionConfig): ReturnType<typeof sql>;
    };
    let brokenBy: Error | undefined;
    let hasBegun = false;
    try {
      await tx.execute(
        sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`,
      );
      hasBegun = true;
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (hasBegun) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          brokenBy = rollbackError;
        });
      } else brokenBy = error as Error;
      throw error;
    } finally {
      // With an error, pg-pool closes the client instead of handing it out again.
      client?.release(brokenBy);
    }
  };
}
