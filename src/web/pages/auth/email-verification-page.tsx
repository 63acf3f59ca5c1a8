import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../contracts/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId, PageSkeleton } from '../../components/feedback/feedback';
import { FormAlert, FormMessage } from '../../components/form/form-fields';
import { MailIcon } from '../../components/icons/page-icons';
import { CheckCircleIcon } from '../../components/icons/icons';
import { useAccountUpdate } from '../../features/accounts/account-api';
import { DemoOutboxHint } from '../../features/accounts/demo-outbox-hint';
import { homeOfUser } from '../../features/accounts/home-of-user';
import { useResendVerification } from '../../features/accounts/use-resend-verification';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

type Verification =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified' }
  | { status: 'failed'; messageId: string };

/** /verify-email (login required): follow the emailed link (?t=…), or see where it went and send it again. */
export default function EmailVerificationPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const token = params.get('t');
  const update = useAccountUpdate();
  const [verification, setVerification] = useState<Verification>({
    status: token ? 'verifying' : 'idle',
  });
  const started = useRef<string | null>(null);
  useDocumentTitle(intl.formatMessage({ id: 'accounts.verify.title' }));

  useEffect(() => {
    // Verifying refuses to start while one is in progress (spec 001 §4): once per token.
    if (!token || started.current === token) return;
    started.current = token;
    setVerification({ status: 'verifying' });
    update('POST /api/account/verify-email', { token }).then(
      () => setVerification({ status: 'verified' }),
      (error: unknown) =>
        setVerification({
          status: 'failed',
          messageId:
            error instanceof ApiError && error.code === 'forbidden'
              ? 'accounts.verify.otherAccount'
              : error instanceof ApiError && error.code === 'email-taken'
                ? 'accounts.verify.emailTaken'
                : error instanceof ApiError && error.status === 400
                  ? 'accounts.verify.invalidLink'
                  : errorMessageId(error),
        }),
    );
  }, [token, update]);

  if (!user || verification.status === 'verifying') return <PageSkeleton />;
  return (
    <div className="auth-page">
      <div className="auth-card">
        {verification.status === 'verified' ? (
          <>
            <div className="auth-card__icon">
              <CheckCircleIcon size={28} />
            </div>
            <h1 className="auth-card__title">
              <FormattedMessage id="accounts.verify.doneTitle" />
            </h1>
            <p className="auth-card__lead">
              <FormattedMessage
                id="accounts.verify.doneText"
                values={{ email: user.email, strong: (c) => <strong>{c}</strong> }}
              />
            </p>
            <ButtonLink variant="primary" to={homeOfUser(user)}>
              <FormattedMessage id="accounts.verify.continue" />
            </ButtonLink>
          </>
        ) : (
          <>
            {verification.status === 'failed' ? (
              <FormAlert>
                <p>
                  <FormattedMessage id={verification.messageId} />
                </p>
              </FormAlert>
            ) : null}
            <VerificationStatus user={user} />
          </>
        )}
      </div>
    </div>
  );
}

/** Where the link went, and sending it again (at most 5 a day). */
function VerificationStatus({ user }: { user: CurrentUser }) {
  const { resend, isSending, result } = useResendVerification();
  const target = user.pendingEmail ?? (user.emailVerified ? null : user.email);

  if (!target) {
    return (
      <>
        <div className="auth-card__icon">
          <CheckCircleIcon size={28} />
        </div>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.verify.alreadyTitle" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage
            id="accounts.verify.doneText"
            values={{ email: user.email, strong: (c) => <strong>{c}</strong> }}
          />
        </p>
        <ButtonLink variant="secondary" to="/account/contact-details">
          <FormattedMessage id="accounts.verify.toContactDetails" />
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <div className="auth-card__icon">
        <MailIcon size={28} />
      </div>
      <h1 className="auth-card__title">
        <FormattedMessage id="accounts.verify.title" />
      </h1>
      <p className="auth-card__lead">
        <FormattedMessage
          id="accounts.verify.sentTo"
          values={{ email: target, strong: (c) => <strong>{c}</strong> }}
        />
      </p>
      <FormMessage id={result?.messageId} tone={result?.tone} />
      <div className="auth-card__actions">
        <Button variant="secondary" disabled={isSending} aria-busy={isSending} onClick={resend}>
          <FormattedMessage id="accounts.verify.resend" />
        </Button>
        <ButtonLink variant="secondary" to="/account/contact-details">
          <FormattedMessage id="accounts.verify.changeEmail" />
        </ButtonLink>
      </div>
      <DemoOutboxHint />
    </>
  );
}
