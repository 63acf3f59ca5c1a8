import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { createChangeFeed, type ChangeFeed, type PublicChanges } from './public-changes';
import { weakEtag } from '../http/delivery';

const codings = ['br', 'gzip'] as const;
type Coding = (typeof codings)[number];

/** An answer as it goes out: the JSON text, its validator, and its compressed forms once asked for. */
export type CachedAnswer = { body: string; etag: string; encoded: Partial<Record<Coding, Buffer>> };

type Entry = CachedAnswer & { tags: readonly string[] };

/** What an answer was made of: a table's name, or a row's tag ('listing:<id>', 'author:<id>'; migration 0033). */
export type Computed = string | { body: string; tags: readonly string[] };

export type PublicReadCache = {
  /**
   * The answer for `key` from memory, or computed once (concurrent callers share the computation)
   * and kept until a committed change names one of `tags`, or one `compute` adds, in any server
   * process (decision 056).
   */
  read(
    key: string,
    tags: readonly string[],
    compute: () => Promise<Computed>,
  ): Promise<CachedAnswer>;
  /** Lookups since start: answered from memory, joined a computation in flight, or computed. */
  stats(): { hits: number; shared: number; misses: number };
  close(): Promise<void>;
};

/**
 * Public answers in memory, in insertion order, up to `maxBytes` of JSON text (the oldest go first).
 * Only kept while change notices arrive: without them (connection lost, cache sized 0) every read
 * computes.
 */
export async function createPublicReadCache(
  db: Db,
  { maxBytes, changes }: { maxBytes: number; changes?: ChangeFeed },
): Promise<PublicReadCache> {
  // The process's change feed (decision 141), or one of its own.
  const ownFeed = changes || maxBytes === 0 ? null : createChangeFeed(db);
  const changeFeed = changes ?? ownFeed;
  const entries = new Map<string, Entry>();
  const computing = new Map<string, { answer: Promise<CachedAnswer>; tags: readonly string[] }>();
  // A computation started before a change must not keep its (maybe stale) answer: each tag remembers
  // the number of the last notice that named it, and a computation the notice count it started at.
  let notices = 0;
  const lastNamed = new Map<string, number>();
  let inFlight = 0;
  let bytes = 0;
  const counts = { hits: 0, shared: 0, misses: 0 };
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
  const isUnchangedSince = (start: number, tags: readonly string[]) =>
    tags.every((tag) => (lastNamed.get(tag) ?? 0) <= start);

  let feed: PublicChanges | null = null;
  if (maxBytes > 0 && changeFeed) {
    feed = await changeFeed.subscribe({
      changed(tag) {
        notices += 1;
        if (tag === '*') {
          epoch += 1;
          forgetAll();
          return;
        }
        // Only computations under way need the past; with none, it can go.
        if (inFlight === 0) lastNamed.clear();
        lastNamed.set(tag, notices);
        for (const [key, entry] of entries) if (entry.tags.includes(tag)) forget(key);
        for (const [key, work] of computing) if (work.tags.includes(tag)) computing.delete(key);
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
    tags: readonly string[],
    compute: () => Promise<Computed>,
  ): Promise<CachedAnswer> => {
    const entry = entries.get(key);
    if (entry) {
      counts.hits += 1;
      return Promise.resolve(entry);
    }
    const shared = computing.get(key);
    if (shared) {
      counts.shared += 1;
      return shared.answer;
    }
    counts.misses += 1;
    const start = notices;
    const startEpoch = epoch;
    inFlight += 1;
    const answer = compute().then(
      (result) => {
        inFlight -= 1;
        const body = typeof result === 'string' ? result : result.body;
        const allTags = typeof result === 'string' ? tags : [...tags, ...result.tags];
        const computed: Entry = { body, etag: weakEtag(body), encoded: {}, tags: allTags };
        if (computing.get(key)?.answer === answer) computing.delete(key);
        if (isListening && epoch === startEpoch && isUnchangedSince(start, allTags))
          keep(key, computed);
        return computed;
      },
      (error: unknown) => {
        inFlight -= 1;
        throw error;
      },
    );
    answer.catch(() => {
      if (computing.get(key)?.answer === answer) computing.delete(key);
    });
    computing.set(key, { answer, tags });
    return answer;
  };

  return {
    read(key, tags, compute) {
      const synced = feed?.sync();
      return synced ? synced.then(() => lookup(key, tags, compute)) : lookup(key, tags, compute);
    },
    stats: () => ({ ...counts }),
    async close() {
      await feed?.close();
      await ownFeed?.close();
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
