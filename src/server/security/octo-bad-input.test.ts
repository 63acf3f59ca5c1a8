// The OCTO supplier API (decisions 149-151) is left out of the sweeps over the app's routes (its
// bearer key, its error body): here the same promises for it. Control characters and lone surrogates
// are refused with OCTO's 400 BAD_REQUEST; a browser's cookies open nothing (no bearer key: 401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator } from '../test/factories';
import { buildReseller, octoHeaders } from '../test/octo';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { isOctoOperation, listOperations } from './openapi-operations';

let t: TestContext;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await buildReseller(t.app.deps));
});
afterAll(async () => t.close());

const probes = ['\u0000', 'a\u0000b', '\u001b[31m', '\ud800'];

describe('the OCTO API and bad input', () => {
  // A URL cannot carry a lone surrogate (it is encoded as U+FFFD): control characters only.
  it('refuses control characters in a query string with BAD_REQUEST', async () => {
    for (const probe of probes.slice(0, 3)) {
      const url = `/octo/bookings?${new URLSearchParams({ resellerReference: probe })}`;
      const response = await t.app.inject({ method: 'GET', url, headers: octoHeaders(key) });
      // The document declares no 400 for this read; the body is OCTO's error body all the same.
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BAD_REQUEST' });
    }
  });

  it('refuses them in a JSON body with BAD_REQUEST, holding nothing', async () => {
    for (const probe of probes) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoHeaders(key),
        payload: {
          productId: probe,
          optionId: 'DEFAULT',
          availabilityId: '2026-06-01T10:00:00+01:00',
          unitItems: [{ unitId: 'adult' }],
          resellerReference: probe,
        },
      });
      expect(response.statusCode, JSON.stringify(probe)).toBe(400);
      expect(['BAD_REQUEST', 'INVALID_PRODUCT_ID']).toContain(
        (response.json() as { error: string }).error,
      );
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: '/octo/bookings?resellerReference=x',
      headers: octoHeaders(key),
    });
    expect(listed.json()).toEqual([]);
  });

  it('opens nothing to a signed-in browser: every OCTO route without a bearer key is 401', async () => {
    const operator = await buildOperator(t.database.db);
    const browser = await signedInHeaders(t, operator.id);
    const octo = (await listOperations(t.app)).filter(isOctoOperation);
    expect(octo.length).toBeGreaterThanOrEqual(13);
    for (const op of octo) {
      const response = await t.app.inject({
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001'),
        headers: browser,
        payload: op.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(401);
    }
  });
});
