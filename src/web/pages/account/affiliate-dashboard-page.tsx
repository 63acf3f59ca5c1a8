import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, PageSkeleton } from '../../components/feedback/feedback';
import { UserNav } from '../../features/accounts/account-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /affiliate-dashboard: a placeholder until the affiliate programme arrives (a later issue). */
export default function AffiliateDashboardPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.tabs.dashboard' }));
  if (!user) return <PageSkeleton />;
  return (
    <div className="account-page">
      <UserNav user={user} />
      <div className="container">
        <EmptyState title={<FormattedMessage id="accounts.dashboard.soonTitle" />}>
          <p>
            <FormattedMessage id="accounts.dashboard.soonText" />
          </p>
        </EmptyState>
      </div>
    </div>
  );
}
