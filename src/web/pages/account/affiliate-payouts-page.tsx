import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { useAffiliatePayouts } from '../../features/affiliates/affiliate-api';
import '../../features/affiliates/affiliates.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Stats, useEuros } from '../../features/affiliates/affiliate-figures';
import { AffiliateTable } from '../../features/affiliates/affiliate-table';
import { payoutAccountQuery } from '../../features/payouts/payouts-api';
import { ButtonLink } from '../../components/button/button-link';

/**
 * /account/affiliate-payouts (spec 001 §2, §9): the balance in EUR, how payouts work, the payout setup
 * (the operators' payout details page), and past payouts.
 */
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
      <PayoutSetup />
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

/** Where the month-end payouts go: the bank account's last digits, or a call to add payout details. */
function PayoutSetup() {
  const account = useQuery(payoutAccountQuery());
  if (account.isPending || account.isError) return null;
  const last4 = account.data?.bankAccount?.last4;
  return (
    <section className="affiliate-card" aria-labelledby="affiliate-payout-details">
      <h2 id="affiliate-payout-details">
        <FormattedMessage id="affiliates.payouts.details.title" />
      </h2>
      <p data-testid="affiliate-payout-details">
        {last4 ? (
          <FormattedMessage id="affiliates.payouts.details.ready" values={{ last4 }} />
        ) : (
          <FormattedMessage id="affiliates.payouts.details.missing" />
        )}
      </p>
      <ButtonLink to="/account/payments" variant="secondary">
        <FormattedMessage
          id={account.data ? 'affiliates.payouts.details.manage' : 'affiliates.payouts.details.add'}
        />
      </ButtonLink>
    </section>
  );
}
