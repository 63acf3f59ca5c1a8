// With Stripe keys the Content-Security-Policy lets Stripe.js and its card field's frames in (without
// them a real checkout showed no card field); a Stripe-shaped test API on loopback may be called.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let plain: TestContext;
let stripe: TestContext;
beforeAll(async () => {
  plain = await createTestApp();
  stripe = await createTestApp(
    {
      stripe: {
        secretKey: 'sk_test_csp',
        publishableKey: 'pk_test_csp',
        api: { host: '127.0.0.1', port: 4567, protocol: 'http' },
      },
    },
    { database: plain.database, clock: plain.clock },
  );
});
afterAll(async () => {
  await stripe.close();
  await plain.close();
});

const directiveOf = (headers: Record<string, unknown>, name: string) =>
  new RegExp(`(?:^|; *)${name} ([^;]*)`).exec(String(headers['content-security-policy']))?.[1];

describe('the Content-Security-Policy and Stripe', () => {
  it('with Stripe keys: Stripe.js, its frames and the test API are allowed', async () => {
    const page = await stripe.app.inject({ method: 'GET', url: '/' });
    expect(directiveOf(page.headers, 'script-src')).toBe("'self' https://js.stripe.com");
    expect(directiveOf(page.headers, 'frame-src')).toBe(
      "'self' https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directiveOf(page.headers, 'connect-src')).toBe("'self' https: http://127.0.0.1:4567");
  });

  it('without: scripts and frames from this site only', async () => {
    const page = await plain.app.inject({ method: 'GET', url: '/' });
    expect(directiveOf(page.headers, 'script-src')).toBe("'self'");
    expect(directiveOf(page.headers, 'frame-src')).toBe("'self'");
    expect(directiveOf(page.headers, 'connect-src')).toBe("'self' https:");
  });
});
