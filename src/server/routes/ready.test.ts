// GET /api/ready: traffic only when the database answers, the migrations are applied and this
// process's job runner is alive; the answer says which part is missing. Every answer carries the
// request's id in X-Request-Id, the id its log lines carry.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../jobs/job-runner';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/ready', () => {
  it('is 503 until a job runner runs in the process, then 200', async () => {
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      isReady: false,
      database: 'ok',
      migrations: 'applied',
      jobRunner: 'not-running',
    });

    const runner = startJobRunner(t.app.deps, {
      handlers: {},
      kinds: ['ready-test'],
      log: () => undefined,
    });
    try {
      const after = await ready();
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({
        isReady: true,
        database: 'ok',
        migrations: 'applied',
        jobRunner: 'alive',
      });
    } finally {
      await runner.stop();
    }
    expect((await ready()).json().jobRunner).toBe('not-running');
  });

  it('says the migrations are pending when the database lacks one of this build', async () => {
    const runner = startJobRunner(t.app.deps, {
      handlers: {},
      kinds: ['ready-test'],
      log: () => undefined,
    });
    const [last] = (
      (await t.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`,
    );
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        isReady: false,
        migrations: 'pending',
        jobRunner: 'alive',
      });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
      await runner.stop();
    }
  });

  it('returns the request id in X-Request-Id, a new one for each request', async () => {
    const [a, b] = await Promise.all([
      ready(),
      t.app.inject({ method: 'GET', url: '/api/listings' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
