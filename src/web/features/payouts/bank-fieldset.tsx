import type { ComponentProps } from 'react';
import {
  bankFieldsOf,
  type BankFieldName,
  type PayoutCountry,
} from '../../../domain/payout-countries';
import { TextField } from '../../components/form/form-fields';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { BankTokenState } from './use-bank-token';

/**
 * The bank account fields of the country's scheme (IBAN, routing and account number, …), each bound
 * by `fieldOf`, and under them the account's check: checking, checked (its last 4 digits) or refused.
 */
export function BankFieldset({
  country,
  tokenState,
  fieldOf,
}: {
  country: PayoutCountry;
  tokenState: BankTokenState;
  fieldOf: (name: BankFieldName) => Omit<ComponentProps<typeof TextField>, 'label'>;
}) {
  const intl = useIntl();
  return (
    <fieldset className="field-group">
      <legend className="field-label">
        <FormattedMessage id="payouts.form.bankTitle" values={{ currency: country.currency }} />
      </legend>
      {bankFieldsOf[country.bank].map((name) => (
        <TextField
          key={`${country.code}-${name}`}
          label={intl.formatMessage({ id: `payouts.bankField.${name}` })}
          {...fieldOf(name)}
        />
      ))}
      <p className="field__hint" role="status">
        {tokenState.status === 'pending' ? (
          <FormattedMessage id="payouts.bank.checking" />
        ) : tokenState.status === 'ready' ? (
          <FormattedMessage id="payouts.bank.checked" values={{ last4: tokenState.last4 }} />
        ) : tokenState.status === 'failed' ? (
          <FormattedMessage id="payouts.bank.failed" />
        ) : null}
      </p>
    </fieldset>
  );
}
