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
  // Several at once, so a pool opens several connections.
  it.each([
    ['plan for storage without seeks (decision 062)', 'random_page_cost', '1.1'],
    ['run no parallel workers (decision 066)', 'max_parallel_workers_per_gather', '0'],
  ])('%s on every connection', async (_, setting, expected) => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.database.db.execute(sql.raw(`show ${setting}`))),
    );
    const rowsOf = (answer: unknown) =>
      (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
    expect(answers.map((answer) => rowsOf(answer)[0]![setting])).toEqual([
      expected,
      expected,
      expected,
      expected,
    ]);
  });
});
