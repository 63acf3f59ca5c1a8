// Errors reported without an error service (decision 134): a request's unexpected 500 and a job that
// fails for good are kept in reported_errors, once per kind of error, counted, with the spec's tag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { reportedErrors } from '../db/schema';
import { enqueueJob } from '../jobs/job-queue';
import { runDueJobs } from '../jobs/job-runner';
import { createTestApp, type TestContext } from '../test/test-app';
import { browserHeaders } from '../test/sessions';
import { createSession } from '../modules/accounts/create-session';
import { buildUser } from '../test/factories';
import { pageRendererFile } from './web';

let t: TestContext;
let app: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database, with a route that fails as an unforeseen bug would.
  app = await buildApp({ ...t.app.deps, errorReporter: undefined });
  app.post('/api/transactions/:id/explode', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'amount')");
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('reported errors', () => {
  it('keeps a 500 once per kind, counted, with its failure tag and the request id it answered', async () => {
    const user = await buildUser(t.database.db);
    const { token } = await createSession(t.app.deps, user.id, ['user']);
    const explode = () =>
      app.inject({
        method: 'POST',
        url: '/api/transactions/00000000-0000-4000-8000-000000000001/explode',
        headers: browserHeaders(token),
        payload: { transition: 'accept' },
      });
    const first = await explode();
    expect(first.statusCode).toBe(500);
    expect(first.json().error).toEqual({
      code: 'internal-error',
      message: 'Something went wrong on our side',
    });
    const second = await explode();
    const rows = await t.database.db.select().from(reportedErrors);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'server',
      message: "Cannot read properties of undefined (reading 'amount')",
      tags: {
        failure: 'accept-sale-failed',
        route: 'POST /api/transactions/:id/explode',
      },
      requestId: second.headers['x-request-id'],
      count: 2,
    });
    expect(rows[0]!.stack).toContain('TypeError');
  });

  it('keeps a job that failed for good, not one that will be tried again', async () => {
    const handlers = {
      'failing-test-job': async () => {
        throw new Error('The provider refused');
      },
    };
    await enqueueJob(t.database.db, t.clock, {
      kind: 'failing-test-job',
      payload: {},
      key: 'failing-1',
      maxAttempts: 2,
    });
    const only = { handlers, kinds: ['failing-test-job'], log: () => undefined };
    await runDueJobs(t.app.deps, only);
    const jobRows = () =>
      t.database.db
        .select()
        .from(reportedErrors)
        .where(eq(reportedErrors.message, 'The provider refused'));
    expect(await jobRows()).toEqual([]);
    t.clock.advance(24 * 3_600_000);
    await runDueJobs(t.app.deps, only);
    expect(await jobRows()).toEqual([
      expect.objectContaining({
        tags: { failure: 'job-failed', job: 'failing-test-job' },
        count: 1,
      }),
    ]);
  });

  it('keeps a failed server render of a page, which the browser then renders', async () => {
    // A build whose server renderer breaks, as a bug in a page's code would.
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-broken-render-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.dirname(pageRendererFile(webDir)), { recursive: true });
    fs.writeFileSync(
      pageRendererFile(webDir),
      "export async function renderPage() { throw new Error('window is not defined'); }\n",
    );
    const broken = await buildApp({
      ...t.app.deps,
      config: { ...t.app.deps.config, webDistDir: webDir },
      errorReporter: undefined,
    });
    try {
      await broken.ready();
      const page = await broken.inject({ method: 'GET', url: '/about' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      const [row] = await t.database.db
        .select()
        .from(reportedErrors)
        .where(eq(reportedErrors.message, 'window is not defined'));
      expect(row).toMatchObject({
        tags: { failure: 'initial-render-failed', page: 'AboutPage' },
        requestId: page.headers['x-request-id'],
      });
    } finally {
      await broken.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
