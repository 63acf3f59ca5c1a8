import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

describe('limitConcurrency', () => {
  it('runs at most max at once, all of them in the end, in order', async () => {
    const limit = limitConcurrency(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limit(async () => {
          started.push(i);
          running++;
          peak = Math.max(peak, running);
          // Calls of different lengths: 1 to 4 turns of the event loop.
          for (let turn = 0; turn <= i % 4; turn += 1) await new Promise(setImmediate);
          running--;
          return i * 2;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('frees the slot of a failed call', async () => {
    const limit = limitConcurrency(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
