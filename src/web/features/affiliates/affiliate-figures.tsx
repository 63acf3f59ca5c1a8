import { FormattedMessage, useIntl } from '../../i18n/intl';

/** Euro cents as the reader's locale writes euros (negative for reversals). */
export const useEuros = () => {
  const intl = useIntl();
  return (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
};

/** Figures in boxes: a label and its value each. */
export function Stats({ items }: { items: { labelId: string; value: string; testId?: string }[] }) {
  return (
    <dl className="affiliate-stats">
      {items.map((item) => (
        <div key={item.labelId}>
          <dt>
            <FormattedMessage id={item.labelId} />
          </dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
