import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import { payoutAccountQuery } from './payouts-api';
import './payouts.css';
import { ButtonLink } from '../../components/button/button-link';

/**
 * Where an operator who cannot be booked yet is pointed to the payout page (issue 10 item 4): on
 * manage-listings, the own listing page and the editor's publish step. `from` is where the payout page
 * leads back to (and where the provider's onboarding returns). Nothing once travellers can book.
 */
export function PayoutPointer({ from }: { from: string }) {
  const account = useQuery(payoutAccountQuery());
  if (account.isPending || account.isError) return null;
  if (account.data?.isPayoutReady) return null;
  const kind = account.data ? 'incomplete' : 'missing';
  return (
    <div className="payout-pointer" role="status">
      <p>
        <FormattedMessage id={`payouts.pointer.${kind}`} />
      </p>
      <ButtonLink
        variant="primary"
        className="payout-pointer__action"
        to={`/account/payments?from=${encodeURIComponent(from)}`}
      >
        <FormattedMessage id={`payouts.pointer.${kind}Action`} />
      </ButtonLink>
    </div>
  );
}

const bundles = ['payouts'] as const;

/** The pointer with its messages, for pages that do not ship them (the listing page). */
export function PayoutPointerWithMessages({ from }: { from: string }) {
  return (
    <PageMessages bundles={bundles}>
      <PayoutPointer from={from} />
    </PageMessages>
  );
}
