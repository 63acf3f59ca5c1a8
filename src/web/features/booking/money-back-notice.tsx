import type { Transaction } from '../../../contracts/transactions';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { formatPrice } from '../../lib/format-price';
import { cardBrandName } from '../payments/saved-card-choice';

/**
 * What went back to the traveller's card after a cancellation or a declined request, in plain words
 * (issue 49, decision 168): "€45 refunded to your Visa •••• 4242 on 3 June, back on your card within
 * 2–3 business days".
 */
export function MoneyBackNotice({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const back = transaction.moneyBack;
  if (!back) return null;
  const values = {
    amount: formatPrice(back.amount.amount, back.amount.currency, intl.locale) ?? '',
    brand: back.card ? cardBrandName(back.card.brand) : '',
    last4: back.card?.last4 ?? '',
    date: intl.formatDate(back.at, { dateStyle: 'long', timeZone: transaction.listing.timezone }),
  };
  const id =
    back.kind === 'released'
      ? 'transaction.moneyBack.released'
      : back.card
        ? 'transaction.moneyBack.refunded'
        : 'transaction.moneyBack.refundedNoCard';
  return (
    <p className="transaction__money-back" data-testid="money-back">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
