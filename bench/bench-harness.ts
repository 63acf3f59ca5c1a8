// What the benchmarks share: settings from the environment, a temporary PostgreSQL database, the
// load generator (in a worker or inline) and the printed table. Used by public-listings.ts and search.ts.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, type Database } from '../src/server/db/client';
import { runLoad, startLoadInWorker, type LoadResult, type LoadSpec } from './load-generator';

export const numberFromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
};

export const log = (line: string) => process.stdout.write(`${line}\n`);

/** Runs the load in a worker thread (the default, see public-listings.ts) or on this event loop. */
export const loadWith = (loadgen: 'worker' | 'inline') => (spec: LoadSpec) =>
  loadgen === 'worker' ? startLoadInWorker(spec) : runLoad(spec);

/** A temporary database on the given PostgreSQL server, dropped by the returned close(). */
export async function openTemporaryPostgres(url: string): Promise<Database & { url: string }> {
  const name = `levada_bench_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  // The pool has no 'error' listener of its own: without this one, a connection that the server
  // ends (DROP DATABASE ... WITH (FORCE) below, a restart) would crash the process.
  database.pool.on('error', () => undefined);
  return {
    ...database,
    url: dbUrl.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type Row = { scenario: string; result: LoadResult };

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');

/**
 * One table: req/s, exact percentiles, response size and the ratio to the bare route (the nearest
 * "bare Fastify GET /bare" row above, so that a table may hold several groups, e.g. one per connection count).
 */
export function printTable(title: string, rows: Row[]) {
  let bare = NaN;
  const headers = [
    'scenario',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'KB/resp',
    'vs bare',
    'non-2xx/err',
  ];
  const lines = rows.map(({ scenario, result }) => {
    // The small bare route only: "bare Fastify, page-1 JSON from memory" is not the baseline.
    if (scenario.startsWith('bare Fastify GET /bare')) bare = result.requestsPerSecond;
    return [
      scenario,
      result.requestsPerSecond.toFixed(0),
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      (result.meanBytes / 1024).toFixed(1),
      Number.isFinite(bare) ? `${((result.requestsPerSecond / bare) * 100).toFixed(1)}%` : '-',
      `${result.non2xx}/${result.errors + result.timeouts}`,
    ];
  });
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  log(`\n${title}`);
  log(headers.map((h, i) => pad(h, widths[i]!, i > 0)).join('  '));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) log(line.map((cell, i) => pad(cell, widths[i]!, i > 0)).join('  '));
}

/**
 * Runs a benchmark with a temporary folder, removed at the end; a failure is printed and sets the
 * exit code, and the process ends by itself once everything is closed.
 */
export async function runBench(body: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-bench-'));
  try {
    await body(tmp);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
