import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../contracts/endpoints';
import { buildApp, type App } from '../app';
import { TestClock } from '../clock';
import { loadConfig } from '../config';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { openTestDatabase } from '../test/test-database';

// The endpoint table (decision 180) cannot drift from the routes: each entry is a registered route
// with the same method and path, declaring the very schema objects the entry names.
const routes = new Map<string, RouteOptions>();
let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-endpoints-'));
  const database = await openTestDatabase();
  app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      db: database.db,
      clock: new TestClock(),
      imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
    },
    (route) => {
      for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
    },
  );
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => close());

type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
};

describe('the endpoint table', () => {
  it.each(Object.entries(endpoints) as [string, Endpoint][])('%s is the route', (key, entry) => {
    const route = routes.get(key);
    expect(route, `${key} is not a registered route`).toBeDefined();
    const schema = (route!.schema ?? {}) as RouteSchema;
    expect(schema.params, 'params').toBe(entry.params);
    expect(schema.querystring, 'query').toBe(entry.query);
    expect(schema.body, 'body').toBe(entry.body === 'file' ? undefined : entry.body);
    if (entry.response === 'file') return;
    const status = String(entry.status ?? 200);
    expect(schema.response?.[status], `the ${status} answer`).toBe(entry.response);
  });

  it('names every JSON route under /api but the few outside the web’s use', () => {
    const outside = new Set([
      'GET /api/health',
      'GET /api/ready',
      'GET /api/openapi.json',
      // Stripe's, and the identity provider's redirects: the browser navigates there, no fetch.
      'POST /api/stripe/webhooks',
      'GET /api/auth/oidc/start',
      'GET /api/auth/oidc/callback',
      // Images are <img> sources.
      'GET /api/image-proxy',
    ]);
    const unnamed = [...routes.keys()].filter(
      (key) =>
        key.includes(' /api/') &&
        !key.startsWith('HEAD ') &&
        !outside.has(key) &&
        !(key in endpoints),
    );
    expect(unnamed).toEqual([]);
  });
});
