// The ad tag (decision 176): the browser learns its id from GET /api/config, and the
// Content-Security-Policy lets its host's script in only when it is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let plain: TestContext;
let tagged: TestContext;
beforeAll(async () => {
  plain = await createTestApp();
  tagged = await createTestApp(
    { adTag: { id: 'AW-123456789', host: 'https://www.googletagmanager.com' } },
    { database: plain.database, clock: plain.clock },
  );
});
afterAll(async () => {
  await tagged.close();
  await plain.close();
});

const scriptSrcOf = (headers: Record<string, unknown>) =>
  /script-src ([^;]*)/.exec(String(headers['content-security-policy']))![1];

describe('the ad tag', () => {
  it('configured: /api/config names it and the CSP allows its host’s scripts, nothing else', async () => {
    const res = await tagged.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().adTag).toEqual({
      id: 'AW-123456789',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js',
    });
    expect(scriptSrcOf(res.headers)).toBe("'self' https://www.googletagmanager.com");
    const page = await tagged.app.inject({ method: 'GET', url: '/' });
    expect(scriptSrcOf(page.headers)).toBe("'self' https://www.googletagmanager.com");
  });

  it('not configured: no tag, and scripts from this site only', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().adTag).toBeNull();
    expect(scriptSrcOf(res.headers)).toBe("'self'");
  });
});
