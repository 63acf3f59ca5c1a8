import { FormattedMessage, useIntl } from 'react-intl';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { useAffiliatePayouts } from '../../features/affiliates/affiliate-api';
import '../../features/affiliates/affiliates.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Stats, useEuros } from '../../features/affiliates/affiliate-figures';
import { AffiliateTable } from '../../features/affiliates/affiliate-table';

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
      <Stats
        items={[
          {
            labelId: 'affiliates.payouts.balance',
            value: euros(data.balance.amount),
            testId: 'affiliate-balance',
          },
        ]}
      />
      <p>
        <FormattedMessage
          id="affiliates.payouts.rule"
          values={{
            minimum: euros(data.minimumPayout),
            date: intl.formatDate(data.nextPayoutAt, {
              dateStyle: 'long',
              timeZone: 'Europe/Lisbon',
            }),
          }}
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
          <AffiliateTable
            columns={[
              { labelId: 'affiliates.dashboard.month' },
              { labelId: 'affiliates.dashboard.amount', isNumber: true },
              { labelId: 'affiliates.payouts.status' },
            ]}
            rows={data.payouts.map((p) => ({
              key: p.id,
              cells: [
                intl.formatDate(`${p.month}-15T12:00:00Z`, {
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                }),
                euros(p.amount),
                <FormattedMessage key="status" id={`affiliates.payouts.status.${p.status}`} />,
              ],
            }))}
          />
        )}
      </section>
    </div>
  );
}
