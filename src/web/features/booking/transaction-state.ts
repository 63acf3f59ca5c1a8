import type { TransactionRole } from '../../../contracts/transactions';
import type { BookingState, TransitionName } from '../../../domain/booking-process';

export type StateLabel =
  | 'enquiry'
  | 'pending'
  | 'pending-payment'
  | 'payment-expired'
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'canceled'
  | 'delivered';

/**
 * The interface label of a state (spec 000 §4): Enquiry, Pending payment, Payment expired, Requested,
 * Accepted, Declined, Cancelled, Delivered, Pending. Declined is shown to the customer as cancelled.
 */
export function stateLabelOf(state: BookingState, role: TransactionRole): StateLabel {
  switch (state) {
    case 'initial':
      return 'pending';
    case 'enquiry':
      return 'enquiry';
    case 'pending-payment':
      return 'pending-payment';
    case 'payment-expired':
      return 'payment-expired';
    case 'preauthorized':
      return 'requested';
    case 'accepted':
      return 'accepted';
    case 'declined':
      return role === 'customer' ? 'canceled' : 'declined';
    case 'canceled':
      return 'canceled';
    case 'delivered':
    case 'reviewed-by-customer':
    case 'reviewed-by-provider':
    case 'reviewed':
      return 'delivered';
  }
}

/** The tone of a state's badge: colour is never the only signal, the label always shows. */
export const stateToneOf = (label: StateLabel): 'success' | 'warning' | 'muted' | 'info' =>
  label === 'accepted' || label === 'delivered'
    ? 'success'
    : label === 'requested' || label === 'pending-payment'
      ? 'warning'
      : label === 'enquiry' || label === 'pending'
        ? 'info'
        : 'muted';

/** The actions a viewer may take, grouped for the page; the names come from the API's availableTransitions. */
export type ActionKind = 'accept' | 'decline' | 'withdraw' | 'cancel' | 'reschedule' | 'book';
export function actionKindOf(transition: TransitionName): ActionKind | null {
  switch (transition) {
    case 'accept':
      return 'accept';
    case 'decline':
      return 'decline';
    case 'decline-by-customer':
      return 'withdraw';
    case 'cancel':
    case 'cancel-by-customer':
    case 'cancel-by-customer-no-refund':
      return 'cancel';
    case 'update-accepted-booking':
    case 'update-preauthorized-booking':
      return 'reschedule';
    case 'request-payment-after-enquiry':
      return 'book';
    default:
      return null; // reviews and system transitions are offered elsewhere or not at all
  }
}
