import { FormattedMessage, useIntl } from 'react-intl';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { useAffiliatePayouts } from '../../features/affiliates/affiliate-api';
import '../../features/affiliates/affiliates.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEuros } from './affiliate-dashboard-page';

/** /account/affiliate-payouts (spec 001 §2, §9): the balance in EUR, how payouts work, and past payouts. */
export default function AffiliatePayoutsPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'affiliates.payouts.title' }));
  if (!user) return <PageSkeleton />;
  return (
    <AccountSettingsLayout user={user} titleId="affiliates.payouts.title">
      {user.type === userTypes.affiliate ? (
        <Payouts />
      ) : (
        <p className="account-page__lead">
          <FormattedMessage id="affiliates.dashboard.onlyAffiliates" />
        </p>
      )}
    </AccountSettingsLayout>
  );
}

function Payouts() {
  const intl = useIntl();
  const euros = useEuros();
  const query = useAffiliatePayouts();
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="affiliate-dashboard">
      <dl className="affiliate-stats">
        <div>
          <dt>
            <FormattedMessage id="affiliates.payouts.balance" />
          </dt>
          <dd data-testid="affiliate-balance">{euros(data.balance.amount)}</dd>
        </div>
      </dl>
      <p>
        <FormattedMessage
          id="affiliates.payouts.rule"
          values={{ minimum: euros(data.minimumPayout), date: intl.formatDate(data.nextPayoutAt, { dateStyle: 'long', timeZone: 'Europe/Lisbon' }) }}
        />
      </p>
      <section className="affiliate-card" aria-labelledby="affiliate-payout-history">
        <h2 id="affiliate-payout-history">
          <FormattedMessage id="affiliates.payouts.history" />
        </h2>
        {data.payouts.length === 0 ? (
          <p>
            <FormattedMessage id="affiliates.payouts.none" />
          </p>
        ) : (
          <table className="affiliate-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="affiliates.dashboard.month" />
                </th>
                <th scope="col" className="is-number">
                  <FormattedMessage id="affiliates.dashboard.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="affiliates.payouts.status" />
                </th>
              </tr>
            </thead>
            <tbody>
              {data.payouts.map((p) => (
                <tr key={p.id}>
                  <td>{intl.formatDate(`${p.month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' })}</td>
                  <td className="is-number">{euros(p.amount)}</td>
                  <td>
                    <FormattedMessage id={`affiliates.payouts.status.${p.status}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
