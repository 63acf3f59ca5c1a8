import { FormattedMessage, useIntl } from '../../i18n/intl';
import { affiliateTierTable } from '../../../domain/affiliates';

/**
 * The affiliate tiers from the domain (commission and the average monthly sales that reach each), for
 * the FAQ and the affiliate landing pages. Its messages are in the `affiliates.tiers` bundle.
 */
export function TierTable() {
  const intl = useIntl();
  const euros = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <table className="static-table">
      <caption className="visually-hidden">
        <FormattedMessage id="affiliates.tiers.caption" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="affiliates.tiers.tier" />
          </th>
          <th scope="col">
            <FormattedMessage id="affiliates.tiers.commission" />
          </th>
          <th scope="col">
            <FormattedMessage id="affiliates.tiers.sales" />
          </th>
        </tr>
      </thead>
      <tbody>
        {affiliateTierTable.map((tier) => (
          <tr key={tier.tier}>
            <th scope="row">
              <FormattedMessage id={`affiliates.tiers.${tier.tier}`} />
            </th>
            <td className="static-table__number">
              {intl.formatNumber(tier.rateBasisPoints / 10_000, {
                style: 'percent',
                maximumFractionDigits: 1,
              })}
            </td>
            <td className="static-table__number">
              {tier.target === 0 ? (
                <FormattedMessage id="affiliates.tiers.noMinimum" />
              ) : (
                <FormattedMessage
                  id="affiliates.tiers.over"
                  values={{ amount: euros(tier.target / 100) }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
