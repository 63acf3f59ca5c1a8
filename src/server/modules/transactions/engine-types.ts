// The engine's row and dependencies, apart from the engine: the use cases it calls take them too.
import type { AppDeps } from '../../app-deps';
import type { transactions } from '../../db/schema';
import type { TransitionParams } from '../../../contracts/transactions';
import type { Actor, TransitionName } from '../../../domain/booking-process';
import type { PaymentIntent } from '../../../integrations/payments/payments';
import type { ListingFacts } from './price-request';

export type TransactionRow = typeof transactions.$inferSelect;
export type EngineDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config'>;

/** What applyTransition is asked to do. */
export type ApplyTransitionInput = {
  transition: TransitionName;
  actor: Actor;
  params: TransitionParams;
  isSpeculative: boolean;
  listing?: ListingFacts;
  /** The card payment made for a request before the database transaction (create-payment). */
  preparedIntent?: PaymentIntent | null;
  /** The intent read before the database transaction, for verify-payment. */
  checkedIntent?: PaymentIntent;
  /** A reseller's hold expiry (reserve, extend-hold, update-hold; decision 149). */
  holdExpiresAt?: Date;
};

export type TransitionOutcome = {
  row: TransactionRow;
  paymentClientSecret?: string;
  /** The transitions this call recorded, in order (a timer due at once adds its own). */
  recorded?: RecordedTransition[];
};

/** A transition as transaction_transitions keeps it, for the answer built from the rows in hand. */
export type RecordedTransition = {
  transactionId: string;
  transition: TransitionName;
  by: Actor;
  fromState: string;
  toState: string;
  createdAt: Date;
};
