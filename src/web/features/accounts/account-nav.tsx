import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '../../../contracts/accounts';
import { useSelectedTabInView } from '../../lib/use-selected-tab-in-view';
import { accountSettingsTabs, userNavTabs, type AccountTab } from './account-tabs';
import './accounts.css';

/** Tabs as links; the selected one is scrolled into view on narrow screens (up to 1023 px). */
function Tabs({
  tabs,
  label,
  variant,
}: {
  tabs: AccountTab[];
  label: string;
  variant: 'top' | 'side';
}) {
  const selectedRef = useSelectedTabInView<HTMLAnchorElement>(tabs.find((t) => t.isSelected)?.path);
  return (
    <nav className={`account-tabs account-tabs--${variant}`} aria-label={label}>
      <ul className="account-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              ref={tab.isSelected ? selectedRef : undefined}
              to={tab.path}
              className={`account-tabs__tab${tab.isSelected ? ' account-tabs__tab--selected' : ''}`}
              aria-current={tab.isSelected ? 'page' : undefined}
            >
              <FormattedMessage id={tab.labelId} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The top tabs of the account area (profile settings, account settings, and listings or dashboard). */
export function UserNav({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Tabs
      tabs={userNavTabs(user.type, pathname)}
      label={intl.formatMessage({ id: 'accounts.tabs.userNavLabel' })}
      variant="top"
    />
  );
}

/** An account settings page: the top tabs, the side tabs and the page itself. */
export function AccountSettingsLayout({
  user,
  titleId,
  children,
}: {
  user: CurrentUser;
  titleId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className="account-page">
      <UserNav user={user} />
      <div className="container account-page__body account-page__body--with-side">
        <Tabs
          tabs={accountSettingsTabs(user.type, pathname)}
          label={intl.formatMessage({ id: 'accounts.tabs.settingsLabel' })}
          variant="side"
        />
        <div className="account-page__content">
          <h1 className="account-page__title">
            <FormattedMessage id={titleId} />
          </h1>
          {children}
        </div>
      </div>
    </div>
  );
}
