// Issue 13 items 4 and 12: a control character in any string field of any request (body or query
// string) is a 400 naming that field, never a 500 and never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  concretePath,
  fieldSchema,
  listOperations,
  probeBody,
  stringFieldPaths,
  type Operation,
} from './openapi-operations';

let t: TestContext;
let operations: Operation[];
let headers: Record<string, string>;
beforeAll(async () => {
  // The probing operator is also the marketplace's staff, so the admin routes read their bodies too.
  t = await createTestApp({ adminEmails: ['probe@levada.example'] });
  operations = await listOperations(t.app);
  const prober = await buildOperator(t.database.db, {
    email: 'probe@levada.example',
    emailVerified: true,
  });
  headers = await signedInHeaders(t, prober.id);
});
afterAll(async () => t.close());

const probes = ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085'];

describe('control characters', () => {
  it('are refused in every string field of every JSON body', async () => {
    const fields = operations.flatMap((op) =>
      stringFieldPaths(op.bodySchema).map((path) => ({ op, path })),
    );
    expect(fields.length).toBeGreaterThan(40);
    for (const { op, path } of fields) {
      for (const probe of probes.slice(0, 2)) {
        const response = await t.app.inject({
          method: op.method,
          url: concretePath(op),
          headers,
          payload: probeBody(op.bodySchema, path, probe) as object,
        });
        const where = `${op.method} ${op.path} ${path.join('.')} ${JSON.stringify(probe)}`;
        if (response.statusCode === 404) {
          // The route checks the resource before the body (a probe's id never exists): its declared
          // schema must refuse the probe instead.
          const pattern = fieldSchema(op.bodySchema, path)?.pattern;
          expect(pattern && new RegExp(pattern, 'u').test(probe), where).toBe(false);
          continue;
        }
        expect(response.statusCode, where).toBe(400);
        // The field itself, or the union holding it (a union reports at its own place).
        const field = `body/${path.join('/')}`;
        const details = (response.json().error.details ?? []) as Array<{ path: string }>;
        expect(
          details.some((d) => field.startsWith(d.path)),
          `${where}: ${JSON.stringify(details)}`,
        ).toBe(true);
      }
    }
  });

  // Fastify checks the body before the query string, so the query strings of reads are probed.
  it('are refused in every string query parameter of every read', async () => {
    const params = operations
      .filter((op) => op.method === 'GET')
      .flatMap((op) => op.queryStrings.map((name) => ({ op, name })));
    expect(params.length).toBeGreaterThan(10);
    for (const { op, name } of params) {
      for (const probe of probes) {
        const url = `${concretePath(op)}?${new URLSearchParams({ [name]: probe })}`;
        const response = await t.app.inject({ method: op.method, url, headers });
        const where = `${op.method} ${url}`;
        expect(response.statusCode, where).toBe(400);
        expect(
          response.json().error.details.map((d: { path: string }) => d.path),
          where,
        ).toContain(`querystring/${name}`);
      }
    }
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const bio = 'Guide since 2010.\r\n\tLevadas and peaks.';
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers,
      payload: { bio },
    });
    expect(response.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers });
    expect(info.json().data.user.bio).toBe(bio.trim());
  });

  it('in a login is a 400 and never reaches the database', async () => {
    for (const payload of [
      { email: 'a\u0000@b.pt', password: 'whatever1' },
      { email: 'a@b.pt', password: 'x\u0000y' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation-invalid-params');
    }
  });
});
