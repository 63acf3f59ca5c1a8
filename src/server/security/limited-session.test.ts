// Issue 13 item 9: a limited-access session (scopes exactly `user:limited`, spec 001 §6) may look and
// log out, but no unsafe route of the OpenAPI document lets it change listings or account data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../db/schema';
import { buildListing, buildOperator } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  concretePath,
  isOctoOperation,
  listOperations,
  type Operation,
} from './openapi-operations';

let t: TestContext;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await listOperations(t.app);
});
afterAll(async () => t.close());

// Leaving the session, becoming someone else, resetting a password with an emailed link, counting a
// referral click; webhooks come from Stripe, not from a session.
const allowed = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/create-user-with-idp',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset',
  'POST /api/affiliate-clicks',
  'POST /api/stripe/webhooks',
  // A browser's error report (decision 148): a limited session's page may fail too.
  'POST /api/errors',
]);

describe('a limited-access session', () => {
  it('is refused on every unsafe route but the few that leave or start a session', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const limited = await signedInHeaders(t, operator.id, ['user:limited']);
    const unsafe = operations.filter(
      (op) =>
        op.method !== 'GET' && !allowed.has(`${op.method} ${op.path}`) && !isOctoOperation(op),
    );
    expect(unsafe.length).toBeGreaterThan(30);
    for (const op of unsafe) {
      // The operator's own listing where a route takes one, so ownership would not refuse first.
      const url = concretePath(op).replace(/\/own-listings\/[^/]+/, `/own-listings/${listing.id}`);
      const response = await t.app.inject({
        method: op.method,
        url,
        headers: { ...limited, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(response.json().error.code, `${op.method} ${op.path}`).toBe('forbidden');
    }
  });

  it('changes nothing of the account or its listings with a full request, and can still log out', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id });
    const limited = await signedInHeaders(t, operator.id, ['user:limited']);
    const attempts = [
      { method: 'PATCH' as const, url: '/api/account/profile', payload: { firstName: 'Mallory' } },
      {
        method: 'PATCH' as const,
        url: `/api/own-listings/${listing.id}`,
        payload: { title: 'Taken over' },
      },
      { method: 'POST' as const, url: `/api/own-listings/${listing.id}/close` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: limited });
      expect(response.statusCode, attempt.url).toBe(403);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.id, operator.id));
    expect(user!.firstName).toBe(operator.firstName);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect([row!.title, row!.state]).toEqual([listing.title, 'published']);

    const look = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers: limited });
    expect(look.json().data.scopes).toEqual(['user:limited']);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: limited });
    expect(out.statusCode).toBe(204);
  });
});
