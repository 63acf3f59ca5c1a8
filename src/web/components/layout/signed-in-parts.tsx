import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { userTypes } from '../../../domain/accounts';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { useCurrentUser, type CurrentUser } from '../../auth/use-current-user';
import { MenuLink } from './menu-link';

// What only a signed-in user sees in the shell, in one chunk loaded once someone is signed in
// (lazy-signed-in-parts.tsx): a first visit does not download it (decision 051).
export { LanguageSync } from '../../features/accounts/language-sync';
export { LimitedAccessBanner } from '../../features/accounts/limited-access-banner';
export { UserAvatar } from '../../features/accounts/user-avatar';
export { ReminderGate } from '../../features/reminders/reminder-gate';
export { InboxLink } from '../../features/talk/inbox-link';

/** The user menu's account part: their pages and signing out. */
export function AccountMenuItems({
  user,
  onLoggedOut,
}: {
  user: CurrentUser;
  onLoggedOut: () => void;
}) {
  const { logout } = useAuthActions();
  const { isAdmin } = useCurrentUser();
  const [logoutFailed, setLogoutFailed] = useState<string | null>(null);
  return (
    <>
      <li className="user-menu__greeting">
        <FormattedMessage id="layout.menu.greeting" values={{ name: user.firstName }} />
      </li>
      {isAdmin ? <MenuLink to="/console" messageId="console.menu.console" isStrong /> : null}
      {user.type === userTypes.operator ? (
        <>
          <MenuLink to="/inbox/sales" messageId="accounts.menu.mySales" isStrong />
          <MenuLink to="/listings" messageId="accounts.menu.manageListings" isStrong />
          <MenuLink to="/l/new" messageId="manage.menu.newListing" />
        </>
      ) : (
        <MenuLink to="/inbox/orders" messageId="accounts.menu.myBookings" isStrong />
      )}
      {user.type === userTypes.affiliate ? (
        <MenuLink to="/affiliate-dashboard" messageId="accounts.menu.dashboard" isStrong />
      ) : null}
      <MenuLink to={`/u/${user.id}`} messageId="accounts.menu.profile" />
      <MenuLink to="/profile-settings" messageId="accounts.menu.profileSettings" />
      <MenuLink to="/account/contact-details" messageId="accounts.menu.accountSettings" />
      <li>
        <button
          type="button"
          className="user-menu__item"
          onClick={() => {
            setLogoutFailed(null);
            logout().then(onLoggedOut, (error: unknown) =>
              setLogoutFailed(
                error instanceof AuthBusyError ? 'accounts.authBusy' : 'accounts.logoutFailed',
              ),
            );
          }}
        >
          <FormattedMessage id="accounts.logout" />
        </button>
        {logoutFailed ? (
          <p className="user-menu__error" role="alert">
            <FormattedMessage id={logoutFailed} />
          </p>
        ) : null}
      </li>
    </>
  );
}
