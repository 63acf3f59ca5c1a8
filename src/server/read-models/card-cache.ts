import type { Db } from '../db/client';
import { createChangeFeed, type ChangeFeed, type PublicChanges } from './public-changes';

/**
 * Published listings' cards by id in this process's memory (docs/decisions/084): a search answered
 * by the index then reads no row. A card is kept until a committed change names its listing
 * (`listing:<id>`, migration 0033: the listing's row or one of its photos) in any server process.
 */
export type CardCache<T extends { id: string }> = {
  /**
   * The cards of `ids`, in that order: those kept, and the others from compute() (one call for all
   * missing), which are kept unless a change to their listing was noticed meanwhile. An id compute()
   * does not answer (no longer published) is left out.
   */
  read(ids: readonly string[], compute: (missing: string[]) => Promise<T[]>): Promise<T[]>;
  close(): Promise<void>;
};

/**
 * Keeps up to `maxCards` (0: none), the least recently read going first; hears changes on `changes`,
 * the process's change feed (decision 141), or on a feed of its own.
 */
export function createCardCache<T extends { id: string }>(
  db: Db,
  { maxCards, changes }: { maxCards: number; changes?: ChangeFeed },
): CardCache<T> {
  const ownFeed = changes ? null : createChangeFeed(db);
  const changeFeed = changes ?? ownFeed!;
  const kept = new Map<string, T>();
  let feed: PublicChanges | null = null;
  let starting: Promise<void> | null = null;
  let isListening = false;
  let isClosed = false;
  // A read that started before a change to one of its listings must not keep it: while reads are
  // under way, each listing named remembers the number of the notice that named it last.
  let notices = 0;
  let inFlight = 0;
  const lastNamed = new Map<string, number>();
  // Moves on every '*', loss and return of the notices: what was read across one is not kept.
  let epoch = 0;

  const forgetAll = () => {
    epoch += 1;
    kept.clear();
  };
  const start = async () => {
    feed = await changeFeed.subscribe({
      changed(tag) {
        notices += 1;
        if (tag === '*') return forgetAll();
        if (!tag.startsWith('listing:')) return;
        const id = tag.slice('listing:'.length);
        kept.delete(id);
        if (inFlight > 0) lastNamed.set(id, notices);
      },
      lost() {
        isListening = false;
        forgetAll();
      },
      listening() {
        forgetAll();
        isListening = true;
      },
    });
  };

  return {
    async read(ids, compute) {
      if (maxCards === 0 || isClosed) return compute([...ids]);
      // The first read waits for the notices to be heard: from then on, what is read is kept.
      await (starting ??= start().catch(() => {
        starting = null;
      }));
      // Read your own writes: what this process committed is noticed before a kept card is used.
      await feed?.sync();
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const id of ids) {
        const card = kept.get(id);
        if (!card) missing.push(id);
        else {
          found.set(id, card);
          kept.delete(id);
          kept.set(id, card);
        }
      }
      if (missing.length > 0) {
        const startNotice = notices;
        const startEpoch = epoch;
        inFlight += 1;
        let computed: T[];
        try {
          computed = await compute(missing);
        } finally {
          inFlight -= 1;
        }
        const canKeep = isListening && epoch === startEpoch;
        for (const card of computed) {
          found.set(card.id, card);
          if (!canKeep || (lastNamed.get(card.id) ?? 0) > startNotice) continue;
          kept.set(card.id, card);
          if (kept.size > maxCards) kept.delete(kept.keys().next().value!);
        }
        if (inFlight === 0) lastNamed.clear();
      }
      return ids.flatMap((id) => {
        const card = found.get(id);
        return card ? [card] : [];
      });
    },
    async close() {
      isClosed = true;
      await starting;
      await feed?.close();
      await ownFeed?.close();
      forgetAll();
    },
  };
}
