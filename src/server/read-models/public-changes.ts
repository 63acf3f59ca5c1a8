import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client';

/**
 * The channel migration 0030's and 0033's triggers notify at commit: the changed table's name, a
 * changed row's tag ('listing:<id>', 'author:<id>'), or '*' after a TRUNCATE.
 */
export const publicChangesChannel = 'levada_public_reads';

export type PublicChangeHandlers = {
  /** A committed change named this table or row tag ('*': everything). */
  changed(tag: string): void;
  /** Notices may be missed from now on (the connection was lost). */
  lost(): void;
  /** Listening (again): notices arrive from now on. */
  listening(): void;
};

export type PublicChanges = {
  /**
   * Null when every change this process's queries made has been handed to `changed`; otherwise a
   * promise that resolves once they have (read your own writes).
   */
  sync(): Promise<void> | null;
  close(): Promise<void>;
};

const reconnectDelayMs = 500;

/**
 * Listens for changes to the tables public answers read. PGlite hands notices over with the result
 * of the committing statement. PostgreSQL sends them on a connection of their own (outside the
 * pool, so it never waits behind queries), which is reopened after a loss.
 */
export async function listenForPublicChanges(
  db: Db,
  handlers: PublicChangeHandlers,
  channel = publicChangesChannel,
): Promise<PublicChanges> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, handlers.changed);
    handlers.listening();
    return {
      // The notice came with the write's own result, before its promise resolved.
      sync: () => null,
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client, handlers, channel);
  throw new Error('listenForPublicChanges: unknown database client');
}

async function listenOnPostgres(
  pool: pg.Pool,
  handlers: PublicChangeHandlers,
  channel: string,
): Promise<PublicChanges> {
  let isClosed = false;
  // Work of this process's pool finished (a client went back) since the last round trip on the
  // listening connection: its notices may still be on the way.
  let finishedWork = 0;
  let syncedWork = 0;
  pool.on('release', () => {
    finishedWork += 1;
  });
  let queued: Promise<void> | null = null;
  let running: Promise<void> = Promise.resolve();
  let connection: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ ...pool.options, application_name: 'levada-public-changes' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.changed(message.payload);
    });
    // Ended by the server (restart, failover, a dropped test database): forget what may be stale.
    const onLost = () => {
      if (connection !== next) return;
      connection = null;
      handlers.lost();
      next.end().catch(() => undefined);
      if (!isClosed) retry = setTimeout(reconnect, reconnectDelayMs);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed) {
      await next.end();
      return;
    }
    connection = next;
    handlers.listening();
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!isClosed) retry = setTimeout(reconnect, reconnectDelayMs);
    });
  };

  await connect().catch(() => {
    retry = setTimeout(reconnect, reconnectDelayMs);
  });
  return {
    // A listening backend sends what it was told before it answers the next query on its
    // connection: one round trip, shared by every read waiting, covers all work finished before it.
    sync() {
      if (syncedWork === finishedWork || !connection) return null;
      queued ??= running.then(() => {
        queued = null;
        const covered = finishedWork;
        running = (connection?.query('select 1') ?? Promise.resolve()).then(
          () => {
            syncedWork = Math.max(syncedWork, covered);
          },
          () => undefined,
        );
        return running;
      });
      return queued;
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const last = connection;
      connection = null;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * One listening connection a process's caches share (decision 141): each subscriber gets every
 * notice, loss and return; `sync()` is the connection's. Listens from the first subscription on.
 */
export type ChangeFeed = {
  /** Handlers for every notice from now on; `listening()` at once when notices already arrive. */
  subscribe(handlers: PublicChangeHandlers): Promise<PublicChanges>;
  close(): Promise<void>;
};

export function createChangeFeed(db: Db): ChangeFeed {
  const subscribers = new Set<PublicChangeHandlers>();
  let isListening = false;
  let isClosed = false;
  let started: Promise<PublicChanges> | null = null;
  const start = () =>
    (started ??= listenForPublicChanges(db, {
      changed(tag) {
        for (const s of subscribers) s.changed(tag);
      },
      lost() {
        isListening = false;
        for (const s of subscribers) s.lost();
      },
      listening() {
        isListening = true;
        for (const s of subscribers) s.listening();
      },
    }).catch((error: unknown) => {
      started = null;
      throw error;
    }));
  return {
    async subscribe(handlers) {
      if (isClosed) return { sync: () => null, close: async () => undefined };
      const changes = await start();
      // No notice is handled between the start's end and here (no I/O in between).
      subscribers.add(handlers);
      if (isListening) handlers.listening();
      return {
        sync: () => (isClosed ? null : changes.sync()),
        close: async () => {
          subscribers.delete(handlers);
        },
      };
    },
    async close() {
      isClosed = true;
      subscribers.clear();
      await (await started?.catch(() => null))?.close();
    },
  };
}
