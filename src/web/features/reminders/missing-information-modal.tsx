import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { ApiError, sendJson } from '../../lib/api';
import type { MissingItem } from './reminder';
import './reminders.css';

/**
 * The missing-information modal (spec 001 §2, 000 §2): verify the email (send the link again, or fix
 * the address), or add payout details.
 */
export function MissingInformationModal({
  item,
  email,
  onClose,
}: {
  item: MissingItem;
  email: string;
  onClose: () => void;
}) {
  return (
    <Modal isOpen onClose={onClose} title={<FormattedMessage id={`reminders.title.${item}`} />}>
      {item === 'email' ? <EmailItem email={email} /> : <PayoutItem />}
    </Modal>
  );
}

function EmailItem({ email }: { email: string }) {
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; id: string } | null>(null);
  return (
    <div className="reminder__item">
      <p>
        <FormattedMessage
          id="reminders.email.text"
          values={{ email, strong: (c) => <strong>{c}</strong> }}
        />
      </p>
      <FormMessage id={result?.id} tone={result?.tone} />
      <div className="reminder__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={isSending}
          aria-busy={isSending}
          onClick={async () => {
            if (isSending) return;
            setSending(true);
            setResult(null);
            try {
              await sendJson('POST', '/api/account/verify-email/send');
              setResult({ tone: 'success', id: 'accounts.verify.resent' });
            } catch (error) {
              setResult({
                tone: 'error',
                id:
                  error instanceof ApiError && error.code === 'email-too-many-verification-requests'
                    ? 'accounts.verify.tooMany'
                    : 'accounts.verify.resendFailed',
              });
            } finally {
              setSending(false);
            }
          }}
        >
          <FormattedMessage id="accounts.verify.resend" />
        </button>
        <Link className="button button--secondary" to="/account/contact-details">
          <FormattedMessage id="accounts.verify.changeEmail" />
        </Link>
      </div>
    </div>
  );
}

function PayoutItem() {
  return (
    <div className="reminder__item">
      <p>
        <FormattedMessage id="reminders.payout.text" />
      </p>
      <div className="reminder__actions">
        <Link className="button button--primary" to="/account/payments">
          <FormattedMessage id="reminders.payout.action" />
        </Link>
      </div>
    </div>
  );
}
