import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useLocale } from '../../app/locale-context';
import { formatPrice } from '../../lib/format-price';
import './price-breakdown.css';

/** The part of a line item (domain pricing, or the transaction API's) the breakdown shows. */
export type BreakdownLine = {
  code: string;
  quantity: number;
  unitPrice: { amount: number; currency: string };
  lineTotal: { amount: number; currency: string };
  percentage?: number | null;
  reversal?: boolean;
};

/** A signed amount: "−€4.50" for negatives (formatPrice shows only amounts of zero or more). */
export function useSignedMoney(): (amount: number, currency?: string) => string {
  const { formatLocale } = useLocale();
  return (amount, currency = 'EUR') =>
    amount < 0
      ? `−${formatPrice(-amount, currency, formatLocale) ?? ''}`
      : (formatPrice(amount, currency, formatLocale) ?? '');
}

/**
 * The price breakdown (DESIGN "price breakdown"): one row per line item and the total, used by the
 * booking panel, the checkout and the order and sale pages alike.
 */
export function PriceBreakdown({
  lines,
  total,
  totalLabelId = 'booking.total',
  currency = 'EUR',
}: {
  lines: readonly BreakdownLine[];
  total: number;
  totalLabelId?: string;
  currency?: string;
}) {
  const intl = useIntl();
  const money = useSignedMoney();
  return (
    <dl className="breakdown" aria-label={intl.formatMessage({ id: 'booking.breakdown' })}>
      {lines.map((line, index) => {
        const key = line.code.slice('line-item/'.length);
        const label = intl.formatMessage(
          { id: `booking.lineItem.${key}` },
          {
            // A refund line carries the negative quantity; "Refund:" already says which way it goes.
            quantity: Math.abs(line.quantity),
            price: money(line.unitPrice.amount, currency),
            percent: Math.abs(line.percentage ?? 0),
          },
        );
        return (
          <div
            key={`${line.code}-${index}`}
            className={`breakdown__row${line.lineTotal.amount < 0 ? ' breakdown__row--discount' : ''}`}
          >
            <dt>
              {line.reversal ? (
                <FormattedMessage id="booking.lineItem.reversal" values={{ label }} />
              ) : (
                label
              )}
            </dt>
            <dd className="price">{money(line.lineTotal.amount, currency)}</dd>
          </div>
        );
      })}
      <div className="breakdown__row breakdown__row--total">
        <dt>
          <FormattedMessage id={totalLabelId} />
        </dt>
        <dd className="price">{money(total, currency)}</dd>
      </div>
    </dl>
  );
}
