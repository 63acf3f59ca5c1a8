import { useState } from 'react';
import { CheckCircleIcon } from '../../components/icons/icons';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-fields';
import { besideThePage } from '../../components/lazy-beside';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import { ButtonLink } from '../../components/button/button-link';

/** The form, loaded beside the page (react-hook-form and zod are on no public page's first load). */
const PasswordResetForm = besideThePage(
  () => import('./password-reset-form').then((module) => module.PasswordResetForm),
  <div className="reset-form-placeholder" />,
);

/** /reset-password?t=…&e=…: a new password from the emailed link. */
export default function PasswordResetPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('t');
  const email = params.get('e');
  const [state, setState] = useState<'form' | 'done'>('form');
  useDocumentTitle(intl.formatMessage({ id: 'accounts.reset.title' }));

  let body;
  if (!token || !email) {
    body = (
      <>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.reset.title" />
        </h1>
        <FormAlert>
          <p>
            <FormattedMessage id="accounts.reset.invalidLink" />
          </p>
        </FormAlert>
        <div className="auth-card__actions">
          <ButtonLink variant="primary" to="/recover-password">
            <FormattedMessage id="accounts.reset.requestNew" />
          </ButtonLink>
        </div>
      </>
    );
  } else if (state === 'done') {
    body = (
      <>
        <div className="auth-card__icon">
          <CheckCircleIcon size={28} />
        </div>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.reset.doneTitle" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage id="accounts.reset.doneText" />
        </p>
        <ButtonLink variant="primary" to="/login">
          <FormattedMessage id="accounts.reset.login" />
        </ButtonLink>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.reset.title" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage
            id="accounts.reset.lead"
            values={{ email, strong: (c) => <strong>{c}</strong> }}
          />
        </p>
        <PasswordResetForm email={email} token={token} onDone={() => setState('done')} />
      </>
    );
  }
  return (
    <div className="auth-page">
      <div className="auth-card">{body}</div>
    </div>
  );
}
