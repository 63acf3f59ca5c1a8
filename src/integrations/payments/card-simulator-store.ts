import type { CardError, PaymentIntentStatus, SetupIntentStatus } from './payments';
import type { CardBehaviour } from './test-cards';

// The simulator's records: what Stripe keeps of each object, and for a card only brand, last 4,
// expiry and the test behaviour its number stands for; never the number or the security code.

export type SimIntentRecord = {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  amountCapturable: number;
  amountReceived: number;
  amountRefunded: number;
  customerId: string | null;
  paymentMethodId: string | null;
  savePaymentMethod: boolean;
  metadata: Record<string, string>;
  lastError: CardError | null;
  createdAt: Date;
  updatedAt: Date;
};

export type SimPaymentMethodRecord = {
  id: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  /** A keyed hash of the number, as Stripe's card.fingerprint; null for cards kept before it. */
  fingerprint: string | null;
  createdAt: Date;
};

export type SimCustomerRecord = {
  id: string;
  email: string;
  name: string;
  userId: string;
  defaultPaymentMethodId: string | null;
  createdAt: Date;
};

export type SimSetupIntentRecord = {
  id: string;
  clientSecret: string;
  customerId: string;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
  lastError: CardError | null;
  createdAt: Date;
  updatedAt: Date;
};

export type SimRefundRecord = {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: string;
  createdAt: Date;
};

/** One database transaction of the simulator. `get*ForUpdate` lock the row until it ends. */
export interface CardSimulatorTx {
  /** Waits for other calls with this key to end, then returns the stored answer of an earlier call. */
  claimIdempotencyKey(key: string): Promise<{ operation: string; result: unknown } | null>;
  saveIdempotencyKey(key: string, operation: string, result: unknown): Promise<void>;
  saveIntent(record: SimIntentRecord): Promise<void>;
  getIntent(id: string, forUpdate?: boolean): Promise<SimIntentRecord | null>;
  savePaymentMethod(record: SimPaymentMethodRecord): Promise<void>;
  getPaymentMethod(id: string): Promise<SimPaymentMethodRecord | null>;
  listPaymentMethods(customerId: string): Promise<SimPaymentMethodRecord[]>;
  saveCustomer(record: SimCustomerRecord): Promise<void>;
  getCustomer(id: string, forUpdate?: boolean): Promise<SimCustomerRecord | null>;
  saveSetupIntent(record: SimSetupIntentRecord): Promise<void>;
  getSetupIntent(id: string, forUpdate?: boolean): Promise<SimSetupIntentRecord | null>;
  saveRefund(record: SimRefundRecord): Promise<void>;
}

/** Where the simulator keeps its state; implemented on the app's database in src/server. */
export interface CardSimulatorStore {
  transaction<T>(fn: (tx: CardSimulatorTx) => Promise<T>): Promise<T>;
  /** Reads outside a transaction (one statement each; nothing is locked). */
  read<T>(fn: (tx: CardSimulatorTx) => Promise<T>): Promise<T>;
}
