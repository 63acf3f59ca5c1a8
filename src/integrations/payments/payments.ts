/**
 * Card payments behind one interface (seam 3 of docs/team booking-interfaces): Stripe when keys are
 * configured (stripe-payments.ts), else the card simulator (card-simulator.ts), which follows Stripe's
 * PaymentIntent states and public test cards and keeps its state in our database.
 *
 * Rules for callers (the booking engine):
 * - Every intent is created with capture_method manual: confirming authorises (status requires_capture),
 *   capturePaymentIntent takes the money at accept, cancelPaymentIntent releases the hold.
 * - Every mutating call takes an idempotency key: the same key gives the same answer, never a second
 *   charge, capture or refund. Derive it from what the call is for (e.g. `capture:<transactionId>`).
 * - Declines and card problems throw AppError('transaction-payment-failed') (402) with
 *   details [{ code, declineCode?, message }]; a call in the wrong state throws
 *   AppError('transaction-invalid-transition') (409) with details [{ code: 'payment_intent_unexpected_state' }];
 *   a refund above what is left throws AppError('validation-invalid-value') with [{ code: 'amount_too_large' }].
 * - Pass customerId (see ensurePaymentCustomer in src/server/modules/payments) so that only the
 *   customer's own browser session can confirm the intent and saved cards can be used.
 * - Calling inside a database transaction: the simulator writes through the database and PGlite has a
 *   single connection, so wrap such calls in `withPaymentsTransaction(tx, () => ...)`
 *   (src/server/providers/simulator-store.ts); the simulator's writes then join that transaction.
 */

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** Statuses after which an intent needs no (re-)confirmation (spec 000 §4, 001 §4). */
export const confirmedIntentStatuses: ReadonlySet<PaymentIntentStatus> = new Set([
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

/** A card problem as Stripe reports it: code (card_declined, expired_card, ...), decline code, message. */
export type CardError = { code: string; declineCode?: string; message: string };

export type PaymentIntent = {
  id: string;
  status: PaymentIntentStatus;
  /** Minor units. */
  amount: number;
  /** Lower case, as Stripe writes it ('eur'). */
  currency: string;
  clientSecret: string;
  amountCapturable: number;
  amountReceived: number;
  /** What has been refunded of amountReceived so far. */
  amountRefunded: number;
  lastPaymentError?: CardError;
  customerId?: string;
  paymentMethodId?: string;
  /**
   * The card behind the payment, as Stripe shows it (the brand as Stripe writes it: 'visa',
   * 'mastercard', 'amex', ...), once a card has been given; set by retrievePaymentIntent.
   */
  card?: PaymentCard;
  /** Set while status is requires_action: the card asks for 3-D Secure. */
  nextAction?: 'authenticate';
  metadata: Record<string, string>;
};

/** What may be shown of a card: its brand and last four digits. */
export type PaymentCard = { brand: string; last4: string };

export type Refund = { id: string; amount: number; status: string };

/** A card kept on a customer: what Stripe shows of it and nothing more. */
export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  /** The same for every card with this number (Stripe's card.fingerprint); null when not known. */
  fingerprint: string | null;
};

export type SetupIntentStatus =
  'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

/** Saving a card without paying: the browser confirms it with the card, then it is on the customer. */
export type SetupIntent = {
  id: string;
  status: SetupIntentStatus;
  clientSecret: string;
  customerId: string;
  paymentMethodId?: string;
  lastSetupError?: CardError;
  nextAction?: 'authenticate';
};

export type PaymentEventType =
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'payment_intent.requires_action'
  | 'payment_intent.processing';

/** A verified webhook event. paymentIntent is set for payment_intent.* events. */
export type PaymentEvent = {
  id: string;
  type: string;
  createdAt: Date;
  paymentIntent?: PaymentIntent;
  /** Set for account.* events (Connect): the connected account's id. */
  accountId?: string;
};

export interface Payments {
  readonly kind: 'stripe' | 'simulator';

  createPaymentIntent(input: {
    amount: number;
    currency: string;
    customerId?: string;
    /** A saved card of the customer: the intent waits for confirmation with it (requires_confirmation). */
    paymentMethodId?: string;
    /** Keep the card on the customer once the payment is authorised (setup_future_usage). Needs customerId. */
    savePaymentMethod?: boolean;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /** From requires_capture only; takes the whole authorised amount. */
  capturePaymentIntent(id: string, idempotencyKey: string): Promise<PaymentIntent>;
  /** Releases the hold; from requires_payment_method, requires_confirmation, requires_action, requires_capture. */
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<PaymentIntent>;
  /** From succeeded only; partial or full, never above what is left of the captured amount. */
  refundPaymentIntent(id: string, amount: number, idempotencyKey: string): Promise<Refund>;

  /** One customer per user: the caller keeps the id (payment_customers) and passes the same key. */
  createCustomer(input: {
    email: string;
    name: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  listSavedCards(customerId: string): Promise<SavedCard[]>;
  /** The fingerprint of a card (a payment method), the same for every card with its number; null when unknown. */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
  /** Throws not-found when the card is not the customer's. */
  detachSavedCard(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<void>;
  /** Throws not-found when the card is not the customer's. */
  setDefaultSavedCard(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<void>;
  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntent>;

  /**
   * Verifies a webhook's signature over its raw body and returns the event; throws
   * AppError('forbidden') when the signature is missing, wrong or too old, or when no webhook secret is set.
   */
  parseWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent>;
}
