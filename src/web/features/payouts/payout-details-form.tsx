import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PayoutAccountView } from '../../../contracts/payouts';
import {
  bankFieldsOf,
  payoutCountries,
  payoutCountryOf,
  type BankFieldName,
} from '../../../domain/payout-countries';
import { checkBankAccount } from '../../../domain/payout-countries';
import { checkBirthDate, checkIdNumber, isIdNumberRequired } from '../../../domain/payout-person';
import {
  CheckboxField,
  FormMessage,
  SubmitButton,
  TextField,
} from '../../components/form/form-fields';
import { ApiError } from '../../lib/api';
import { createBankToken, savePayoutDetails } from './payouts-api';

type Values = {
  country: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  line1: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  businessUrl: string;
  idNumber: string;
  isTosAccepted: boolean;
  bank: Partial<Record<BankFieldName, string>>;
};

/** The bank field errors the server or the checks gave, as message ids by field. */
const bankErrorId = (code: string) => `payouts.bankError.${code}`;

/**
 * The payout details of an individual operator (spec 001 §3): country (36, with their currency),
 * the person, address, contact, business URL, the id number where the country asks, the country's
 * bank fields, and the provider's terms. The bank token is requested on saving, once every field
 * passes its check; inputs of the bank account clear when the country changes.
 */
export function PayoutDetailsForm({
  onSaved,
  defaultEmail,
}: {
  onSaved: (account: PayoutAccountView) => void;
  defaultEmail: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      country: 'PT',
      firstName: '',
      lastName: '',
      birthDate: '',
      line1: '',
      city: '',
      postalCode: '',
      phone: '',
      email: defaultEmail,
      businessUrl: '',
      idNumber: '',
      isTosAccepted: false,
      bank: {},
    },
  });
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const countryCode = watch('country');
  const country = payoutCountryOf(countryCode)!;
  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const required = { required: 'payouts.form.required' };
  const err = (name: keyof Values) => formState.errors[name]?.message as string | undefined;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const [year, month, day] = values.birthDate.split('-').map(Number);
    const dob = { day: day!, month: month!, year: year! };
    const dobProblem = checkBirthDate(dob, new Date());
    if (dobProblem)
      return setError('birthDate', { message: `payouts.birthDateError.${dobProblem}` });
    const idProblem = checkIdNumber(country.code, values.idNumber);
    if (idProblem) return setError('idNumber', { message: `payouts.idNumberError.${idProblem}` });
    const bankProblems = checkBankAccount(country, values.bank);
    const problemFields = Object.entries(bankProblems) as Array<[BankFieldName, string]>;
    if (problemFields.length > 0) {
      for (const [field, code] of problemFields)
        setError(`bank.${field}`, { message: bankErrorId(code) });
      return;
    }
    try {
      const bankToken = await createBankToken({
        country: country.code,
        currency: country.currency,
        fields: values.bank as Record<string, string>,
      });
      const address = {
        line1: values.line1,
        city: values.city,
        postalCode: values.postalCode,
        country: country.code,
      };
      const account = await savePayoutDetails({
        country: country.code,
        businessType: 'individual',
        email: values.email,
        phone: values.phone,
        businessUrl: values.businessUrl,
        persons: [
          {
            firstName: values.firstName,
            lastName: values.lastName,
            dob,
            address,
            ...(values.idNumber ? { idNumber: values.idNumber } : {}),
          },
        ],
        bankToken,
        isTosAccepted: true,
      });
      onSaved(account);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (
            typeof detail.field === 'string' &&
            typeof detail.code === 'string' &&
            (bankFieldsOf[country.bank] as readonly string[]).includes(detail.field)
          ) {
            setError(`bank.${detail.field as BankFieldName}`, {
              message: bankErrorId(detail.code),
            });
          }
        }
        const code = error.details[0]?.code;
        setFormError(
          code === 'unsupported-country'
            ? 'payouts.form.unsupportedCountry'
            : 'payouts.form.saveFailed',
        );
      } else setFormError('payouts.form.saveFailed');
    }
  });

  return (
    <form className="form payout-form" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-country`}>
          <FormattedMessage id="payouts.form.country" />
        </label>
        <select
          id={`${id}-country`}
          className="input"
          {...register('country', {
            // The bank fields of another country make no sense in this one.
            onChange: () => setValue('bank', {}),
          })}
        >
          {[...payoutCountries]
            .sort((a, b) =>
              (regionNames.of(a.code) ?? a.code).localeCompare(
                regionNames.of(b.code) ?? b.code,
                intl.locale,
              ),
            )
            .map((c) => (
              <option key={c.code} value={c.code}>
                {regionNames.of(c.code)} ({c.currency})
              </option>
            ))}
        </select>
      </div>
      <div className="payout-form__row">
        <TextField
          id={`${id}-first`}
          label={intl.formatMessage({ id: 'payouts.form.firstName' })}
          autoComplete="given-name"
          error={err('firstName')}
          {...register('firstName', required)}
        />
        <TextField
          id={`${id}-last`}
          label={intl.formatMessage({ id: 'payouts.form.lastName' })}
          autoComplete="family-name"
          error={err('lastName')}
          {...register('lastName', required)}
        />
      </div>
      <TextField
        id={`${id}-dob`}
        type="date"
        label={intl.formatMessage({ id: 'payouts.form.birthDate' })}
        autoComplete="bday"
        error={err('birthDate')}
        {...register('birthDate', required)}
      />
      {isIdNumberRequired(country.code) ? (
        <TextField
          id={`${id}-idnumber`}
          label={intl.formatMessage({ id: `payouts.form.idNumber.${country.code}` })}
          error={err('idNumber')}
          {...register('idNumber', required)}
        />
      ) : null}
      <TextField
        id={`${id}-line1`}
        label={intl.formatMessage({ id: 'payouts.form.line1' })}
        autoComplete="address-line1"
        error={err('line1')}
        {...register('line1', required)}
      />
      <div className="payout-form__row">
        <TextField
          id={`${id}-city`}
          label={intl.formatMessage({ id: 'payouts.form.city' })}
          autoComplete="address-level2"
          error={err('city')}
          {...register('city', required)}
        />
        <TextField
          id={`${id}-postal`}
          label={intl.formatMessage({ id: 'payouts.form.postalCode' })}
          autoComplete="postal-code"
          error={err('postalCode')}
          {...register('postalCode', required)}
        />
      </div>
      <div className="payout-form__row">
        <TextField
          id={`${id}-phone`}
          type="tel"
          label={intl.formatMessage({ id: 'payouts.form.phone' })}
          autoComplete="tel"
          error={err('phone')}
          {...register('phone', required)}
        />
        <TextField
          id={`${id}-email`}
          type="email"
          label={intl.formatMessage({ id: 'payouts.form.email' })}
          autoComplete="email"
          error={err('email')}
          {...register('email', required)}
        />
      </div>
      <TextField
        id={`${id}-url`}
        type="url"
        label={intl.formatMessage({ id: 'payouts.form.businessUrl' })}
        placeholder="https://"
        error={err('businessUrl')}
        {...register('businessUrl', {
          ...required,
          pattern: { value: /^https?:\/\/\S+\.\S+/, message: 'payouts.form.invalidUrl' },
        })}
      />
      <fieldset className="field-group">
        <legend className="field-label">
          <FormattedMessage id="payouts.form.bankTitle" values={{ currency: country.currency }} />
        </legend>
        {bankFieldsOf[country.bank].map((name) => (
          <TextField
            key={`${country.code}-${name}`}
            id={`${id}-bank-${name}`}
            label={intl.formatMessage({ id: `payouts.bankField.${name}` })}
            error={formState.errors.bank?.[name]?.message}
            {...register(`bank.${name}`, required)}
          />
        ))}
      </fieldset>
      <CheckboxField
        id={`${id}-tos`}
        label={intl.formatMessage({ id: 'payouts.form.tos' })}
        error={err('isTosAccepted')}
        {...register('isTosAccepted', { validate: (v) => v || 'payouts.form.tosRequired' })}
      />
      <FormMessage id={formError} />
      <SubmitButton inProgress={formState.isSubmitting}>
        <FormattedMessage id="payouts.form.save" />
      </SubmitButton>
    </form>
  );
}
