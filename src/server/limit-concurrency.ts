/**
 * At most `max` calls of the returned function run at once; the others wait in order. For work that
 * holds a lot of memory each (argon2 hashes, image decodes), so a burst queues instead of piling up.
 */
export function limitConcurrency(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < max) running++;
    // A finishing call hands its slot straight to the next waiter, so a newcomer cannot slip in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
