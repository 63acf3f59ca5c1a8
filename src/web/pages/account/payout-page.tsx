import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { matchRoute } from '../../../contracts/routes';
import type { Earnings, PayoutAccountView } from '../../../contracts/payouts';
import { safeReturnPath, userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage } from '../../components/form/form-fields';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { ChangeBankAccount } from '../../features/payouts/change-bank-account';
import { PayoutDetailsForm } from '../../features/payouts/payout-details-form';
import {
  answerSimulatedOnboarding,
  createAccountLink,
  earningsQuery,
  payoutAccountQuery,
} from '../../features/payouts/payouts-api';
import '../../features/payouts/payouts.css';
import { formatPrice } from '../../lib/format-price';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageMessages } from '../../i18n/page-messages';
import { Button } from '../../components/button/button';

// Its messages ship with it, not in the catalogue every first visit downloads (decision 051).
const bundles = ['payouts'] as const;

export default function PayoutPage() {
  return (
    <PageMessages bundles={bundles}>
      <PayoutPageContent />
    </PageMessages>
  );
}

/**
 * /account/payments and /account/payments/{returnURLType} (operators and affiliates, spec 001 §2):
 * the payout details form, then the account's state (verified, needs more information with a link to
 * continue, restricted) and the operator's earnings (an affiliate's are on /account/affiliate-payouts). `simulated-onboarding` is the Connect simulator's stand-in
 * for Stripe's hosted onboarding.
 */
function PayoutPageContent() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const { returnURLType } = useParams();
  const [params] = useSearchParams();
  // Where the operator came from (the listing editor, manage-listings, the listing page).
  const from = params.get('from') ? safeReturnPath(params.get('from')) : null;
  useDocumentTitle(intl.formatMessage({ id: 'payouts.title' }));
  if (!user) return <PageSkeleton />;
  return (
    <AccountSettingsLayout user={user} titleId="payouts.title">
      {user.type !== userTypes.operator && user.type !== userTypes.affiliate ? (
        <p className="account-page__lead">
          <FormattedMessage id="payouts.operatorsOnly" />
        </p>
      ) : returnURLType === 'simulated-onboarding' ? (
        <SimulatedOnboarding />
      ) : (
        <PayoutDetails
          email={user.email}
          defaults={{
            firstName: user.firstName,
            lastName: user.lastName,
            phone: String(user.protectedData.phoneNumber ?? ''),
            companyName:
              typeof user.publicData.cname === 'string' ? user.publicData.cname : undefined,
          }}
          returnURLType={returnURLType}
          hasEarnings={user.type === userTypes.operator}
          from={from}
        />
      )}
    </AccountSettingsLayout>
  );
}

function PayoutDetails({
  email,
  defaults,
  returnURLType,
  hasEarnings,
  from,
}: {
  email: string;
  defaults: ComponentProps<typeof PayoutDetailsForm>['defaults'];
  returnURLType?: string | undefined;
  hasEarnings: boolean;
  from: string | null;
}) {
  const queryClient = useQueryClient();
  const account = useQuery(payoutAccountQuery());
  // Saved on this visit: the result is brought into view (the form was long; issue 49).
  const [isJustSaved, setJustSaved] = useState(false);
  if (account.isPending) return <PageSkeleton />;
  if (account.isError) return <FormMessage id="payouts.loadFailed" />;
  if (!account.data) {
    return (
      <>
        <p className="account-page__lead">
          <FormattedMessage id={hasEarnings ? 'payouts.lead' : 'payouts.leadAffiliate'} />
        </p>
        <PayoutDetailsForm
          defaultEmail={email}
          defaults={defaults}
          onSaved={(saved) => {
            setJustSaved(true);
            queryClient.setQueryData(payoutAccountQuery().queryKey, saved);
          }}
        />
      </>
    );
  }
  return (
    <>
      {returnURLType === 'failure' ? <FormMessage id="payouts.linkExpired" /> : null}
      {from ? (
        <p>
          <Link className="link-arrow" to={from}>
            <FormattedMessage id="payouts.backToListing" />
          </Link>
        </p>
      ) : null}
      <AccountState
        account={account.data}
        isJustSaved={isJustSaved}
        // The provider's onboarding returns to the listing editor when the operator came from there.
        returnPath={
          from && matchRoute(from)?.name === 'EditListingPage' ? from : '/account/payments'
        }
      />
      {hasEarnings ? <EarningsView /> : null}
    </>
  );
}

function AccountState({
  account,
  returnPath,
  isJustSaved = false,
}: {
  account: PayoutAccountView;
  returnPath: string;
  isJustSaved?: boolean;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [isOpening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const region = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(account.country);
  const heading = useRef<HTMLHeadingElement>(null);
  // Just saved at the bottom of a long form: the result comes into view and takes the focus.
  useEffect(() => {
    if (!isJustSaved || !heading.current) return;
    heading.current.scrollIntoView?.({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, [isJustSaved]);
  return (
    <section className={`payout-state payout-state--${account.state}`} aria-live="polite">
      {isJustSaved ? <FormMessage tone="success" id="payouts.saved" /> : null}
      <h2 className="account-page__section-title payout-saved" ref={heading} tabIndex={-1}>
        <FormattedMessage id={`payouts.state.${account.state}`} />
      </h2>
      <p>
        <FormattedMessage id={`payouts.stateHelp.${account.state}`} />
      </p>
      {account.bankAccount ? (
        <p className="field__hint">
          <FormattedMessage
            id="payouts.bankSummary"
            values={{
              country: region,
              currency: account.currency.toUpperCase(),
              last4: account.bankAccount.last4,
            }}
          />
        </p>
      ) : null}
      {account.bankAccount ? (
        <ChangeBankAccount
          account={account}
          onChanged={(changed) => queryClient.setQueryData(payoutAccountQuery().queryKey, changed)}
        />
      ) : null}
      {account.state === 'needs-information' ||
      (account.state === 'restricted' &&
        account.requirements.disabledReason === 'requirements.past_due') ? (
        <Button
          variant="primary"
          disabled={isOpening}
          onClick={async () => {
            setOpening(true);
            setError(null);
            try {
              window.location.assign(await createAccountLink(returnPath));
            } catch {
              setError('payouts.linkFailed');
              setOpening(false);
            }
          }}
        >
          <FormattedMessage id="payouts.continue" />
        </Button>
      ) : null}
      <FormMessage id={error} />
    </section>
  );
}

function EarningsView() {
  const intl = useIntl();
  const earnings = useQuery(earningsQuery());
  if (earnings.isPending) return null;
  if (earnings.isError) return <FormMessage id="payouts.loadFailed" />;
  // An account's figures, read side by side: always with cents.
  const cents = { hasCents: true };
  const money = (rows: Earnings['available']) =>
    rows.length === 0
      ? formatPrice(0, 'EUR', intl.locale, cents)
      : rows
          .map((r) => formatPrice(r.amount, r.currency.toUpperCase(), intl.locale, cents))
          .join(' · ');
  return (
    <section className="payout-earnings">
      <h2 className="account-page__section-title">
        <FormattedMessage id="payouts.earnings.title" />
      </h2>
      <dl className="payout-earnings__balance">
        <div>
          <dt>
            <FormattedMessage id="payouts.earnings.available" />
          </dt>
          <dd>{money(earnings.data.available)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="payouts.earnings.pending" />
          </dt>
          <dd>{money(earnings.data.pending)}</dd>
        </div>
      </dl>
      {earnings.data.pending.some((row) => row.amount > 0) && (
        <p className="field__hint">
          <FormattedMessage id="payouts.earnings.pendingHint" />
        </p>
      )}
      <h3 className="payout-earnings__subtitle">
        <FormattedMessage id="payouts.earnings.payouts" />
      </h3>
      {earnings.data.payouts.length === 0 ? (
        <p className="field__hint">
          <FormattedMessage id="payouts.earnings.noPayouts" />
        </p>
      ) : (
        <ul className="payout-earnings__list">
          {earnings.data.payouts.map((p) => (
            <li key={p.id}>
              <span>{formatPrice(p.amount, p.currency.toUpperCase(), intl.locale, cents)}</span>
              <span>
                <FormattedMessage
                  id={`payouts.payoutStatus.${p.status}`}
                  values={{ date: intl.formatDate(p.arrivalDate, { dateStyle: 'medium' }) }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Connect simulator's onboarding page: provide the document the account still needs, or leave. */
function SimulatedOnboarding() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const answer = async (outcome: 'complete' | 'fail') => {
    try {
      const returnUrl = await answerSimulatedOnboarding(params.get('link') ?? '', outcome);
      await queryClient.invalidateQueries({ queryKey: payoutAccountQuery().queryKey });
      const url = new URL(returnUrl, window.location.origin);
      void navigate(`${url.pathname}${url.search}`);
    } catch {
      setError('payouts.onboarding.failed');
    }
  };
  return (
    <section className="payout-state">
      <h2 className="account-page__section-title">
        <FormattedMessage id="payouts.onboarding.title" />
      </h2>
      <p>
        <FormattedMessage id="payouts.onboarding.body" />
      </p>
      <div className="challenge__actions">
        <Button variant="primary" onClick={() => void answer('complete')}>
          <FormattedMessage id="payouts.onboarding.complete" />
        </Button>
        <Button variant="secondary" onClick={() => void answer('fail')}>
          <FormattedMessage id="payouts.onboarding.leave" />
        </Button>
      </div>
      <FormMessage id={error} />
    </section>
  );
}
