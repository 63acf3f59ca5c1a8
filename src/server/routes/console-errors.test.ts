// The console's list of reported errors (issue 43 part 6, decision 134): to an administrator only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleErrorsResponse } from '../../contracts/console';
import { grantAdmin } from '../modules/console/grant-admin';
import { buildAffiliate, buildOperator, buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.database.db, {
    email: 'ana.admin@levada.example',
    emailVerified: true,
  });
  await grantAdmin(t.app.deps, admin.email, { id: null, label: 'test' });
  adminHeaders = await signedInHeaders(t, admin.id);
});
afterAll(async () => t.close());

const list = (query = '', headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/console/errors${query}`, headers });

function failing(message: string) {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at accept (/app/src/server/modules/x.ts:1:1)`;
  return error;
}

describe('GET /api/console/errors', () => {
  it('lists each kind of error once, the latest first, with its count and tags, filtered', async () => {
    const report = (message: string, failure: string) =>
      t.app.deps.errorReporter.report({
        error: failing(message),
        source: 'server',
        tags: { failure },
        requestId: `req-${message}`,
      });
    await report('capture refused', 'job-failed');
    t.clock.advance(60_000);
    await report('undefined amount', 'accept-sale-failed');
    t.clock.advance(60_000);
    await report('undefined amount again', 'accept-sale-failed');

    const all = await list();
    expect(all.statusCode).toBe(200);
    const body = all.json<ConsoleErrorsResponse>();
    expect(body.meta.totalItems).toBe(2);
    expect(body.data.map((e) => [e.message, e.count, e.tags.failure, e.requestId])).toEqual([
      ['undefined amount again', 2, 'accept-sale-failed', 'req-undefined amount again'],
      ['capture refused', 1, 'job-failed', 'req-capture refused'],
    ]);
    const byTag = (await list('?q=job-failed')).json<ConsoleErrorsResponse>();
    expect(byTag.data.map((e) => e.message)).toEqual(['capture refused']);
    expect((await list('?source=web')).json<ConsoleErrorsResponse>().data).toEqual([]);
    expect((await list('?source=nowhere')).statusCode).toBe(400);
  });

  it('does not exist for a visitor or any user but an administrator', async () => {
    expect((await list('', {})).statusCode).toBe(404);
    for (const user of [
      await buildUser(t.database.db),
      await buildOperator(t.database.db),
      await buildAffiliate(t.database.db),
    ])
      expect((await list('', await signedInHeaders(t, user.id))).statusCode).toBe(404);
  });
});
