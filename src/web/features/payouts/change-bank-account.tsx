import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { PayoutAccountView } from '../../../contracts/payouts';
import {
  checkBankAccount,
  payoutCountryOf,
  type BankFieldError,
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
  const [values, setValues] = useState<BankFieldValues>({});
  const [problems, setProblems] = useState<Partial<Record<BankFieldName, BankFieldError>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bankToken = useBankToken(country, values);
  const save = useMutation({
    mutationFn: async () => {
      const token = await bankToken.tokenNow();
      if (token.status === 'ready') return changeBankAccount(token.token);
      const byField = token.status === 'failed' ? token.problems : [];
      setProblems(
        Object.fromEntries(
          byField.filter((p) => p.field).map((p) => [p.field, p.code as BankFieldError]),
        ),
      );
      return null;
    },
    onSuccess: (changed) => {
      if (changed) onChanged(changed);
    },
    onError: () => setFailure('payouts.changeBank.failed'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkBankAccount(country, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate();
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <BankFieldset
        country={country}
        tokenState={bankToken.state}
        fieldOf={(name) => ({
          id: `${id}-${name}`,
          value: values[name] ?? '',
          onChange: (event) => setValues((all) => ({ ...all, [name]: event.target.value })),
          error: problems[name] ? `payouts.bankError.${problems[name]}` : undefined,
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
