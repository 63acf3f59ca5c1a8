import type { JSX } from 'react';
import { useParams } from 'react-router';
import NotFoundPage from '../not-found/not-found-page';
import ConsoleAuditPage from './console-audit-page';
import ConsoleListingPage from './console-listing-page';
import ConsoleListingsPage from './console-listings-page';
import ConsoleQueuePage from './console-queue-page';
import ConsoleErrorsPage from './console-errors-page';
import { ConsoleAnalyticsPage, ConsoleMarketingPage } from './console-tracking-pages';
import ConsoleJobsPage from './console-jobs';
import ConsoleMoneyPage from './console-money-page';
import ConsoleOutboxPage from './console-outbox-page';
import ConsoleSettingsPage from './console-settings-page';
import ConsoleResellersPage from './console-resellers-page';
import ConsoleTransactionPage from './console-transaction-page';
import ConsoleTransactionsPage from './console-transactions-page';
import ConsoleUserPage from './console-user-page';
import ConsoleUsersPage from './console-users-page';

const sections: Record<string, () => JSX.Element> = {
  listings: ConsoleListingsPage,
  users: ConsoleUsersPage,
  transactions: ConsoleTransactionsPage,
  money: ConsoleMoneyPage,
  outbox: ConsoleOutboxPage,
  jobs: ConsoleJobsPage,
  errors: ConsoleErrorsPage,
  analytics: ConsoleAnalyticsPage,
  marketing: ConsoleMarketingPage,
  settings: ConsoleSettingsPage,
  resellers: ConsoleResellersPage,
  audit: ConsoleAuditPage,
};
const items: Record<string, () => JSX.Element> = {
  listings: ConsoleListingPage,
  users: ConsoleUserPage,
  transactions: ConsoleTransactionPage,
};

/**
 * Every console page, in one chunk, told apart by the path (the route table has two console routes,
 * /console/:section and /console/:section/:id: each route there weighs on every first load).
 */
export default function ConsoleSections() {
  const { section = '', id } = useParams();
  const Page =
    id === undefined
      ? sections[section]
      : section === 'listings' && id === 'queue'
        ? ConsoleQueuePage
        : items[section];
  return Page ? <Page /> : <NotFoundPage />;
}
