import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { consoleAnalyticsQuery, consoleMarketingQuery } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleLayout, useDateTime } from './console-layout';

// The funnel, then the ad pixel's page views and purchases (decision 176).
const funnelColumns = [
  'pageViews',
  'signUps',
  'checkoutStarts',
  'purchases',
  'adPageViews',
  'adPurchases',
] as const;

/** /console/analytics: the local analytics' funnel per UTC day, the last 30 days (decision 166). */
export function ConsoleAnalyticsPage() {
  const intl = useIntl();
  const funnel = useQuery(consoleAnalyticsQuery());
  return (
    <ConsoleLayout titleId="console.analytics.title">
      {funnel.isPending ? (
        <PageSkeleton />
      ) : funnel.isError ? (
        <ErrorState error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <p className="console__count">
            <FormattedMessage id={`console.analytics.kind.${funnel.data.data.kind}`} />
          </p>
          <div className="console-scroll">
            <table className="console-table" data-testid="console-funnel">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="console.analytics.day" />
                  </th>
                  {funnelColumns.map((key) => (
                    <th key={key} scope="col" className="console-table__amount">
                      <FormattedMessage id={`console.analytics.${key}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {funnel.data.data.days.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">
                      {intl.formatDate(`${row.day}T00:00:00Z`, {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      })}
                    </th>
                    {funnelColumns.map((key) => (
                      <td key={key} className="console-table__amount">
                        {intl.formatNumber(row[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ConsoleLayout>
  );
}

/**
 * /console/marketing: the local email marketing's newest profiles and events (decision 165), and the
 * affiliate tracker's newest conversions (decision 176).
 */
export function ConsoleMarketingPage() {
  const intl = useIntl();
  const dateTime = useDateTime();
  const marketing = useQuery(consoleMarketingQuery());
  if (marketing.isPending)
    return (
      <ConsoleLayout titleId="console.marketing.title">
        <PageSkeleton />
      </ConsoleLayout>
    );
  if (marketing.isError)
    return (
      <ConsoleLayout titleId="console.marketing.title">
        <ErrorState error={marketing.error} onRetry={() => void marketing.refetch()} />
      </ConsoleLayout>
    );
  const { kind, profiles, events, conversions } = marketing.data.data;
  return (
    <ConsoleLayout titleId="console.marketing.title">
      <p className="console__count">
        <FormattedMessage id={`console.marketing.kind.${kind}`} />
      </p>
      <h2>
        <FormattedMessage id="console.marketing.profiles" />
      </h2>
      {profiles.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.marketing.noProfiles" />} />
      ) : (
        <ul className="console-list">
          {profiles.map((profile) => (
            <li key={profile.userId} className="console-row" data-testid="marketing-profile">
              <div className="console-row__main">
                <strong className="console-row__title">{profile.name}</strong>
                <span>{profile.email}</span>
                {profile.phoneNumber ? <span>{profile.phoneNumber}</span> : null}
              </div>
              <p className="console-row__facts">{dateTime(profile.updatedAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <h2>
        <FormattedMessage id="console.marketing.events" />
      </h2>
      {events.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.marketing.noEvents" />} />
      ) : (
        <ul className="console-list">
          {events.map((event) => (
            <li key={event.id} className="console-row" data-testid="marketing-event">
              <div className="console-row__main">
                <strong className="console-row__title">{event.metric}</strong>
                <span>{event.email}</span>
              </div>
              <p className="console-row__facts">
                {dateTime(event.occurredAt)} · <code>{JSON.stringify(event.properties)}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2>
        <FormattedMessage id="console.marketing.conversions" />
      </h2>
      {conversions.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.marketing.noConversions" />} />
      ) : (
        <ul className="console-list">
          {conversions.map((conversion) => (
            <li
              key={conversion.transactionId}
              className="console-row"
              data-testid="affiliate-conversion"
            >
              <div className="console-row__main">
                <strong className="console-row__title">{conversion.affiliateName}</strong>
                <span>
                  {intl.formatNumber(conversion.valueMinor / 100, {
                    style: 'currency',
                    currency: conversion.currency,
                  })}
                </span>
              </div>
              <p className="console-row__facts">
                {dateTime(conversion.reportedAt)} · <code>{conversion.transactionId}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
    </ConsoleLayout>
  );
}
