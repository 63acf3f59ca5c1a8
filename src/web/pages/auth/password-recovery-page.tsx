import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { errorMessageId } from '../../components/feedback/feedback';
import { FormMessage } from '../../components/form/form-fields';
import { besideThePage } from '../../components/lazy-beside';
import { MailIcon } from '../../components/icons/page-icons';
import { DemoOutboxHint } from '../../features/accounts/demo-outbox-hint';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import { Button } from '../../components/button/button';

/** The form, loaded beside the page (react-hook-form and zod are on no public page's first load). */
const PasswordRecoveryForm = besideThePage(
  () => import('./password-recovery-form').then((module) => module.PasswordRecoveryForm),
  <div className="recovery-form-placeholder" />,
);

/**
 * /recover-password: ask for a reset link by email. After sending, the screen shows the address
 * with the choice to retype it or send again (spec 001 §2).
 */
export default function PasswordRecoveryPage() {
  const intl = useIntl();
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({ mutationFn: (request: () => Promise<unknown>) => request() });
  const [failure, setFailure] = useState<string | null>(null);
  const [isResent, setResent] = useState(false);
  // What was typed, for the form when the visitor chooses to retype it.
  const [typed, setTyped] = useState<string | null>(null);
  useDocumentTitle(intl.formatMessage({ id: 'accounts.recovery.title' }));

  const send = async (email: string) => {
    setFailure(null);
    try {
      await submitting.mutateAsync(() =>
        callApi('POST /api/auth/password-reset/request', { body: { email } }),
      );
      return true;
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'email-not-found'
          ? 'accounts.recovery.notFound'
          : error instanceof ApiError && error.code === 'too-many-requests'
            ? 'accounts.recovery.tooMany'
            : errorMessageId(error),
      );
      return false;
    }
  };

  if (submittedEmail) {
    return (
      <div className="auth-page">
        <div className="auth-card">
          <div className="auth-card__icon">
            <MailIcon size={28} />
          </div>
          <h1 className="auth-card__title">
            <FormattedMessage id="accounts.recovery.submittedTitle" />
          </h1>
          <p className="auth-card__lead">
            <FormattedMessage
              id="accounts.recovery.submittedText"
              values={{ email: submittedEmail, strong: (c) => <strong>{c}</strong> }}
            />
          </p>
          <FormMessage id={isResent ? 'accounts.recovery.resent' : null} tone="success" />
          <FormMessage id={failure} />
          <div className="auth-card__actions">
            <Button
              variant="secondary"
              onClick={() => {
                setSubmittedEmail(null);
                setFailure(null);
                setResent(false);
              }}
            >
              <FormattedMessage id="accounts.recovery.retype" />
            </Button>
            <Button
              variant="secondary"
              disabled={submitting.isPending}
              onClick={async () => {
                setResent(false);
                if (await send(submittedEmail)) setResent(true);
              }}
            >
              <FormattedMessage id="accounts.recovery.resend" />
            </Button>
          </div>
          <DemoOutboxHint />
        </div>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.recovery.title" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage id="accounts.recovery.lead" />
        </p>
        <PasswordRecoveryForm
          typed={typed}
          failure={failure}
          isSending={submitting.isPending}
          onSend={async (email, typedEmail) => {
            setTyped(typedEmail);
            if (await send(email)) setSubmittedEmail(email);
          }}
        />
        <p className="auth-card__footer">
          <Link to="/login">
            <FormattedMessage id="accounts.recovery.backToLogin" />
          </Link>
        </p>
      </div>
    </div>
  );
}
