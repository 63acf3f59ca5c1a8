import { useCallback, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { PublicPaymentIntent } from '../../../contracts/payments';
import { Modal } from '../../components/modal/modal';
import { formatPrice } from '../../lib/format-price';
import { Button } from '../../components/button/button';

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
  /** The same step when a card is saved without paying (a setup intent). */
  authenticateSetup: () => Promise<boolean>;
  modal: ReactNode;
} {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const resolveRef = useRef<((isCompleted: boolean) => void) | null>(null);

  const open = useCallback(
    (next: Challenge) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current = resolve;
        setChallenge(next);
      }),
    [],
  );
  const authenticate = useCallback(
    (intent: PublicPaymentIntent) => open({ kind: 'payment', intent }),
    [open],
  );
  const authenticateSetup = useCallback(() => open({ kind: 'setup' }), [open]);
  const answer = (isCompleted: boolean) => {
    resolveRef.current?.(isCompleted);
    resolveRef.current = null;
    setChallenge(null);
  };

  return {
    authenticate,
    authenticateSetup,
    modal: <ChallengeModal challenge={challenge} onAnswer={answer} />,
  };
}

type Challenge = { kind: 'payment'; intent: PublicPaymentIntent } | { kind: 'setup' };

function ChallengeModal({
  challenge,
  onAnswer,
}: {
  challenge: Challenge | null;
  onAnswer: (isCompleted: boolean) => void;
}) {
  const intl = useIntl();
  const intent = challenge?.kind === 'payment' ? challenge.intent : null;
  const amount = intent
    ? (formatPrice(intent.amount, intent.currency.toUpperCase(), intl.locale) ?? '')
    : '';
  return (
    <Modal
      isOpen={challenge !== null}
      onClose={() => onAnswer(false)}
      title={<FormattedMessage id="payments.challenge.title" />}
    >
      <div className="challenge">
        <p>
          {intent ? (
            <FormattedMessage id="payments.challenge.body" values={{ amount }} />
          ) : (
            <FormattedMessage id="payments.challenge.setupBody" />
          )}
        </p>
        <p className="field__hint">
          <FormattedMessage id="payments.challenge.simulated" />
        </p>
        <div className="challenge__actions">
          <Button variant="primary" onClick={() => onAnswer(true)}>
            <FormattedMessage id="payments.challenge.complete" />
          </Button>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            <FormattedMessage id="payments.challenge.fail" />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
