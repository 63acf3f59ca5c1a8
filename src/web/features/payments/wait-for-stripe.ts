import type { Stripe } from '@stripe/stripe-js';
import { loadStripeJs } from './confirm-card-payment';

/** Spec 000 §2 (CheckoutPage), 001 §7 and §9: the provider's script is polled every 100 ms until loaded. */
export const stripePollIntervalMs = 100;
/** How long a page waits before it says the card field did not load. */
export const stripeLoadTimeoutMs = 30_000;

/**
 * pollUntilLoaded: calls `probe` now and then every `intervalMs` until it returns a value (resolves
 * with it) or throws (rejects with that); after `timeoutMs` without either it rejects.
 *
 *   const stripe = await pollUntilLoaded(() => window.Stripe, { intervalMs: 100, timeoutMs: 30_000 });
 */
export function pollUntilLoaded<T>(
  probe: () => T | null | undefined,
  { intervalMs, timeoutMs }: { intervalMs: number; timeoutMs: number },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let waited = 0;
    const check = () => {
      let value: T | null | undefined;
      try {
        value = probe();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (value !== null && value !== undefined) {
        resolve(value);
      } else if (waited >= timeoutMs) {
        reject(new Error('Stripe.js did not load in time'));
      } else {
        waited += intervalMs;
        setTimeout(check, intervalMs);
      }
    };
    check();
  });
}

/**
 * Stripe.js for a page that needs it (checkout, payment methods): starts the loader (the script tag
 * for js.stripe.com) and polls every 100 ms until it has loaded; a failed load rejects at the next poll.
 */
export function waitForStripeJs(
  publishableKey: string,
  { intervalMs = stripePollIntervalMs, timeoutMs = stripeLoadTimeoutMs } = {},
): Promise<Stripe> {
  let loaded: Stripe | undefined;
  let failure: Error | undefined;
  loadStripeJs(publishableKey).then(
    (stripe) => {
      if (stripe) loaded = stripe;
      else failure = new Error('Stripe.js is not available');
    },
    (error: unknown) => {
      failure = error instanceof Error ? error : new Error('Failed to load Stripe.js');
    },
  );
  return pollUntilLoaded(
    () => {
      if (failure) throw failure;
      return loaded;
    },
    { intervalMs, timeoutMs },
  );
}
