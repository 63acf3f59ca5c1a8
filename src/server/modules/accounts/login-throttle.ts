import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

type Limits = { perAccount: number; perIp: number; windowMs: number };

// Emails and addresses are not stored in the clear, only what the throttle needs to match them.
const keyOf = (kind: 'a' | 'i', value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('base64url');

/**
 * Counts password attempts per key in a sliding minute (per account and per IP), in the database so
 * the limits hold across every server process on it (decision 008). An attempt is reserved before
 * the password is verified, by a conditional write per key (add the attempt only while the key is
 * under its limit; the row lock orders racing writers), both keys in one transaction; a success
 * takes its attempt back.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limits: Limits = { perAccount: 5, perIp: 20, windowMs: 60_000 },
  ) {}

  /** Counts one attempt as failed until it succeeds; false, counting nothing, when a limit is reached. */
  async reserve(email: string, ip: string): Promise<boolean> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - this.limits.windowMs);
    const recent = sql`array(select a from unnest(${loginAttempts.attempts}) a where a > ${since})`;
    // Account before IP in every transaction, so two reservations never wait on each other in a circle.
    const isReserved = await this.db
      .transaction(async (tx) => {
        for (const [key, limit] of [
          [keyOf('a', email), this.limits.perAccount],
          [keyOf('i', ip), this.limits.perIp],
        ] as const) {
          const rows = await tx
            .insert(loginAttempts)
            .values({ key, attempts: [now], lastAt: now })
            .onConflictDoUpdate({
              target: loginAttempts.key,
              set: { attempts: sql`${recent} || ${now}::timestamptz`, lastAt: now },
              setWhere: sql`cardinality(${recent}) < ${limit}`,
            })
            .returning({ key: loginAttempts.key });
          if (rows.length === 0) throw new LimitReached();
        }
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof LimitReached) return false;
        throw error;
      });
    await this.forgetOld(since);
    return isReserved;
  }

  /** The right password: the account starts afresh and the attempt no longer counts against the IP. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, keyOf('a', email)));
    await this.db
      .update(loginAttempts)
      .set({
        attempts: sql`${loginAttempts.attempts}[1:cardinality(${loginAttempts.attempts}) - 1]`,
      })
      .where(eq(loginAttempts.key, keyOf('i', ip)));
  }

  /** Drops keys with no attempt in the window; skips rows another reservation holds (never waits). */
  private async forgetOld(since: Date): Promise<void> {
    const stale = this.db
      .select({ key: loginAttempts.key })
      .from(loginAttempts)
      .where(lt(loginAttempts.lastAt, since))
      .limit(100)
      .for('update', { skipLocked: true });
    await this.db
      .delete(loginAttempts)
      .where(and(inArray(loginAttempts.key, stale), lt(loginAttempts.lastAt, since)));
  }
}

class LimitReached extends Error {}
