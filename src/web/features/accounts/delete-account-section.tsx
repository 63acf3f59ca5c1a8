import { lazy, Suspense, useId, useState } from 'react';
import type { CurrentUser } from '../../../contracts/accounts';
import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

// The dialog comes with its form code when the button is pressed (as the enquiry dialog does).
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * The last section of the account settings: deleting the account (GDPR's right to erasure,
 * decision 074). People without a password (identity provider only) set one first, since the
 * deletion asks for it, as changing the email does.
 */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <section
      className="account-page__section delete-account"
      aria-labelledby={`${id}-delete-title`}
    >
      <h2 id={`${id}-delete-title`} className="account-page__section-title">
        <FormattedMessage id="accounts.deleteAccount.title" />
      </h2>
      <p className="account-page__lead">
        <FormattedMessage id="accounts.deleteAccount.lead" />
      </p>
      {user.hasPassword ? (
        <Button variant="secondary" className="delete-account__open" onClick={() => setOpen(true)}>
          <FormattedMessage id="accounts.deleteAccount.open" />
        </Button>
      ) : (
        <>
          <p className="account-page__lead">
            <FormattedMessage id="accounts.deleteAccount.noPassword" />
          </p>
          <ButtonLink variant="secondary" to="/recover-password">
            <FormattedMessage id="accounts.deleteAccount.setPassword" />
          </ButtonLink>
        </>
      )}
      {isOpen ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog user={user} isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
