import Stripe from 'stripe';
import type { TestContext } from './test-app';

/** A Stripe-Signature header for `payload`, as Stripe signs it at `at`. */
export const signWebhook = (payload: string, secret: string, at: Date) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });

/** A delivery to the webhook endpoint: a server call, with no cookies and no CSRF token. */
export const postWebhook = (t: TestContext, payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhooks',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
