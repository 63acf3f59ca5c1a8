import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form/form-fields';
import { CloseIcon } from '../../components/icons/icons';
import { ApiError, sendJson } from '../../lib/api';
import type { MissingItem } from './reminder';
import './reminders.css';

/**
 * The missing-information reminder (spec 001 §2, 000 §2) as a banner below the top bar, never over the
 * page (decision 155): verify the email (send the link again, or fix the address), or add payout
 * details; dismissible.
 */
export function MissingInformationBanner({
  item,
  email,
  onDismiss,
}: {
  item: MissingItem;
  email: string;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `reminders.title.${item}` });
  return (
    <section className="reminder-banner" aria-label={title}>
      <div className="container reminder-banner__inner">
        <div className="reminder-banner__body">
          <h2 className="reminder-banner__title">{title}</h2>
          {item === 'email' ? <EmailItem email={email} /> : <PayoutItem />}
        </div>
        <button
          type="button"
          className="reminder-banner__dismiss"
          aria-label={intl.formatMessage({ id: 'reminders.dismiss' })}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
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
          className="button button--primary button--small"
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
        <Link className="button button--secondary button--small" to="/account/contact-details">
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
        <Link className="button button--primary button--small" to="/account/payments">
          <FormattedMessage id="reminders.payout.action" />
        </Link>
      </div>
    </div>
  );
}
