import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { SavedCard } from '../../../contracts/payments';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The brand as people write it ('visa' → 'Visa'); an unknown brand as the provider wrote it. */
export const cardBrandName = (brand: string): string => brandNames[brand] ?? brand;

/** "Visa ending in 4242, expires 12/30": how a saved card is named everywhere. */
export function SavedCardLabel({ card }: { card: SavedCard }) {
  return (
    <FormattedMessage
      id="payments.savedCards.card"
      values={{
        brand: cardBrandName(card.brand),
        last4: card.last4,
        month: String(card.expMonth).padStart(2, '0'),
        year: String(card.expYear % 100).padStart(2, '0'),
      }}
    />
  );
}

/** The traveller's saved cards to pay with, and "Use a new card" (value 'new'). */
export function SavedCardChoice({
  cards,
  value,
  onChange,
}: {
  cards: SavedCard[];
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const name = useId();
  const options = [...cards.map((card) => ({ id: card.id, card })), { id: 'new', card: null }];
  return (
    <fieldset className="field-group saved-cards">
      <legend className="field-label">
        {intl.formatMessage({ id: 'payments.savedCards.title' })}
      </legend>
      {options.map((option) => (
        <label
          key={option.id}
          className={`saved-cards__option${value === option.id ? ' saved-cards__option--chosen' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          <span>
            {option.card ? (
              <SavedCardLabel card={option.card} />
            ) : (
              <FormattedMessage id="payments.savedCards.useNew" />
            )}
            {option.card?.isDefault ? (
              <span className="saved-cards__default">
                {' '}
                <FormattedMessage id="payments.savedCards.default" />
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
