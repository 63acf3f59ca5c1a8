import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { listenForPublicChanges, type PublicChanges } from '../db/public-changes';
import { weakEtag } from './delivery';

const codings = ['br', 'gzip'] as const;
type Coding = (typeof codings)[number];

/** An answer as it goes out: the JSON text, its validator, and its compressed forms once asked for. */
export type CachedAnswer = { body: string; etag: string; encoded: Partial<Record<Coding, Buffer>> };

type Entry = CachedAnswer & { tables: readonly string[] };

export type PublicReadCache = {
  /**
   * The answer for `key` from memory, or computed once (concurrent callers share the computation)
   * and kept until a statement changes one of `tables` in any server process (decision 056).
   */
  read(
    key: string,
    tables: readonly string[],
    compute: () => Promise<string>,
  ): Promise<CachedAnswer>;
  close(): Promise<void>;
};

/**
 * Public answers in memory, in insertion order, up to `maxBytes` of JSON text (the oldest go first).
 * Only kept while change notices arrive: without them (connection lost, cache sized 0) every read
 * computes.
 */
export async function createPublicReadCache(
  db: Db,
  { maxBytes }: { maxBytes: number },
): Promise<PublicReadCache> {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, { answer: Promise<CachedAnswer>; tables: readonly string[] }>();
  // A computation started before a change must not keep its (maybe stale) answer: it compares the
  // change counters of its tables before and after.
  const changes = new Map<string, number>();
  let bytes = 0;
  let isListening = false;
  // Moves on every loss and return of the notices: what was computed across one is not kept.
  let epoch = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const forgetAll = () => {
    entries.clear();
    computing.clear();
    bytes = 0;
  };
  const counters = (tables: readonly string[]) => tables.map((t) => changes.get(t) ?? 0).join();

  let feed: PublicChanges | null = null;
  if (maxBytes > 0) {
    feed = await listenForPublicChanges(db, {
      changed(table) {
        changes.set(table, (changes.get(table) ?? 0) + 1);
        for (const [key, entry] of entries) if (entry.tables.includes(table)) forget(key);
        for (const [key, work] of computing) if (work.tables.includes(table)) computing.delete(key);
      },
      lost() {
        isListening = false;
        epoch += 1;
        forgetAll();
      },
      listening() {
        forgetAll();
        epoch += 1;
        isListening = true;
      },
    });
  }

  const keep = (key: string, entry: Entry) => {
    if (entry.body.length > maxBytes / 16) return;
    forget(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const lookup = (
    key: string,
    tables: readonly string[],
    compute: () => Promise<string>,
  ): Promise<CachedAnswer> => {
    const entry = entries.get(key);
    if (entry) return Promise.resolve(entry);
    const shared = computing.get(key);
    if (shared) return shared.answer;
    const before = counters(tables);
    const startEpoch = epoch;
    const answer = compute().then((body) => {
      const computed: Entry = { body, etag: weakEtag(body), encoded: {}, tables };
      if (computing.get(key)?.answer === answer) computing.delete(key);
      if (isListening && epoch === startEpoch && counters(tables) === before) keep(key, computed);
      return computed;
    });
    answer.catch(() => {
      if (computing.get(key)?.answer === answer) computing.delete(key);
    });
    computing.set(key, { answer, tables });
    return answer;
  };

  return {
    read(key, tables, compute) {
      const synced = feed?.sync();
      return synced
        ? synced.then(() => lookup(key, tables, compute))
        : lookup(key, tables, compute);
    },
    async close() {
      await feed?.close();
      forgetAll();
    },
  };
}

/**
 * Sends a kept JSON answer as it is: no serializer runs, delivery uses its ETag, and a body worth
 * compressing (decision 050) is compressed once per answer and coding rather than once per request.
 */
export function sendCachedJson<R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  answer: CachedAnswer,
): R {
  reply.header('etag', answer.etag).type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const coding =
    accepted && answer.body.length >= 1024
      ? (negotiate(accepted.toLowerCase(), codings as unknown as string[]) as Coding | undefined)
      : undefined;
  if (!coding) return reply.send(answer.body) as R;
  answer.encoded[coding] ??=
    coding === 'br'
      ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(answer.body, { level: 9 });
  return reply
    .header('vary', 'accept-encoding')
    .header('content-encoding', coding)
    .send(answer.encoded[coding]) as R;
}

/** JSON text of a value checked against its response schema, as the route's serializer would write it. */
export const toJsonWith = <S extends z.ZodType>(schema: S, value: z.output<S>): string =>
  JSON.stringify(z.encode(schema, value));
