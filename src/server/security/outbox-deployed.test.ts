// Issue 13 items 3 and 12: deployed without SMTP, the outbox keeps every email (a reset link among
// them) and shows it to no one: not to a visitor, not to a signed-in user, however the path is spelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildUser } from '../test/factories';
import { latestEmailTo } from '../test/outbox';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  const deployed = loadConfig({
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PUBLIC_BASE_URL: 'https://levada.example',
  });
  expect(deployed.smtp).toBeNull();
  t = await createTestApp({
    publicBaseUrl: deployed.publicBaseUrl,
    outboxPublic: deployed.outboxPublic,
  });
});
afterAll(async () => t.close());

describe('the outbox of a deployed server without SMTP', () => {
  it('keeps a reset email but shows it to no one', async () => {
    const victim = await buildUser(t.database.db);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: browserHeaders(),
      payload: { email: victim.email },
    });
    expect(reset.statusCode).toBe(204);
    const stored = await latestEmailTo(t.database.db, victim.email, 'reset-password');
    expect(stored?.text).toContain('https://levada.example/');

    const someone = await signedInHeaders(t, (await buildUser(t.database.db)).id);
    for (const headers of [browserHeaders(), someone]) {
      for (const url of [
        '/api/outbox',
        `/api/outbox/${stored!.id}`,
        '/%61pi/outbox',
        `/api/%6Futbox/${stored!.id}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain(victim.email);
      }
    }
  });
});
