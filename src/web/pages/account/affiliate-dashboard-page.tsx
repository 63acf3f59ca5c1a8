import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchParams } from 'react-router';
import type { AffiliateDashboard } from '../../../contracts/affiliates';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { UserNav } from '../../features/accounts/account-nav';
import { useAffiliateDashboard } from '../../features/affiliates/affiliate-api';
import { QrFlyer } from '../../features/affiliates/qr-flyer';
import { ReferralLink } from '../../features/affiliates/referral-link';
import { AffiliateTable } from '../../features/affiliates/affiliate-table';
import { Stats, useEuros } from '../../features/affiliates/affiliate-figures';
import '../../features/affiliates/affiliates.css';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /affiliate-dashboard (spec 001 §2, §9): clicks, this month's conversions, the tier, the link and the flyer. */
export default function AffiliateDashboardPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.tabs.dashboard' }));
  if (!user) return <PageSkeleton />;
  return (
    <div className="account-page">
      <UserNav user={user} />
      <div className="container">
        {user.type === userTypes.affiliate ? (
          <Dashboard businessName={String(user.publicData.cname ?? user.displayName)} />
        ) : (
          <EmptyState title={<FormattedMessage id="affiliates.dashboard.onlyAffiliates" />} />
        )}
      </div>
    </div>
  );
}

function Dashboard({ businessName }: { businessName: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = searchParams.get('month') ?? undefined;
  const query = useAffiliateDashboard(month);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="affiliate-dashboard" aria-busy={query.isPlaceholderData}>
      <h1>
        <FormattedMessage id="affiliates.dashboard.title" />
      </h1>
      <Summary
        data={data}
        month={month ?? data.month}
        onMonth={(m) => setSearchParams(m ? { month: m } : {})}
      />
      <div className="affiliate-card">
        <ReferralLink link={data.affiliate.referralLink} titleId="affiliates.link.title" />
      </div>
      <History data={data} />
      <Conversions data={data} />
      <QrFlyer link={data.affiliate.referralLink} businessName={businessName} />
    </div>
  );
}

function Summary({
  data,
  month: chosenMonth,
  onMonth,
}: {
  data: AffiliateDashboard;
  /** The month asked for: shown at once, while its figures load. */
  month: string;
  onMonth: (month: string | null) => void;
}) {
  const intl = useIntl();
  const euros = useEuros();
  const tierName = (tier: string) => intl.formatMessage({ id: `affiliates.tier.${tier}` });
  return (
    <section aria-labelledby="affiliate-summary">
      <h2 id="affiliate-summary">
        <FormattedMessage
          id="affiliates.dashboard.period"
          // A date is one word: never split at its hyphens ("30-11-" / "2026").
          values={{
            from: <span className="affiliate-dashboard__date">{data.period.from}</span>,
            to: <span className="affiliate-dashboard__date">{data.period.to}</span>,
          }}
        />
      </h2>
      <label className="field">
        <span className="field__label">
          <FormattedMessage id="affiliates.dashboard.month" />
        </span>
        <select
          className="select"
          value={chosenMonth}
          onChange={(event) => onMonth(event.target.value)}
        >
          {data.months.map((month) => (
            <option key={month} value={month}>
              {intl.formatDate(`${month}-15T12:00:00Z`, {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              })}
            </option>
          ))}
        </select>
      </label>
      <Stats
        items={[
          { labelId: 'affiliates.dashboard.clicks', value: intl.formatNumber(data.clicks) },
          {
            labelId: 'affiliates.dashboard.bookings',
            value: intl.formatNumber(data.conversion.bookings),
          },
          { labelId: 'affiliates.dashboard.total', value: euros(data.conversion.total) },
          { labelId: 'affiliates.dashboard.commission', value: euros(data.conversion.commission) },
          {
            labelId: 'affiliates.dashboard.tier',
            value: `${tierName(data.affiliate.tier)} (${intl.formatNumber(data.affiliate.rateBasisPoints / 10_000, { style: 'percent', maximumFractionDigits: 1 })})`,
          },
        ]}
      />
      <p>
        {data.remainingSales ? (
          <FormattedMessage
            id="affiliates.dashboard.remaining"
            values={{
              amount: euros(data.remainingSales.amount),
              tier: tierName(data.remainingSales.nextTier),
              months: data.remainingSales.months,
            }}
          />
        ) : (
          <FormattedMessage id="affiliates.dashboard.topTier" />
        )}
      </p>
    </section>
  );
}

function History({ data }: { data: AffiliateDashboard }) {
  const intl = useIntl();
  const euros = useEuros();
  const highest = Math.max(1, ...data.history.map((h) => h.commission));
  const mostClicks = Math.max(1, ...data.history.map((h) => h.clicks));
  const monthName = (month: string, width: 'short' | 'narrow') =>
    intl.formatDate(`${month}-15T12:00:00Z`, { month: width, timeZone: 'UTC' });
  return (
    <section className="affiliate-card" aria-labelledby="affiliate-history">
      <h2 id="affiliate-history">
        <FormattedMessage id="affiliates.dashboard.history" />
      </h2>
      <p className="affiliate-chart__legend" aria-hidden="true">
        <span className="affiliate-chart__key affiliate-chart__key--clicks">
          <FormattedMessage id="affiliates.dashboard.clicks" />
        </span>
        <span className="affiliate-chart__key affiliate-chart__key--commission">
          <FormattedMessage id="affiliates.dashboard.commission" />
        </span>
      </p>
      {/* Each month's clicks and commission side by side, each scaled to its own highest month. */}
      <div className="affiliate-chart" aria-hidden="true" data-testid="affiliate-chart">
        {data.history.map((h) => (
          <div key={h.month} className="affiliate-chart__month">
            <div
              className="affiliate-chart__bar affiliate-chart__bar--clicks"
              style={{ height: `${(h.clicks / mostClicks) * 100}%` }}
              title={String(h.clicks)}
            />
            <div
              className="affiliate-chart__bar"
              style={{ height: `${(Math.max(0, h.commission) / highest) * 100}%` }}
              title={euros(h.commission)}
            />
          </div>
        ))}
      </div>
      <div className="affiliate-chart__labels" aria-hidden="true">
        {data.history.map((h) => (
          <span key={h.month}>
            <span className="affiliate-chart__label--short">{monthName(h.month, 'short')}</span>
            <span className="affiliate-chart__label--narrow">{monthName(h.month, 'narrow')}</span>
          </span>
        ))}
      </div>
      <AffiliateTable
        isHidden
        captionId="affiliates.dashboard.history"
        columns={[
          { labelId: 'affiliates.dashboard.month' },
          { labelId: 'affiliates.dashboard.clicks', isNumber: true },
          { labelId: 'affiliates.dashboard.commission', isNumber: true },
        ]}
        rows={data.history.map((h) => ({
          key: h.month,
          cells: [
            intl.formatDate(`${h.month}-15T12:00:00Z`, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }),
            h.clicks,
            euros(h.commission),
          ],
        }))}
      />
    </section>
  );
}

function Conversions({ data }: { data: AffiliateDashboard }) {
  const euros = useEuros();
  return (
    <section className="affiliate-card" aria-labelledby="affiliate-conversions">
      <h2 id="affiliate-conversions">
        <FormattedMessage id="affiliates.dashboard.conversions" />
      </h2>
      {data.conversion.rows.length === 0 ? (
        <p>
          <FormattedMessage id="affiliates.dashboard.noConversions" />
        </p>
      ) : (
        <AffiliateTable
          columns={[
            { labelId: 'affiliates.dashboard.date' },
            { labelId: 'affiliates.dashboard.kind' },
            { labelId: 'affiliates.dashboard.amount', isNumber: true },
            { labelId: 'affiliates.dashboard.commission', isNumber: true },
          ]}
          rows={data.conversion.rows.map((row, index) => ({
            key: String(index),
            cells: [
              row.date,
              <FormattedMessage key="kind" id={`affiliates.dashboard.kind.${row.kind}`} />,
              euros(row.amount),
              euros(row.commission),
            ],
          }))}
        />
      )}
    </section>
  );
}
