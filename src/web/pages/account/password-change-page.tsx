import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useCurrentUser } from '../../auth/use-current-user';
import { PageSkeleton } from '../../components/feedback/feedback';
import { besideThePage } from '../../components/lazy-beside';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ButtonLink } from '../../components/button/button-link';

// The form loads beside the page: react-hook-form, zod and the contract's schema listed in the
// page's own preload list would put the listing and checkout pages over budget (decision 181).
const PasswordChangeForm = besideThePage(
  () => import('./password-change-form').then((module) => module.PasswordChangeForm),
  null,
);

/** /account/change-password: the current password and a new one. */
export default function PasswordChangePage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.passwordChange.title' }));
  if (!user) return <PageSkeleton />;

  return (
    <AccountSettingsLayout user={user} titleId="accounts.passwordChange.title">
      {user.hasPassword ? (
        <PasswordChangeForm />
      ) : (
        <>
          <p className="account-page__lead">
            <FormattedMessage id="accounts.passwordChange.noPassword" />
          </p>
          <ButtonLink variant="secondary" to="/recover-password">
            <FormattedMessage id="accounts.passwordChange.setPassword" />
          </ButtonLink>
        </>
      )}
    </AccountSettingsLayout>
  );
}
