import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../domain/errors';
import type {
  CardSimulatorStore,
  CardSimulatorTx,
  SimIntentRecord,
  SimPaymentMethodRecord,
  SimSetupIntentRecord,
} from './card-simulator-store';
import type {
  CardError,
  PaymentIntent,
  PaymentIntentStatus,
  Payments,
  SavedCard,
  SetupIntent,
} from './payments';
import { parseStripeWebhook } from './stripe-events';
import {
  cardErrors,
  checkCardDetails,
  describeCard,
  type CardBehaviour,
  type CardDetails,
} from './test-cards';

/** How the browser pays: a card typed into the simulator's form, or a saved card of the customer. */
export type PaymentSource = { card: CardDetails } | { paymentMethodId: string };

/**
 * The local default of Payments: Stripe's PaymentIntent state machine and test cards, kept in the
 * database, with the browser-side calls Stripe.js would make (confirm, 3-D Secure, card setup).
 * docs/decisions/042-card-payments.md lists its rules.
 */
export type CardSimulator = Payments & {
  readonly kind: 'simulator';
  /** Stripe.js retrievePaymentIntent: needs the client secret. */
  retrieveWithSecret(
    id: string,
    clientSecret: string,
    payerCustomerId?: string | null,
  ): Promise<PaymentIntent>;
  /** Stripe.js confirmCardPayment. Declines throw 402 after the intent is back in requires_payment_method. */
  confirmPaymentIntent(input: {
    id: string;
    clientSecret: string;
    source: PaymentSource;
    savePaymentMethod?: boolean;
    payerCustomerId?: string | null;
  }): Promise<PaymentIntent>;
  /** The traveller completes or fails the simulated 3-D Secure challenge. */
  authenticatePaymentIntent(input: {
    id: string;
    clientSecret: string;
    isCompleted: boolean;
    payerCustomerId?: string | null;
  }): Promise<PaymentIntent>;
  retrieveSetupIntentWithSecret(id: string, clientSecret: string): Promise<SetupIntent>;
  /** Stripe.js confirmCardSetup: on success the card is on the customer. */
  confirmSetupIntent(input: {
    id: string;
    clientSecret: string;
    card: CardDetails;
  }): Promise<SetupIntent>;
  authenticateSetupIntent(input: {
    id: string;
    clientSecret: string;
    isCompleted: boolean;
  }): Promise<SetupIntent>;
};

export const isCardSimulator = (payments: Payments): payments is CardSimulator =>
  payments.kind === 'simulator';

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
const newSecret = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;
const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const declineOf: Partial<Record<CardBehaviour, CardError>> = {
  'generic-decline': cardErrors['generic-decline'],
  'insufficient-funds': cardErrors['insufficient-funds'],
  'expired-card': cardErrors['expired-card'],
  'incorrect-cvc': cardErrors['incorrect-cvc'],
  'processing-error': cardErrors['processing-error'],
  'not-a-test-card': cardErrors['not-a-test-card'],
};

const cardFailed = (error: CardError) =>
  new AppError('transaction-payment-failed', error.message, [{ ...error }]);

function unexpectedState(
  object: 'PaymentIntent' | 'SetupIntent',
  action: string,
  status: string,
): AppError {
  return new AppError(
    'transaction-invalid-transition',
    `This ${object} could not be ${action} because it has a status of ${status}.`,
    [
      {
        code: `${object === 'PaymentIntent' ? 'payment' : 'setup'}_intent_unexpected_state`,
        status,
      },
    ],
  );
}

const noSuch = (what: string, id: string) =>
  new AppError('not-found', `No such ${what}: '${id}'`, [{ code: 'resource_missing' }]);

function toIntent(record: SimIntentRecord): PaymentIntent {
  return {
    id: record.id,
    status: record.status,
    amount: record.amount,
    currency: record.currency,
    clientSecret: record.clientSecret,
    amountCapturable: record.amountCapturable,
    amountReceived: record.amountReceived,
    amountRefunded: record.amountRefunded,
    ...(record.lastError ? { lastPaymentError: record.lastError } : {}),
    ...(record.customerId ? { customerId: record.customerId } : {}),
    ...(record.paymentMethodId ? { paymentMethodId: record.paymentMethodId } : {}),
    ...(record.status === 'requires_action' ? { nextAction: 'authenticate' as const } : {}),
    metadata: record.metadata,
  };
}

function toSetupIntent(record: SimSetupIntentRecord): SetupIntent {
  return {
    id: record.id,
    status: record.status,
    clientSecret: record.clientSecret,
    customerId: record.customerId,
    ...(record.paymentMethodId ? { paymentMethodId: record.paymentMethodId } : {}),
    ...(record.lastError ? { lastSetupError: record.lastError } : {}),
    ...(record.status === 'requires_action' ? { nextAction: 'authenticate' as const } : {}),
  };
}

export function createCardSimulator(options: {
  store: CardSimulatorStore;
  now: () => Date;
  /** Signs simulated webhooks the way Stripe does; without it the webhook route refuses everything. */
  webhookSecret?: string;
}): CardSimulator {
  const { store, now } = options;

  /** Runs a mutating call once per idempotency key; a replay returns the first answer. */
  async function once<T>(
    key: string,
    operation: string,
    run: (tx: CardSimulatorTx) => Promise<T>,
  ): Promise<T> {
    if (!key) throw new AppError('validation-invalid-value', 'An idempotency key is required.');
    return store.transaction(async (tx) => {
      const earlier = await tx.claimIdempotencyKey(key);
      if (earlier) {
        if (earlier.operation !== operation) {
          throw new AppError(
            'validation-invalid-value',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            [{ code: 'idempotency_error' }],
          );
        }
        return earlier.result as T;
      }
      const result = await run(tx);
      await tx.saveIdempotencyKey(key, operation, result);
      return result;
    });
  }

  async function lockedIntent(tx: CardSimulatorTx, id: string): Promise<SimIntentRecord> {
    const record = await tx.getIntent(id, true);
    if (!record) throw noSuch('payment_intent', id);
    return record;
  }

  /**
   * The intent, locked, when the secret matches and, given the paying browser's customer
   * (`payerCustomerId`, null for none), when it was not made for another customer.
   */
  async function lockedIntentWithSecret(
    tx: CardSimulatorTx,
    id: string,
    clientSecret: string,
    payerCustomerId: string | null | undefined,
  ) {
    const record = await tx.getIntent(id, true);
    // A wrong secret looks like a missing intent: it tells nothing about other people's payments.
    if (!record || !sameSecret(record.clientSecret, clientSecret))
      throw noSuch('payment_intent', id);
    if (payerCustomerId !== undefined && record.customerId && record.customerId !== payerCustomerId)
      throw noSuch('payment_intent', id);
    return record;
  }

  async function customerOrThrow(tx: CardSimulatorTx, id: string, forUpdate = false) {
    const customer = await tx.getCustomer(id, forUpdate);
    if (!customer) throw noSuch('customer', id);
    return customer;
  }

  async function customersCard(tx: CardSimulatorTx, customerId: string, paymentMethodId: string) {
    const method = await tx.getPaymentMethod(paymentMethodId);
    if (!method || method.customerId !== customerId)
      throw noSuch('payment_method', paymentMethodId);
    return method;
  }

  /** A typed card becomes a payment method (Stripe's createPaymentMethod); format errors change nothing. */
  async function paymentMethodFromCard(
    tx: CardSimulatorTx,
    card: CardDetails,
  ): Promise<SimPaymentMethodRecord> {
    const problem = checkCardDetails(card, now());
    if (problem) throw cardFailed(problem);
    const method: SimPaymentMethodRecord = {
      id: newId('pm'),
      customerId: null,
      ...describeCard(card),
      createdAt: now(),
    };
    await tx.savePaymentMethod(method);
    return method;
  }

  async function attach(tx: CardSimulatorTx, method: SimPaymentMethodRecord, customerId: string) {
    if (method.customerId === customerId) return;
    await tx.savePaymentMethod({ ...method, customerId });
    const customer = await customerOrThrow(tx, customerId, true);
    if (!customer.defaultPaymentMethodId)
      await tx.saveCustomer({ ...customer, defaultPaymentMethodId: method.id });
  }

  /** What the bank says to a charge on this card: nothing (authorised), a challenge, or a decline. */
  const chargeOutcome = (behaviour: CardBehaviour): 'authorised' | 'challenge' | CardError =>
    behaviour === 'requires-authentication'
      ? 'challenge'
      : behaviour === 'decline-after-attach'
        ? cardErrors['generic-decline']
        : (declineOf[behaviour] ?? 'authorised');

  async function saved(tx: CardSimulatorTx, record: SimIntentRecord) {
    await tx.saveIntent(record);
    return { record };
  }

  async function authorise(
    tx: CardSimulatorTx,
    record: SimIntentRecord,
    method: SimPaymentMethodRecord,
  ) {
    const at = now();
    if (record.savePaymentMethod && record.customerId) await attach(tx, method, record.customerId);
    return saved(tx, {
      ...record,
      status: 'requires_capture',
      paymentMethodId: method.id,
      amountCapturable: record.amount,
      lastError: null,
      updatedAt: at,
    });
  }

  async function failPayment(tx: CardSimulatorTx, record: SimIntentRecord, error: CardError) {
    const failed = await saved(tx, {
      ...record,
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastError: error,
      updatedAt: now(),
    });
    return { ...failed, error };
  }

  // A decline is stored first (the intent moves back to requires_payment_method), then thrown.
  async function settle(
    run: (tx: CardSimulatorTx) => Promise<{ record: SimIntentRecord; error?: CardError }>,
  ): Promise<PaymentIntent> {
    const { record, error } = await store.transaction(run);
    if (error) throw cardFailed(error);
    return toIntent(record);
  }

  const confirmableStatuses: ReadonlySet<PaymentIntentStatus> = new Set([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
  ]);

  return {
    kind: 'simulator',

    async createPaymentIntent(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount < 1) {
        throw new AppError(
          'validation-invalid-value',
          'The amount must be a positive whole number of cents.',
        );
      }
      // Stripe's minimum charge for EUR is 0.50.
      if (input.amount < 50) {
        throw new AppError('transaction-payment-failed', 'Amount must be at least €0.50 eur', [
          { code: 'amount_too_small', message: 'Amount must be at least €0.50 eur' },
        ]);
      }
      if (input.savePaymentMethod && !input.customerId) {
        throw new AppError('validation-invalid-value', 'Saving a card needs a customer.');
      }
      const intent = await once(input.idempotencyKey, 'create-payment-intent', async (tx) => {
        if (input.customerId) await customerOrThrow(tx, input.customerId);
        if (input.paymentMethodId) {
          if (!input.customerId) throw noSuch('payment_method', input.paymentMethodId);
          await customersCard(tx, input.customerId, input.paymentMethodId);
        }
        const id = newId('pi');
        const at = now();
        const record: SimIntentRecord = {
          id,
          clientSecret: newSecret(id),
          status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          amountCapturable: 0,
          amountReceived: 0,
          amountRefunded: 0,
          customerId: input.customerId ?? null,
          paymentMethodId: input.paymentMethodId ?? null,
          savePaymentMethod: input.savePaymentMethod ?? false,
          metadata: input.metadata,
          lastError: null,
          createdAt: at,
          updatedAt: at,
        };
        await tx.saveIntent(record);
        return toIntent(record);
      });
      return intent;
    },

    async retrievePaymentIntent(id) {
      const { record, method } = await store.read(async (tx) => {
        const found = await tx.getIntent(id);
        return {
          record: found,
          method: found?.paymentMethodId ? await tx.getPaymentMethod(found.paymentMethodId) : null,
        };
      });
      if (!record) throw noSuch('payment_intent', id);
      return {
        ...toIntent(record),
        ...(method ? { card: { brand: method.brand, last4: method.last4 } } : {}),
      };
    },

    capturePaymentIntent: (id, idempotencyKey) =>
      once(idempotencyKey, `capture:${id}`, async (tx) => {
        const record = await lockedIntent(tx, id);
        if (record.status !== 'requires_capture')
          throw unexpectedState('PaymentIntent', 'captured', record.status);
        const captured: SimIntentRecord = {
          ...record,
          status: 'succeeded',
          amountReceived: record.amountCapturable,
          amountCapturable: 0,
          updatedAt: now(),
        };
        await tx.saveIntent(captured);
        return toIntent(captured);
      }),

    cancelPaymentIntent: (id, idempotencyKey) =>
      once(idempotencyKey, `cancel:${id}`, async (tx) => {
        const record = await lockedIntent(tx, id);
        if (
          record.status === 'succeeded' ||
          record.status === 'canceled' ||
          record.status === 'processing'
        ) {
          throw unexpectedState('PaymentIntent', 'canceled', record.status);
        }
        const canceled: SimIntentRecord = {
          ...record,
          status: 'canceled',
          amountCapturable: 0,
          updatedAt: now(),
        };
        await tx.saveIntent(canceled);
        return toIntent(canceled);
      }),

    refundPaymentIntent: (id, amount, idempotencyKey) =>
      once(idempotencyKey, `refund:${id}:${amount}`, async (tx) => {
        const record = await lockedIntent(tx, id);
        if (record.status !== 'succeeded')
          throw unexpectedState('PaymentIntent', 'refunded', record.status);
        const left = record.amountReceived - record.amountRefunded;
        if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
          throw new AppError(
            'validation-invalid-value',
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
            [{ code: 'amount_too_large', refundable: left }],
          );
        }
        const at = now();
        const refund = {
          id: newId('re'),
          paymentIntentId: id,
          amount,
          status: 'succeeded',
          createdAt: at,
        };
        await tx.saveRefund(refund);
        await tx.saveIntent({
          ...record,
          amountRefunded: record.amountRefunded + amount,
          updatedAt: at,
        });
        return { id: refund.id, amount, status: refund.status };
      }),

    createCustomer: (input) =>
      once(input.idempotencyKey, `create-customer:${input.userId}`, async (tx) => {
        const customer = {
          id: newId('cus'),
          email: input.email,
          name: input.name,
          userId: input.userId,
          defaultPaymentMethodId: null,
          createdAt: now(),
        };
        await tx.saveCustomer(customer);
        return { id: customer.id };
      }),

    async listSavedCards(customerId): Promise<SavedCard[]> {
      return store.transaction(async (tx) => {
        const customer = await customerOrThrow(tx, customerId);
        const methods = await tx.listPaymentMethods(customerId);
        return methods.map((m) => ({
          id: m.id,
          brand: m.brand,
          last4: m.last4,
          expMonth: m.expMonth,
          expYear: m.expYear,
          isDefault: m.id === customer.defaultPaymentMethodId,
          fingerprint: m.fingerprint,
        }));
      });
    },

    cardFingerprint: (paymentMethodId) =>
      store.read(async (tx) => (await tx.getPaymentMethod(paymentMethodId))?.fingerprint ?? null),

    detachSavedCard: (customerId, paymentMethodId, idempotencyKey) =>
      once(idempotencyKey, `detach:${paymentMethodId}`, async (tx) => {
        const method = await customersCard(tx, customerId, paymentMethodId);
        await tx.savePaymentMethod({ ...method, customerId: null });
        const customer = await customerOrThrow(tx, customerId, true);
        if (customer.defaultPaymentMethodId === paymentMethodId) {
          await tx.saveCustomer({ ...customer, defaultPaymentMethodId: null });
        }
        return null;
      }).then(() => undefined),

    setDefaultSavedCard: (customerId, paymentMethodId, idempotencyKey) =>
      once(idempotencyKey, `default:${customerId}:${paymentMethodId}`, async (tx) => {
        await customersCard(tx, customerId, paymentMethodId);
        const customer = await customerOrThrow(tx, customerId, true);
        await tx.saveCustomer({ ...customer, defaultPaymentMethodId: paymentMethodId });
        return null;
      }).then(() => undefined),

    createSetupIntent: (input) =>
      once(input.idempotencyKey, `setup:${input.customerId}`, async (tx) => {
        await customerOrThrow(tx, input.customerId);
        const id = newId('seti');
        const at = now();
        const record: SimSetupIntentRecord = {
          id,
          clientSecret: newSecret(id),
          customerId: input.customerId,
          status: 'requires_payment_method',
          paymentMethodId: null,
          lastError: null,
          createdAt: at,
          updatedAt: at,
        };
        await tx.saveSetupIntent(record);
        return toSetupIntent(record);
      }),

    parseWebhookEvent: (rawBody, signatureHeader) =>
      parseStripeWebhook(rawBody, signatureHeader, options.webhookSecret, now()),

    async retrieveWithSecret(id, clientSecret, payerCustomerId) {
      return toIntent(
        await store.transaction((tx) =>
          lockedIntentWithSecret(tx, id, clientSecret, payerCustomerId),
        ),
      );
    },

    confirmPaymentIntent: ({ id, clientSecret, source, savePaymentMethod, payerCustomerId }) =>
      settle(async (tx) => {
        const found = await lockedIntentWithSecret(tx, id, clientSecret, payerCustomerId);
        if (!confirmableStatuses.has(found.status))
          throw unexpectedState('PaymentIntent', 'confirmed', found.status);
        if (savePaymentMethod && !found.customerId) {
          throw new AppError('validation-invalid-value', 'Saving a card needs a customer.');
        }
        const record = {
          ...found,
          savePaymentMethod: found.savePaymentMethod || Boolean(savePaymentMethod),
        };
        const method =
          'card' in source
            ? await paymentMethodFromCard(tx, source.card)
            : found.customerId
              ? await customersCard(tx, found.customerId, source.paymentMethodId)
              : null;
        if (!method)
          throw noSuch('payment_method', 'paymentMethodId' in source ? source.paymentMethodId : '');
        const outcome = chargeOutcome(method.behaviour);
        if (outcome === 'authorised') return authorise(tx, record, method);
        if (outcome === 'challenge') {
          return saved(tx, {
            ...record,
            status: 'requires_action',
            paymentMethodId: method.id,
            lastError: null,
            updatedAt: now(),
          });
        }
        return failPayment(tx, record, outcome);
      }),

    authenticatePaymentIntent: ({ id, clientSecret, isCompleted, payerCustomerId }) =>
      settle(async (tx) => {
        const record = await lockedIntentWithSecret(tx, id, clientSecret, payerCustomerId);
        if (record.status !== 'requires_action')
          throw unexpectedState('PaymentIntent', 'authenticated', record.status);
        if (!isCompleted) return failPayment(tx, record, cardErrors['authentication-failed']);
        const method = await tx.getPaymentMethod(record.paymentMethodId!);
        return authorise(tx, record, method!);
      }),

    async retrieveSetupIntentWithSecret(id, clientSecret) {
      const record = await store.transaction((tx) => tx.getSetupIntent(id));
      if (!record || !sameSecret(record.clientSecret, clientSecret))
        throw noSuch('setup_intent', id);
      return toSetupIntent(record);
    },

    async confirmSetupIntent({ id, clientSecret, card }) {
      const { record, error } = await store.transaction(async (tx) => {
        const found = await tx.getSetupIntent(id, true);
        if (!found || !sameSecret(found.clientSecret, clientSecret))
          throw noSuch('setup_intent', id);
        if (found.status !== 'requires_payment_method' && found.status !== 'requires_action') {
          throw unexpectedState('SetupIntent', 'confirmed', found.status);
        }
        const method = await paymentMethodFromCard(tx, card);
        // Setting up checks the card with the bank: declines fail here; 4000 0000 0000 0341 attaches.
        const decline =
          method.behaviour === 'decline-after-attach' ? undefined : declineOf[method.behaviour];
        const at = now();
        if (decline) {
          const failed = {
            ...found,
            status: 'requires_payment_method' as const,
            lastError: decline,
            updatedAt: at,
          };
          await tx.saveSetupIntent(failed);
          return { record: failed, error: decline };
        }
        if (method.behaviour === 'requires-authentication') {
          const waiting = {
            ...found,
            status: 'requires_action' as const,
            paymentMethodId: method.id,
            lastError: null,
            updatedAt: at,
          };
          await tx.saveSetupIntent(waiting);
          return { record: waiting };
        }
        await attach(tx, method, found.customerId);
        const done = {
          ...found,
          status: 'succeeded' as const,
          paymentMethodId: method.id,
          lastError: null,
          updatedAt: at,
        };
        await tx.saveSetupIntent(done);
        return { record: done };
      });
      if (error) throw cardFailed(error);
      return toSetupIntent(record);
    },

    async authenticateSetupIntent({ id, clientSecret, isCompleted }) {
      const { record, error } = await store.transaction(async (tx) => {
        const found = await tx.getSetupIntent(id, true);
        if (!found || !sameSecret(found.clientSecret, clientSecret))
          throw noSuch('setup_intent', id);
        if (found.status !== 'requires_action')
          throw unexpectedState('SetupIntent', 'authenticated', found.status);
        const at = now();
        if (!isCompleted) {
          const error = cardErrors['setup-authentication-failed'];
          const failed = {
            ...found,
            status: 'requires_payment_method' as const,
            paymentMethodId: null,
            lastError: error,
            updatedAt: at,
          };
          await tx.saveSetupIntent(failed);
          return { record: failed, error };
        }
        const method = await tx.getPaymentMethod(found.paymentMethodId!);
        await attach(tx, method!, found.customerId);
        const done = { ...found, status: 'succeeded' as const, updatedAt: at };
        await tx.saveSetupIntent(done);
        return { record: done };
      });
      if (error) throw cardFailed(error);
      return toSetupIntent(record);
    },
  };
}
