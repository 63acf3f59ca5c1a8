import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('database connections', () => {
  it('plan for storage without seeks on every connection (random_page_cost 1.1, decision 062)', async () => {
    // Several at once, so a pool opens several connections.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.database.db.execute(sql`show random_page_cost`)),
    );
    const rowsOf = (answer: unknown) =>
      (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
        random_page_cost: string;
      }[];
    expect(answers.map((answer) => rowsOf(answer)[0]!.random_page_cost)).toEqual([
      '1.1',
      '1.1',
      '1.1',
      '1.1',
    ]);
  });

  it('run no parallel workers on any connection (decision 066)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.database.db.execute(sql`show max_parallel_workers_per_gather`),
      ),
    );
    const rowsOf = (answer: unknown) =>
      (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
        max_parallel_workers_per_gather: string;
      }[];
    expect(answers.map((answer) => rowsOf(answer)[0]!.max_parallel_workers_per_gather)).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
  });
});
