import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { AffiliateDashboard } from '../../../contracts/affiliates';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { UserNav } from '../../features/accounts/account-nav';
import { useAffiliateDashboard } from '../../features/affiliates/affiliate-api';
import { QrFlyer } from '../../features/affiliates/qr-flyer';
import { ReferralLink } from '../../features/affiliates/referral-link';
import '../../features/affiliates/affiliates.css';
import { useDocumentTitle } from '../../lib/use-document-title';

export const useEuros = () => {
  const intl = useIntl();
  return (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
};

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
    <div className="affiliate-dashboard">
      <h1>
        <FormattedMessage id="affiliates.dashboard.title" />
      </h1>
      <Summary data={data} onMonth={(m) => setSearchParams(m ? { month: m } : {})} />
      <div className="affiliate-card">
        <ReferralLink link={data.affiliate.referralLink} titleId="affiliates.link.title" />
      </div>
      <History data={data} />
      <Conversions data={data} />
      <QrFlyer link={data.affiliate.referralLink} businessName={businessName} />
    </div>
  );
}

function Summary({ data, onMonth }: { data: AffiliateDashboard; onMonth: (month: string | null) => void }) {
  const intl = useIntl();
  const euros = useEuros();
  const tierName = (tier: string) => intl.formatMessage({ id: `affiliates.tier.${tier}` });
  return (
    <section aria-labelledby="affiliate-summary">
      <h2 id="affiliate-summary">
        <FormattedMessage id="affiliates.dashboard.period" values={{ from: data.period.from, to: data.period.to }} />
      </h2>
      <label className="field">
        <span className="field__label">
          <FormattedMessage id="affiliates.dashboard.month" />
        </span>
        <select className="field__input" value={data.month} onChange={(event) => onMonth(event.target.value)}>
          {[...data.history].reverse().map((h) => (
            <option key={h.month} value={h.month}>
              {intl.formatDate(`${h.month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </option>
          ))}
        </select>
      </label>
      <dl className="affiliate-stats">
        <div>
          <dt>
            <FormattedMessage id="affiliates.dashboard.clicks" />
          </dt>
          <dd>{intl.formatNumber(data.clicks)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="affiliates.dashboard.bookings" />
          </dt>
          <dd>{intl.formatNumber(data.conversion.bookings)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="affiliates.dashboard.total" />
          </dt>
          <dd>{euros(data.conversion.total)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="affiliates.dashboard.commission" />
          </dt>
          <dd>{euros(data.conversion.commission)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="affiliates.dashboard.tier" />
          </dt>
          <dd>
            {tierName(data.affiliate.tier)} ({intl.formatNumber(data.affiliate.rateBasisPoints / 10_000, { style: 'percent', maximumFractionDigits: 1 })})
          </dd>
        </div>
      </dl>
      <p>
        {data.remainingSales ? (
          <FormattedMessage
            id="affiliates.dashboard.remaining"
            values={{ amount: euros(data.remainingSales.amount), tier: tierName(data.remainingSales.nextTier), months: data.remainingSales.months }}
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
  const short = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'short', timeZone: 'UTC' });
  return (
    <section className="affiliate-card" aria-labelledby="affiliate-history">
      <h2 id="affiliate-history">
        <FormattedMessage id="affiliates.dashboard.history" />
      </h2>
      <div className="affiliate-chart" aria-hidden="true">
        {data.history.map((h) => (
          <div key={h.month} className="affiliate-chart__bar" style={{ height: `${(Math.max(0, h.commission) / highest) * 100}%` }} title={euros(h.commission)} />
        ))}
      </div>
      <div className="affiliate-chart__labels" aria-hidden="true">
        {data.history.map((h) => (
          <span key={h.month}>{short(h.month)}</span>
        ))}
      </div>
      <table className="affiliate-table visually-hidden">
        <caption>
          <FormattedMessage id="affiliates.dashboard.history" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="affiliates.dashboard.month" />
            </th>
            <th scope="col" className="is-number">
              <FormattedMessage id="affiliates.dashboard.clicks" />
            </th>
            <th scope="col" className="is-number">
              <FormattedMessage id="affiliates.dashboard.commission" />
            </th>
          </tr>
        </thead>
        <tbody>
          {data.history.map((h) => (
            <tr key={h.month}>
              <th scope="row">{h.month}</th>
              <td className="is-number">{h.clicks}</td>
              <td className="is-number">{euros(h.commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
        <table className="affiliate-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="affiliates.dashboard.date" />
              </th>
              <th scope="col">
                <FormattedMessage id="affiliates.dashboard.kind" />
              </th>
              <th scope="col" className="is-number">
                <FormattedMessage id="affiliates.dashboard.amount" />
              </th>
              <th scope="col" className="is-number">
                <FormattedMessage id="affiliates.dashboard.commission" />
              </th>
            </tr>
          </thead>
          <tbody>
            {data.conversion.rows.map((row, index) => (
              <tr key={index}>
                <td>{row.date}</td>
                <td>
                  <FormattedMessage id={`affiliates.dashboard.kind.${row.kind}`} />
                </td>
                <td className="is-number">{euros(row.amount)}</td>
                <td className="is-number">{euros(row.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
