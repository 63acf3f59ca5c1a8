import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { UnitType } from '../../../domain/listing';
import { fromPrice } from '../../../domain/from-price';
import { useLocale } from '../../app/locale-context';
import { formatPrice } from '../../lib/format-price';

/**
 * "from €192 per adult", the listing's discount taken off as the booking will (fromPrice), with the
 * usual price struck through beside it when there is a discount.
 */
export function FromPriceText({
  amount,
  currency,
  unit,
  discountPercent,
  amountClassName = 'price',
}: {
  amount: number;
  currency: string;
  unit: UnitType;
  discountPercent: number | undefined;
  amountClassName?: string;
}) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const price = fromPrice(amount, discountPercent);
  const usual = formatPrice(amount, currency, formatLocale);
  return (
    <>
      <FormattedMessage
        id={`common.price.from.${unit}`}
        values={{
          price: (
            <strong className={amountClassName}>
              {formatPrice(price, currency, formatLocale)}
            </strong>
          ),
        }}
      />
      {price !== amount ? (
        <>
          {' '}
          <s className="price price--usual">
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'common.price.usual' }, { price: usual })}
            </span>
            <span aria-hidden="true">{usual}</span>
          </s>
        </>
      ) : null}
    </>
  );
}
