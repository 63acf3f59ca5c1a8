import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PayoutAccountView } from '../../../contracts/payouts';
import {
  checkBankAccount,
  payoutCountryOf,
  type BankFieldName,
  type BankFieldValues,
  type PayoutCountry,
} from '../../../domain/payout-countries';
import { FormMessage, SubmitButton } from '../../components/form/form-fields';
import { FormattedMessage } from '../../i18n/intl';
import { changeBankAccount } from './payouts-api';
import { BankFieldset } from './bank-fieldset';
import { useBankToken } from './use-bank-token';
import { Button } from '../../components/button/button';

/** "Change bank account": a new account in the payout account's country and currency (spec 001 §3). */
export function ChangeBankAccount({
  account,
  onChanged,
}: {
  account: PayoutAccountView;
  onChanged: (account: PayoutAccountView) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const country = payoutCountryOf(account.country.toUpperCase());
  if (!country) return null;
  if (!isOpen)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="payouts.changeBank.open" />
      </Button>
    );
  return (
    <BankAccountForm
      country={country}
      onCancel={() => setOpen(false)}
      onChanged={(changed) => {
        setOpen(false);
        onChanged(changed);
      }}
    />
  );
}

function BankAccountForm({
  country,
  onCancel,
  onChanged,
}: {
  country: PayoutCountry;
  onCancel: () => void;
  onChanged: (account: PayoutAccountView) => void;
}) {
  const id = useId();
  // Checked on save only (the country's rules, then the provider's answer), as the details form does.
  const form = useForm<{ bank: BankFieldValues }>({ defaultValues: { bank: {} } });
  const values = form.watch('bank');
  const [failure, setFailure] = useState<string | null>(null);
  const bankToken = useBankToken(country, values);
  const showProblems = (problems: Array<[string, string]>) => {
    for (const [field, code] of problems)
      form.setError(`bank.${field as BankFieldName}`, { message: `payouts.bankError.${code}` });
  };
  const save = useMutation({
    mutationFn: async () => {
      const token = await bankToken.tokenNow();
      if (token.status === 'ready') return changeBankAccount(token.token);
      const byField = token.status === 'failed' ? token.problems : [];
      showProblems(
        byField.flatMap((p) => (p.field ? [[p.field, p.code] as [string, string]] : [])),
      );
      return null;
    },
    onSuccess: (changed) => {
      if (changed) onChanged(changed);
    },
    onError: () => setFailure('payouts.changeBank.failed'),
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit(({ bank }) => {
          const found = Object.entries(checkBankAccount(country, bank));
          if (found.length > 0) showProblems(found);
          else save.mutate();
        })(event);
      }}
    >
      <BankFieldset
        country={country}
        tokenState={bankToken.state}
        fieldOf={(name) => ({
          id: `${id}-${name}`,
          ...form.register(`bank.${name}`),
          error: form.formState.errors.bank?.[name]?.message,
        })}
      />
      <FormMessage id={failure} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage id="payouts.changeBank.cancel" />
        </Button>
        <SubmitButton inProgress={save.isPending}>
          <FormattedMessage id="payouts.changeBank.save" />
        </SubmitButton>
      </div>
    </form>
  );
}
