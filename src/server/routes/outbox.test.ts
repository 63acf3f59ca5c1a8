import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../modules/email/queue-email';
import { buildUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'http://127.0.0.1:18602' });
});
afterAll(async () => t.close());

describe('the outbox without SMTP (the demo)', () => {
  it('stores every email and lists them newest first, with bodies one at a time', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Sofia', language: 'fr' });
    const first = await queueEmail(t.app.deps, { to: user.email, user, template: 'verify-email', values: { email: user.email }, path: '/verify-email?t=one' });
    t.clock.advance(1000);
    const second = await queueEmail(t.app.deps, { to: user.email, user, template: 'password-changed', path: '/recover-password' });

    const list = await t.app.inject({ method: 'GET', url: '/api/outbox?perPage=1' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const body = list.json();
    expect(body.meta).toMatchObject({ page: 1, perPage: 1, totalItems: 2, totalPages: 2 });
    expect(body.data[0]).toMatchObject({
      id: second.id,
      recipient: user.email,
      language: 'fr',
      template: 'password-changed',
      subject: 'Votre mot de passe Levada a été modifié',
      status: 'stored',
    });
    expect(body.data[0].html).toBeUndefined();

    const one = await t.app.inject({ method: 'GET', url: `/api/outbox/${first.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.html).toContain('href="http://127.0.0.1:18602/verify-email?t=one"');
    expect(one.json().data.text).toContain('Bonjour Sofia,');
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox/7f0c8e44-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox/nope' })).statusCode).toBe(400);
  });
});
