import { useCallback, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicPaymentIntent } from '../../../contracts/payments';
import { Modal } from '../../components/modal/modal';
import { formatPrice } from '../../lib/format-price';

/**
 * The card simulator's 3-D Secure step (test card 4000 0027 6000 3184): a dialog standing in for the
 * bank's page, where the traveller completes or fails the authentication.
 *
 *   const challenge = useThreeDSecureChallenge();
 *   ... confirmCardPayment(input, { payments, authenticate: challenge.authenticate }) ...
 *   return <>{form}{challenge.modal}</>;
 *
 * Closing the dialog counts as a failed authentication, as leaving the bank's page does.
 */
export function useThreeDSecureChallenge(): {
  authenticate: (intent: PublicPaymentIntent) => Promise<boolean>;
  modal: ReactNode;
} {
  const [intent, setIntent] = useState<PublicPaymentIntent | null>(null);
  const resolveRef = useRef<((isCompleted: boolean) => void) | null>(null);

  const authenticate = useCallback(
    (next: PublicPaymentIntent) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current = resolve;
        setIntent(next);
      }),
    [],
  );
  const answer = (isCompleted: boolean) => {
    resolveRef.current?.(isCompleted);
    resolveRef.current = null;
    setIntent(null);
  };

  return { authenticate, modal: <ChallengeModal intent={intent} onAnswer={answer} /> };
}

function ChallengeModal({
  intent,
  onAnswer,
}: {
  intent: PublicPaymentIntent | null;
  onAnswer: (isCompleted: boolean) => void;
}) {
  const intl = useIntl();
  const amount = intent
    ? (formatPrice(intent.amount, intent.currency.toUpperCase(), intl.locale) ?? '')
    : '';
  return (
    <Modal
      isOpen={intent !== null}
      onClose={() => onAnswer(false)}
      title={<FormattedMessage id="payments.challenge.title" />}
    >
      <div className="challenge">
        <p>
          <FormattedMessage id="payments.challenge.body" values={{ amount }} />
        </p>
        <p className="field__hint">
          <FormattedMessage id="payments.challenge.simulated" />
        </p>
        <div className="challenge__actions">
          <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
            <FormattedMessage id="payments.challenge.complete" />
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onAnswer(false)}
          >
            <FormattedMessage id="payments.challenge.fail" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
