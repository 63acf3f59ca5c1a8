import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCardSimulator, type CardSimulator } from '../../../integrations/payments/card-simulator';
import { simPaymentMethods } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ensurePaymentCustomer } from './ensure-payment-customer';
import { withPaymentsTransaction } from '../../providers/simulator-store';

// The simulator's state machine through its real store, as the booking engine calls it.
let t: TestContext;
let sim: CardSimulator;
let n = 0;
const key = (what: string) => `${what}-${++n}`;
const card = (number: string) => ({ card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });

beforeAll(async () => {
  t = await createTestApp();
  if (!isCardSimulator(t.app.deps.payments))
    throw new Error('expected the simulator without Stripe keys');
  sim = t.app.deps.payments;
});
afterAll(() => t.close());

async function authorised(amount = 12_000) {
  const intent = await sim.createPaymentIntent({
    amount,
    currency: 'EUR',
    metadata: { transactionId: 'tx-1' },
    idempotencyKey: key('create'),
  });
  return sim.confirmPaymentIntent({
    id: intent.id,
    clientSecret: intent.clientSecret,
    source: card('4242424242424242'),
  });
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; details?: Array<Record<string, unknown>> };
  }
  throw new Error('expected a failure');
};

describe('card simulator', () => {
  it('is deps.payments on a machine without Stripe keys', () => {
    expect(t.app.deps.payments.kind).toBe('simulator');
  });

  it('creates a manual-capture intent waiting for a card, in lower-case currency', async () => {
    const intent = await sim.createPaymentIntent({
      amount: 5000,
      currency: 'EUR',
      metadata: { a: 'b' },
      idempotencyKey: key('c'),
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 5000,
      currency: 'eur',
      amountCapturable: 0,
      metadata: { a: 'b' },
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('authorises, captures once, refunds partly and in full, never more than captured', async () => {
    const intent = await authorised();
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amountCapturable: 12_000,
      amountReceived: 0,
    });
    const captureKey = key('capture');
    const captured = await sim.capturePaymentIntent(intent.id, captureKey);
    expect(captured).toMatchObject({
      status: 'succeeded',
      amountReceived: 12_000,
      amountCapturable: 0,
    });
    // The same key replays the answer; a new key on a captured intent is refused as Stripe does.
    expect(await sim.capturePaymentIntent(intent.id, captureKey)).toEqual(captured);
    const twice = await errorOf(sim.capturePaymentIntent(intent.id, key('capture')));
    expect(twice.code).toBe('transaction-invalid-transition');
    expect(twice.details?.[0]).toMatchObject({
      code: 'payment_intent_unexpected_state',
      status: 'succeeded',
    });

    const refundKey = key('refund');
    const partial = await sim.refundPaymentIntent(intent.id, 2000, refundKey);
    expect(partial).toMatchObject({ amount: 2000, status: 'succeeded' });
    expect(await sim.refundPaymentIntent(intent.id, 2000, refundKey)).toEqual(partial);
    const over = await errorOf(sim.refundPaymentIntent(intent.id, 10_001, key('refund')));
    expect(over.code).toBe('validation-invalid-value');
    expect(over.details?.[0]).toMatchObject({ code: 'amount_too_large', refundable: 10_000 });
    await sim.refundPaymentIntent(intent.id, 10_000, key('refund'));
    expect((await sim.retrievePaymentIntent(intent.id)).amountRefunded).toBe(12_000);
    expect((await errorOf(sim.refundPaymentIntent(intent.id, 1, key('refund')))).code).toBe(
      'validation-invalid-value',
    );
  });

  it('cancels (releases) from requires_* states, never after capture, and cannot capture after cancel', async () => {
    const waiting = await sim.createPaymentIntent({
      amount: 900,
      currency: 'eur',
      metadata: {},
      idempotencyKey: key('c'),
    });
    expect((await sim.cancelPaymentIntent(waiting.id, key('cancel'))).status).toBe('canceled');

    const held = await authorised();
    const released = await sim.cancelPaymentIntent(held.id, key('cancel'));
    expect(released).toMatchObject({ status: 'canceled', amountCapturable: 0, amountReceived: 0 });
    expect((await errorOf(sim.capturePaymentIntent(held.id, key('capture')))).code).toBe(
      'transaction-invalid-transition',
    );
    expect((await errorOf(sim.cancelPaymentIntent(held.id, key('cancel')))).code).toBe(
      'transaction-invalid-transition',
    );

    const captured = await authorised();
    await sim.capturePaymentIntent(captured.id, key('capture'));
    expect((await errorOf(sim.cancelPaymentIntent(captured.id, key('cancel')))).code).toBe(
      'transaction-invalid-transition',
    );
    // Refunds only after capture: an authorised intent is released by cancelling it.
    const uncaptured = await authorised();
    expect((await errorOf(sim.refundPaymentIntent(uncaptured.id, 100, key('refund')))).code).toBe(
      'transaction-invalid-transition',
    );
  });

  it('replays a create with the same idempotency key instead of making a second intent', async () => {
    const idempotencyKey = key('create');
    const first = await sim.createPaymentIntent({
      amount: 5000,
      currency: 'eur',
      metadata: {},
      idempotencyKey,
    });
    const second = await sim.createPaymentIntent({
      amount: 5000,
      currency: 'eur',
      metadata: {},
      idempotencyKey,
    });
    expect(second.id).toBe(first.id);
  });

  it('refuses amounts below Stripe’s minimum with the provider message of 000 §8', async () => {
    const error = await errorOf(
      sim.createPaymentIntent({
        amount: 49,
        currency: 'eur',
        metadata: {},
        idempotencyKey: key('c'),
      }),
    );
    expect(error).toMatchObject({
      code: 'transaction-payment-failed',
      message: expect.stringMatching(/^Amount must be at least/),
    });
  });

  it('joins the caller’s database transaction, and a rolled-back transaction leaves no capture (PGlite has one connection)', async () => {
    const intent = await authorised();
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await withPaymentsTransaction(tx as never, () =>
          sim.capturePaymentIntent(intent.id, key('capture')),
        );
        throw new Error('the transition failed after the capture');
      }),
    ).rejects.toThrow('the transition failed');
    expect((await sim.retrievePaymentIntent(intent.id)).status).toBe('requires_capture');
    await t.app.deps.db.transaction(async (tx) => {
      await withPaymentsTransaction(tx as never, () =>
        sim.capturePaymentIntent(intent.id, key('capture')),
      );
    });
    expect((await sim.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('keeps one customer per user and stores cards as brand, last 4 and expiry only', async () => {
    const user = await buildUser(t.database.db);
    const [a, b] = await Promise.all([
      ensurePaymentCustomer(t.app.deps, user.id),
      ensurePaymentCustomer(t.app.deps, user.id),
    ]);
    expect(a).toBe(b);
    const intent = await sim.createPaymentIntent({
      amount: 3000,
      currency: 'eur',
      customerId: a,
      savePaymentMethod: true,
      metadata: {},
      idempotencyKey: key('c'),
    });
    await sim.confirmPaymentIntent({
      id: intent.id,
      clientSecret: intent.clientSecret,
      source: card('4242 4242 4242 4242'),
    });
    expect(await sim.listSavedCards(a)).toEqual([
      {
        id: expect.stringMatching(/^pm_sim_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
        fingerprint: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      },
    ]);
    // The same number typed by someone else is the same card; another number another.
    const [saved] = await sim.listSavedCards(a);
    expect(await sim.cardFingerprint(saved!.id)).toBe(saved!.fingerprint);
    const fingerprintOf = async (number: string) => {
      const other = await ensurePaymentCustomer(t.app.deps, (await buildUser(t.database.db)).id);
      const paid = await sim.createPaymentIntent({
        amount: 3000,
        currency: 'eur',
        customerId: other,
        savePaymentMethod: true,
        metadata: {},
        idempotencyKey: key(`fp-${number}`),
      });
      await sim.confirmPaymentIntent({
        id: paid.id,
        clientSecret: paid.clientSecret,
        source: card(number),
      });
      const method = (await sim.retrievePaymentIntent(paid.id)).paymentMethodId!;
      return sim.cardFingerprint(method);
    };
    expect(await fingerprintOf('4242424242424242')).toBe(saved!.fingerprint);
    expect(await fingerprintOf('5555 5555 5555 4444')).not.toBe(saved!.fingerprint);
    expect(await sim.cardFingerprint('pm_sim_unknown')).toBeNull();
    const dump = JSON.stringify(await t.app.deps.db.select().from(simPaymentMethods));
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('"123"');
  });
});
