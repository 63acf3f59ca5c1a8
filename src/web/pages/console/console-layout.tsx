import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useDocumentTitle } from '../../lib/use-document-title';
import './console.css';

const tabs = [
  { to: '/console/listings/queue', id: 'console.nav.queue' },
  { to: '/console/listings', id: 'console.nav.listings', end: true },
  { to: '/console/users', id: 'console.nav.users' },
  { to: '/console/transactions', id: 'console.nav.transactions' },
  { to: '/console/money', id: 'console.nav.money' },
  { to: '/console/outbox', id: 'console.nav.outbox' },
  { to: '/console/jobs', id: 'console.nav.jobs' },
  { to: '/console/errors', id: 'console.nav.errors' },
  { to: '/console/analytics', id: 'console.nav.analytics' },
  { to: '/console/marketing', id: 'console.nav.marketing' },
  { to: '/console/settings', id: 'console.nav.settings' },
  { to: '/console/resellers', id: 'console.nav.resellers' },
  { to: '/console/audit', id: 'console.nav.audit' },
] as const;

/** Every console page: its title, the console's tabs, then the page. */
export function ConsoleLayout({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  useDocumentTitle(
    `${intl.formatMessage({ id: titleId })} · ${intl.formatMessage({ id: 'console.title' })}`,
  );
  return (
    <div className="container console">
      <p className="console__kicker">
        <FormattedMessage id="console.title" />
      </p>
      <nav className="console__tabs" aria-label={intl.formatMessage({ id: 'console.title' })}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={'end' in tab ? tab.end : false}
            className={({ isActive }) => `console__tab${isActive ? ' console__tab--active' : ''}`}
          >
            <FormattedMessage id={tab.id} />
          </NavLink>
        ))}
      </nav>
      <h1 className="console__title">
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </div>
  );
}

/** A date and time in the reader's language. */
export const useDateTime = () => {
  const intl = useIntl();
  return (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
};
