import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { ApiError, sendJson } from '../../lib/api';
import type { MissingItem } from './reminder';
import './reminders.css';

/**
 * The missing-information modal (spec 001 §2, 000 §2): verify the email (send the link again, or fix
 * the address) and add payout details. The reminder shows one item; the listing editor's publish step
 * shows every item still missing, with its own actions below.
 */
export function MissingInformationModal({
  items,
  email,
  onClose,
  returnPath,
  children,
}: {
  items: readonly MissingItem[];
  email: string;
  onClose: () => void;
  /** Where the payout page leads back to once the details are saved. */
  returnPath?: string;
  children?: ReactNode;
}) {
  const titleId = items.length > 1 ? 'both' : items[0]!;
  return (
    <Modal isOpen onClose={onClose} title={<FormattedMessage id={`reminders.title.${titleId}`} />}>
      <ul className="reminder__items">
        {items.includes('email') ? <EmailItem email={email} /> : null}
        {items.includes('payout') ? <PayoutItem returnPath={returnPath} /> : null}
      </ul>
      {children}
    </Modal>
  );
}

function EmailItem({ email }: { email: string }) {
  const [isSending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; id: string } | null>(null);
  return (
    <li className="reminder__item">
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
    </li>
  );
}

function PayoutItem({ returnPath }: { returnPath?: string }) {
  const to = returnPath
    ? `/account/payments?from=${encodeURIComponent(returnPath)}`
    : '/account/payments';
  return (
    <li className="reminder__item">
      <p>
        <FormattedMessage id="reminders.payout.text" />
      </p>
      <div className="reminder__actions">
        <Link className="button button--primary" to={to}>
          <FormattedMessage id="reminders.payout.action" />
        </Link>
      </div>
    </li>
  );
}
