import { createHash } from 'node:crypto';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { preparedPerDatabase } from '../db/prepared';

export type RateLimitHit = { current: number; ttl: number };

// Keys carry account ids and IP addresses: only their hashes are stored.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Expired counters are swept at most this often by each process, on a write. */
export const rateLimitSweepMs = 60_000;

/**
 * Counts one request of `key` in a fixed window of `windowMs`, with one upsert: the first request
 * (or the first after the window ended) starts a window at 1, the others add one; the row lock orders
 * racing writers, so every process on the database counts the same (decision 090).
 */
export async function countRequest(
  db: Db,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<RateLimitHit> {
  const now = clock.now();
  const [row] = await counterUpsert(db).execute({
    key: hashed(key),
    expiresAt: new Date(now.getTime() + windowMs).toISOString(),
    now: now.toISOString(),
  });
  return { current: row!.hits, ttl: Math.max(0, row!.expiresAt.getTime() - now.getTime()) };
}

// Counted on every limited request (bench/README).
const counterUpsert = preparedPerDatabase((db) => {
  const isOver = sql`${rateLimitCounters.expiresAt} <= ${sql.placeholder('now')}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${isOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${isOver} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt })
    .prepare('count_request');
});

/** Deletes counters whose window has ended, a batch at a time; rows being counted are skipped, never waited for. */
export async function sweepRateLimitCounters(db: Db, now: Date): Promise<void> {
  const expired = db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .limit(500)
    .for('update', { skipLocked: true });
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} in (${expired})`);
}

/**
 * The store of @fastify/rate-limit in the `rate_limit_counters` table (its custom store interface):
 * limits hold across every server process and machine on one PostgreSQL, and on PGlite alike. Time is
 * the injected clock's. Each route's counters (a route's `config.rateLimit`) are kept apart by its
 * method and URL, as the library's Redis store does.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let sweptAt = Number.NEGATIVE_INFINITY;
  const sweepNow = () => {
    const now = clock.now();
    if (now.getTime() - sweptAt < rateLimitSweepMs) return Promise.resolve();
    sweptAt = now.getTime();
    return sweepRateLimitCounters(db, now);
  };
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitHit) => void,
      timeWindow: number,
    ): void {
      countRequest(db, clock, `${this.prefix}${key}`, timeWindow)
        .then(async (hit) => {
          await sweepNow().catch(() => undefined);
          return hit;
        })
        .then(
          (hit) => callback(null, hit),
          (error: unknown) => callback(error as Error),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const name = route?.url ? `${String(route.method)}${String(route.url)}:` : '';
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${name}`);
    }
  }
  return DatabaseRateLimitStore;
}
