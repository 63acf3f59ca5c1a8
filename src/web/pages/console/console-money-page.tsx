import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  consolePayoutStates,
  type ConsolePayout,
  type ConsoleLedgerQuery,
  type ConsoleReferral,
  type LedgerTotals,
} from '../../../contracts/console';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormField, FormMessage } from '../../components/form/form-fields';
import {
  consoleErrorId,
  consoleKeys,
  consoleLedgerQuery,
  consolePayoutsQuery,
  consoleReferralsQuery,
  retryPayout,
  reviewReferral,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { formatPrice } from '../../lib/format-price';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

const ledgerColumns = [
  'payin',
  'refund',
  'operatorPayout',
  'affiliateCommission',
  'marketplaceCommission',
  'difference',
] as const;

const useEuros = () => {
  const intl = useIntl();
  return (amount: number) => formatPrice(amount, 'EUR', intl.locale, { hasCents: true });
};

/** One ledger as a table row's cells (also the transaction page's ledger). */
export function LedgerTable({ ledger }: { ledger: LedgerTotals }) {
  const euros = useEuros();
  return (
    <table className="console-table" data-testid="console-ledger">
      <tbody>
        {ledgerColumns.map((key) => (
          <tr key={key}>
            <th scope="row">
              <FormattedMessage id={`console.money.${key}`} />
            </th>
            <td className="console-table__amount">{euros(ledger[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The first instant of a month ('YYYY-MM'), plus some months. */
const monthStart = (month: string, plus = 0) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + plus, 1)).toISOString();
};

/**
 * /console/money (decision 114): the ledger per day of a month or per month of a year, reconciling
 * to zero; operator and affiliate payouts with their state and a retry; the flagged referrals whose
 * commission waits for review.
 */
export default function ConsoleMoneyPage() {
  return (
    <ConsoleLayout titleId="console.money.title">
      <Ledger />
      <Payouts />
      <Referrals />
    </ConsoleLayout>
  );
}

function Ledger() {
  const id = useId();
  const intl = useIntl();
  const euros = useEuros();
  const [params, setParams] = useSearchParams();
  const thisMonth = new Date().toISOString().slice(0, 7);
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : thisMonth;
  const period = params.get('period') === 'month' ? 'month' : 'day';
  const query: ConsoleLedgerQuery =
    period === 'day'
      ? { period, from: monthStart(month), to: monthStart(month, 1) }
      : {
          period,
          from: monthStart(`${month.slice(0, 4)}-01`),
          to: monthStart(`${month.slice(0, 4)}-01`, 12),
        };
  const ledger = useQuery(consoleLedgerQuery(query));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.money.ledger" />
      </h2>
      <div className="console-filters">
        <FormField id={`${id}-period`} label={<FormattedMessage id="console.money.period" />}>
          <select
            id={`${id}-period`}
            className="input"
            value={period}
            onChange={(event) => set('period', event.target.value)}
          >
            <option value="day">{intl.formatMessage({ id: 'console.money.perDay' })}</option>
            <option value="month">{intl.formatMessage({ id: 'console.money.perMonth' })}</option>
          </select>
        </FormField>
        <FormField id={`${id}-month`} label={<FormattedMessage id="console.money.month" />}>
          <input
            id={`${id}-month`}
            className="input"
            type="month"
            value={month}
            onChange={(event) => event.target.value && set('month', event.target.value)}
          />
        </FormField>
      </div>
      {ledger.isPending ? (
        <PageSkeleton />
      ) : ledger.isError ? (
        <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.rows.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.money.noMoney" />} />
      ) : (
        <div className="console-scroll">
          <table className="console-table" data-testid="console-ledger-periods">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="console.money.periodColumn" />
                </th>
                {ledgerColumns.map((key) => (
                  <th key={key} scope="col" className="console-table__amount">
                    <FormattedMessage id={`console.money.${key}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...ledger.data.rows, { period: 'total', ...ledger.data.totals }].map((row) => (
                <tr key={row.period}>
                  <th scope="row">
                    {row.period === 'total' ? (
                      <FormattedMessage id="console.money.total" />
                    ) : (
                      row.period
                    )}
                  </th>
                  {ledgerColumns.map((key) => (
                    <td key={key} className="console-table__amount">
                      {euros(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Payouts() {
  const id = useId();
  const intl = useIntl();
  const [kind, setKind] = useState<'operator' | 'affiliate'>('operator');
  const [state, setState] = useState<ConsolePayout['state'] | ''>('');
  const list = useQuery(consolePayoutsQuery({ kind, state: state || undefined, page: 1 }));
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.money.payouts" />
      </h2>
      <div className="console-filters">
        <FormField id={`${id}-kind`} label={<FormattedMessage id="console.money.payee" />}>
          <select
            id={`${id}-kind`}
            className="input"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'operator' | 'affiliate')}
          >
            <option value="operator">
              {intl.formatMessage({ id: 'console.money.operators' })}
            </option>
            <option value="affiliate">
              {intl.formatMessage({ id: 'console.money.affiliates' })}
            </option>
          </select>
        </FormField>
        <FormField id={`${id}-state`} label={<FormattedMessage id="console.money.payoutState" />}>
          <select
            id={`${id}-state`}
            className="input"
            value={state}
            onChange={(event) => setState(event.target.value as ConsolePayout['state'] | '')}
          >
            <option value="">{intl.formatMessage({ id: 'console.money.anyState' })}</option>
            {consolePayoutStates.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `console.money.state.${value}` })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.money.noPayouts" />} />
      ) : (
        <ul className="console-list">
          {list.data.data.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PayoutRow({ payout }: { payout: ConsolePayout }) {
  const dateTime = useDateTime();
  const euros = useEuros();
  const queryClient = useQueryClient();
  const [isDone, setDone] = useState(false);
  const retry = useMutation({
    mutationFn: () => retryPayout(payout.kind, payout.id),
    onSuccess: () => {
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  return (
    <li className="console-row" data-testid="console-payout">
      <div className="console-row__main">
        <Link className="console-row__title" to={`/console/users/${payout.payee.id}`}>
          {payout.payee.name}
        </Link>
        <span className={`console-badge console-badge--payout-${payout.state}`}>
          <FormattedMessage id={`console.money.state.${payout.state}`} />
        </span>
        <strong>{euros(payout.amount.amount)}</strong>
      </div>
      <p className="console-row__facts">
        {payout.transactionId ? (
          <Link to={`/console/transactions/${payout.transactionId}`}>
            <FormattedMessage id="console.money.booking" />
          </Link>
        ) : (
          payout.month
        )}{' '}
        · {dateTime(payout.at)}
      </p>
      {payout.lastError ? <p className="console-row__reason">{payout.lastError}</p> : null}
      <FormMessage id={isDone ? 'console.money.retried' : null} tone="success" />
      <FormMessage id={retry.error ? consoleErrorId(retry.error) : null} />
      {payout.state !== 'paid' || payout.kind === 'operator' ? (
        <div className="console-row__actions">
          <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
            <FormattedMessage id="console.money.retry" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Referrals() {
  const id = useId();
  const list = useQuery(consoleReferralsQuery({ review: 'flagged', page: 1 }));
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.money.referrals" />
      </h2>
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.money.noReferrals" />} />
      ) : (
        <ul className="console-list">
          {list.data.data.map((referral) => (
            <ReferralRow key={referral.transactionId} referral={referral} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReferralRow({ referral }: { referral: ConsoleReferral }) {
  const dateTime = useDateTime();
  const euros = useEuros();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: (decision: 'approved' | 'refused') =>
      reviewReferral(referral.transactionId, decision),
    onSuccess: (_result, decision) => {
      setDone(`console.money.reviewed.${decision}`);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  return (
    <li className="console-row">
      <div className="console-row__main">
        <Link className="console-row__title" to={`/console/users/${referral.affiliate.id}`}>
          {referral.affiliate.name}
        </Link>
        {referral.payinTotal ? <strong>{euros(referral.payinTotal.amount)}</strong> : null}
      </div>
      <p className="console-row__facts">
        <Link to={`/console/transactions/${referral.transactionId}`}>{referral.listingTitle}</Link>{' '}
        · {dateTime(referral.createdAt)} ·{' '}
        {referral.reasons.map((reason) => (
          <span key={reason} className="console-badge">
            <FormattedMessage id={`console.money.reason.${reason}`} />
          </span>
        ))}
      </p>
      <FormMessage id={done} tone="success" />
      <FormMessage id={review.error ? consoleErrorId(review.error) : null} />
      {done ? null : (
        <div className="console-row__actions">
          <Button
            variant="primary"
            disabled={review.isPending}
            onClick={() => review.mutate('approved')}
          >
            <FormattedMessage id="console.money.release" />
          </Button>
          <Button
            variant="secondary"
            disabled={review.isPending}
            onClick={() => review.mutate('refused')}
          >
            <FormattedMessage id="console.money.hold" />
          </Button>
        </div>
      )}
    </li>
  );
}
