import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { PublicReadCache } from '../read-models/public-read-cache';

// Node's own figures (memory, CPU, event loop, heap) are the process's: collected once, whatever
// number of apps a process builds (tests build many).
let processRegistry: Registry | undefined;
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'levada_' });
  }
  return processRegistry;
};

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

const isLoopback = (address: string | undefined) =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus' text format (decision 132): this process's request latencies and
 * statuses per route, its database pool and public-read cache, Node's own figures, and what the
 * database holds for every process (jobs by kind and state, job lag, bookings by state, outbox
 * messages by channel and status). Loopback only, unless the caller brings METRICS_TOKEN; to anyone
 * else it does not exist (404).
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; publicReads: PublicReadCache; metricsToken: string | undefined },
): void {
  const registry = new Registry();

  const requests = new Histogram({
    name: 'levada_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path: ids must not make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    requests
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });

  const pool = (deps.db as unknown as { $client: unknown }).$client;
  new Gauge({
    name: 'levada_db_pool_connections',
    help: "This process's PostgreSQL connections: open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Counter({
    name: 'levada_public_read_cache_lookups_total',
    help: 'Public answers asked of the cache: hit (from memory), shared (joined one being computed), miss',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      const stats = deps.publicReads.stats();
      this.reset();
      this.inc({ outcome: 'hit' }, stats.hits);
      this.inc({ outcome: 'shared' }, stats.shared);
      this.inc({ outcome: 'miss' }, stats.misses);
    },
  });

  new Gauge({
    name: 'levada_jobs',
    help: 'Jobs by kind and state (queued, running, failed: given up after their last try)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsOf<{ kind: string; state: string; n: number }>(
        deps.db.execute(
          sql`select kind, state, count(*)::int as n from jobs where state <> 'done' group by kind, state`,
        ),
      );
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, row.n);
    },
  });

  new Gauge({
    name: 'levada_job_lag_seconds',
    help: 'How long the oldest due job of each kind has waited past its time',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = deps.clock.now().toISOString();
      const rows = await rowsOf<{ kind: string; lag: number }>(
        deps.db.execute(
          sql`select kind, extract(epoch from (${now}::timestamptz - min(run_at)))::float8 as lag
            from jobs where state = 'queued' and run_at <= ${now}::timestamptz group by kind`,
        ),
      );
      for (const row of rows) this.set({ kind: row.kind }, row.lag);
    },
  });

  new Gauge({
    name: 'levada_bookings',
    help: 'Transactions by state of the booking process',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsOf<{ state: string; n: number }>(
        deps.db.execute(sql`select state, count(*)::int as n from transactions group by state`),
      );
      for (const row of rows) this.set({ state: row.state }, row.n);
    },
  });

  new Gauge({
    name: 'levada_outbox_messages',
    help: 'Messages by channel and status (pending, sent, failed)',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsOf<{ channel: string; status: string; n: number }>(
        deps.db.execute(
          sql`select channel, status, count(*)::int as n from outbox_messages group by channel, status`,
        ),
      );
      for (const row of rows) this.set({ channel: row.channel, status: row.status }, row.n);
    },
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    // The socket's address, not a forwarded one: a proxy in front cannot make a caller local.
    if (!isLoopback(request.socket.remoteAddress) && !hasToken(request, deps.metricsToken))
      return reply.callNotFound();
    const all = Registry.merge([processMetrics(), registry]);
    return reply.type(registry.contentType).send(await all.metrics());
  });
}
