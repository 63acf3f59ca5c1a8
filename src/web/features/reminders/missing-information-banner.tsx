import { FormattedMessage, useIntl } from '../../i18n/intl';
import { FormMessage } from '../../components/form/form-fields';
import { CloseIcon } from '../../components/icons/icons';
import { useResendVerification } from '../accounts/use-resend-verification';
import type { MissingItem } from './reminder';
import './reminders.css';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

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
  const { resend, isSending, result } = useResendVerification();
  return (
    <div className="reminder__item">
      <p>
        <FormattedMessage
          id="reminders.email.text"
          values={{ email, strong: (c) => <strong>{c}</strong> }}
        />
      </p>
      <FormMessage id={result?.messageId} tone={result?.tone} />
      <div className="reminder__actions">
        <Button
          variant="primary"
          size="small"
          disabled={isSending}
          aria-busy={isSending}
          onClick={resend}
        >
          <FormattedMessage id="accounts.verify.resend" />
        </Button>
        <ButtonLink variant="secondary" size="small" to="/account/contact-details">
          <FormattedMessage id="accounts.verify.changeEmail" />
        </ButtonLink>
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
        <ButtonLink variant="primary" size="small" to="/account/payments">
          <FormattedMessage id="reminders.payout.action" />
        </ButtonLink>
      </div>
    </div>
  );
}
