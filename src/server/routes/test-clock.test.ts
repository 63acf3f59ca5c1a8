import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { OffsetClock } from '../clock';
import { transactions } from '../db/schema';
import { browserHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildTransaction } from '../test/transaction-factories';

// The browser journeys' clock seam: a second app on the same database with the clock main.ts makes
// under TEST_CLOCK (config.test.ts: only on a local server).
let t: TestContext;
let clock: OffsetClock;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  clock = new OffsetClock();
  app = await buildApp({
    config: t.config,
    db: t.database.db,
    clock,
    imageStorage: t.app.deps.imageStorage,
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const move = (target: typeof app, payload: object) =>
  target.inject({ method: 'POST', url: '/api/test/clock', headers: browserHeaders(), payload });

describe('POST /api/test/clock', () => {
  it('does not exist on a server without the test clock', async () => {
    expect((await move(t.app, { advanceMinutes: 60 })).statusCode).toBe(404);
  });

  it('moves the server’s time, runs the timers that fell due, and goes back to real time', async () => {
    const booking = await buildTransaction(app.deps, { state: 'accepted' });
    const days = Math.ceil((booking.departure.end.getTime() - Date.now()) / 86_400_000) + 1;
    const moved = await move(app, { advanceMinutes: days * 24 * 60 });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().data.now) - Date.now()).toBeGreaterThan((days - 1) * 86_400_000);
    expect(moved.json().data.jobsRun).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select({ state: transactions.state, by: transactions.lastTransition })
      .from(transactions)
      .where(eq(transactions.id, booking.row.id));
    expect(row).toEqual({ state: 'delivered', by: 'complete' });

    const reset = await move(app, { reset: true });
    expect(Math.abs(Date.parse(reset.json().data.now) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a move backwards or without a size, and unsafe calls without the CSRF token', async () => {
    for (const payload of [{ advanceMinutes: -5 }, { advanceMinutes: 0 }, {}, { reset: false }])
      expect((await move(app, payload)).statusCode).toBe(400);
    const bare = await app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMinutes: 5 },
    });
    expect(bare.statusCode).toBe(403);
  });
});
