// Issue 13 items 4 and 12: a control character in any string field of any request (body or query
// string) is a 400 naming that field, never a 500 and never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { grantAdmin } from '../modules/console/grant-admin';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  concretePath,
  fieldSchema,
  isOctoOperation,
  listOperations,
  probeBody,
  stringFieldPaths,
  type Operation,
} from './openapi-operations';

let t: TestContext;
let operations: Operation[];
let headers: Record<string, string>;
beforeAll(async () => {
  // The probing operator is also the marketplace's administrator, so the admin and console routes
  // read their bodies too.
  t = await createTestApp();
  operations = (await listOperations(t.app)).filter((op) => !isOctoOperation(op));
  const prober = await buildOperator(t.database.db, {
    email: 'probe@levada.example',
    emailVerified: true,
  });
  await grantAdmin(t.app.deps, prober.email, { id: null, label: 'test' });
  headers = await signedInHeaders(t, prober.id);
});
afterAll(async () => t.close());

const probes = ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085'];

/**
 * Each probe in every string field of every JSON body: a 400 naming the field, or, where
 * the route answers 404 before it reads the body, a declared pattern that refuses the probe.
 */
async function expectRefusedInEveryBodyField(probeValues: string[]) {
  const fields = operations.flatMap((op) =>
    stringFieldPaths(op.bodySchema).map((path) => ({ op, path })),
  );
  expect(fields.length).toBeGreaterThan(40);
  for (const { op, path } of fields) {
    for (const probe of probeValues) {
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
}

describe('control characters', () => {
  it('are refused in every string field of every JSON body', async () => {
    await expectRefusedInEveryBodyField(probes.slice(0, 2));
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

  it('in a login are a 400 (the value is refused) and never reaches the database', async () => {
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
      expect(response.json().error.code).toBe('validation-invalid-value');
    }
  });
});

// Issue 42 item 4: a lone UTF-16 surrogate in a field stored as JSON (address, rules, company name,
// quick replies, …) was a 500, operator sign-up included, before anyone signed in.
describe('unpaired surrogates', () => {
  it('are refused in every string field of every JSON body', async () => {
    await expectRefusedInEveryBodyField(['\ud800', 'a\udc00b']);
  });

  it('in an operator sign-up are a 400 validation-invalid-value, and no account is made', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: browserHeaders(),
      payload: {
        type: 2,
        firstName: 'Rita',
        lastName: 'Gouveia',
        companyName: 'Levadas \ud800 Lda',
        email: 'rita.surrogate@example.pt',
        phoneNumber: '+351 912 345 678',
        password: 'laurel-forest-2026',
        termsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation-invalid-value');
    expect(response.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'body/companyName',
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: 'rita.surrogate@example.pt', password: 'laurel-forest-2026' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('in quick replies are refused and the saved replies stay', async () => {
    const empty = { title: '', message: '' };
    const saved = {
      quickReply1: { title: 'Hi', message: 'Obrigada!' },
      quickReply2: empty,
      quickReply3: empty,
    };
    const put = (quickReplies: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/quick-replies',
        headers,
        payload: quickReplies,
      });
    expect((await put(saved)).statusCode).toBe(200);
    const refused = await put({
      ...saved,
      quickReply1: { title: 'Hi', message: 'Obri\udbffgada' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation-invalid-value');
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers });
    expect(info.json().data.user.protectedData.quickReplies).toEqual(saved);
  });

  it('are not pairs: an emoji (a surrogate pair) is text and is kept', async () => {
    const bio = 'Levadas e picos 🏔️🥾';
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers,
      payload: { bio },
    });
    expect(response.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers });
    expect(info.json().data.user.bio).toBe(bio);
  });
});
