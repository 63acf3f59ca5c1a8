import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { PayoutAccountView, PayoutDetailsBody } from '../../../contracts/payouts';
import {
  bankFieldsOf,
  checkBankAccount,
  payoutCountries,
  payoutCountryOf,
  type BankFieldName,
} from '../../../domain/payout-countries';
import { isCompanyName } from '../../../domain/company-name';
import { companyTaxIdLabelKey, payoutDetailsProblems } from '../../../domain/payout-details';
import { checkPostalCode } from '../../../domain/postal-codes';
import { isIdNumberRequired } from '../../../domain/payout-person';
import {
  CheckboxField,
  FormField,
  FormMessage,
  SubmitButton,
  TextField,
} from '../../components/form/form-fields';
import { ApiError } from '../../lib/api';
import { publicConfigQuery } from '../../lib/public-config';
import { createAccountTokens } from './create-account-tokens';
import { savePayoutDetails } from './payouts-api';
import { BirthDateField, emptyBirthDate, type BirthDateValues } from './birth-date-field';
import { BankFieldset } from './bank-fieldset';
import { useBankToken } from './use-bank-token';
import { Button } from '../../components/button/button';

type Values = {
  businessType: 'individual' | 'company';
  country: string;
  companyName: string;
  taxId: string;
  title: string;
  isOwner: boolean;
  percentOwnership: string;
  firstName: string;
  lastName: string;
  dob: BirthDateValues;
  line1: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  businessUrl: string;
  mcc: string;
  idNumber: string;
  isTosAccepted: boolean;
  bank: Partial<Record<BankFieldName, string>>;
  /** A company's other owners (25 % or more) and directors, after the representative. */
  others: OtherPerson[];
};

type OtherPerson = {
  firstName: string;
  lastName: string;
  role: 'owner' | 'director';
  percentOwnership: string;
  dob: BirthDateValues;
  idNumber: string;
  line1: string;
  city: string;
  postalCode: string;
};

const newOtherPerson = (): OtherPerson => ({
  firstName: '',
  lastName: '',
  role: 'owner',
  percentOwnership: '',
  dob: emptyBirthDate,
  idNumber: '',
  line1: '',
  city: '',
  postalCode: '',
});

/** How long after a bank input's blur it counts as touched (spec 001 §9: blur delay 100 ms on bank inputs). */
export const bankBlurDelayMs = 100;

/** A postal code is required and has the country's shape (issue 49); the message says which. */
const postalCodeRulesOf = (countryCode: string) => ({
  validate: (value: string) => {
    const problem = checkPostalCode(countryCode, value);
    return problem ? `payouts.detailsError.${problem}` : true;
  },
});

/** The provider takes the opener and at most four more people (contracts/payouts.ts). */
const maxOtherPersons = 4;

const dobOf = (dob: BirthDateValues) => ({
  day: Number(dob.day) || 0,
  month: Number(dob.month) || 0,
  year: Number(dob.year) || 0,
});

/** The bank field errors the server or the checks gave, as message ids by field. */
const bankErrorId = (code: string) => `payouts.bankError.${code}`;

// Merchant category codes offered in the United States (spec 001 §3 "MCC (US)"); 5734 is the default.
const usMccs = ['4722', '7999', '5734'] as const;

// Where a field path of the domain's problems (src/domain/payout-details.ts) is on this form: the
// first person's fields are the form's own, the others' are under `others.{i - 1}`.
function fieldOfProblem(path: string): string | undefined {
  if (path === 'company.taxId') return 'taxId';
  // The company's address is the representative's fields.
  if (path === 'company.address.postalCode') return 'postalCode';
  const match =
    /^persons\.(\d+)\.(dob|idNumber|address\.postalCode|relationship\.title|relationship\.percentOwnership)$/.exec(
      path,
    );
  if (!match) return undefined;
  const name = match[2]!.replace('relationship.', '').replace('address.', '');
  return match[1] === '0' ? name : `others.${Number(match[1]) - 1}.${name}`;
}

/**
 * The payout details of an operator (spec 001 §3), an individual or a company: country (36, with their
 * currency), the company's name and tax id (labelled per country), the person (the company's
 * representative, with their title and ownership), address, contact, business URL, MCC in the United
 * States, the id number where the country asks, the country's bank fields, and the provider's terms.
 * The bank token is made while typing (useBankToken); bank inputs clear when the country changes.
 * With Stripe, saving first makes the account token (and a company's person tokens) in the browser
 * with Stripe.js (createAccountTokens) and sends them with the details.
 */
export function PayoutDetailsForm({
  onSaved,
  defaultEmail,
  defaults = {},
}: {
  onSaved: (account: PayoutAccountView) => void;
  defaultEmail: string;
  /** What the account already knows: the names, the phone and the company name. */
  defaults?: { firstName?: string; lastName?: string; phone?: string; companyName?: string };
}) {
  const intl = useIntl();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Which payment provider (Stripe makes an account token in the browser), loaded before the submit.
  useQuery(publicConfigQuery());
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      // A company name with a legal form (Lda, GmbH, …) starts as a company (issue 49).
      businessType: isCompanyName(defaults.companyName ?? '') ? 'company' : 'individual',
      country: 'PT',
      companyName: defaults.companyName ?? '',
      taxId: '',
      title: '',
      isOwner: false,
      percentOwnership: '',
      firstName: defaults.firstName ?? '',
      lastName: defaults.lastName ?? '',
      dob: emptyBirthDate,
      line1: '',
      city: '',
      postalCode: '',
      phone: defaults.phone ?? '',
      email: defaultEmail,
      businessUrl: '',
      mcc: '5734',
      idNumber: '',
      isTosAccepted: false,
      bank: {},
      others: [],
    },
  });
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState, control } =
    form;
  const others = useFieldArray({ control, name: 'others' });
  const countryCode = watch('country');
  const isCompany = watch('businessType') === 'company';
  const isOwner = watch('isOwner');
  const country = payoutCountryOf(countryCode)!;
  const bankValues = watch('bank');
  const bankToken = useBankToken(country, bankValues);
  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const required = { required: 'payouts.form.required' };
  const postalCodeRules = postalCodeRulesOf(country.code);
  const err = (name: keyof Values) => formState.errors[name]?.message as string | undefined;
  const otherErr = (i: number, name: keyof OtherPerson) =>
    formState.errors.others?.[i]?.[name]?.message as string | undefined;
  const bankFields = bankFieldsOf[country.bank] as readonly string[];

  const showBankProblems = (problems: Array<{ field?: string; code: string }>) => {
    for (const problem of problems) {
      if (problem.field && bankFields.includes(problem.field))
        setError(`bank.${problem.field as BankFieldName}`, { message: bankErrorId(problem.code) });
    }
  };

  const send = handleSubmit(async (values) => {
    setFormError(null);
    const address = {
      line1: values.line1,
      city: values.city,
      postalCode: values.postalCode,
      country: country.code,
    };
    const body: Omit<PayoutDetailsBody, 'bankToken'> = {
      country: country.code,
      businessType: values.businessType,
      email: values.email,
      phone: values.phone,
      // None: the server gives the operator's profile page (what the provider asks for).
      ...(values.businessUrl.trim() ? { businessUrl: values.businessUrl.trim() } : {}),
      ...(country.code === 'US' ? { mcc: values.mcc } : {}),
      ...(isCompany ? { company: { name: values.companyName, taxId: values.taxId, address } } : {}),
      persons: [
        {
          firstName: values.firstName,
          lastName: values.lastName,
          dob: dobOf(values.dob),
          address,
          ...(values.idNumber ? { idNumber: values.idNumber } : {}),
          ...(isCompany
            ? {
                relationship: {
                  isRepresentative: true,
                  title: values.title,
                  ...(values.isOwner
                    ? { isOwner: true, percentOwnership: Number(values.percentOwnership) }
                    : {}),
                },
              }
            : {}),
        },
        ...(isCompany
          ? values.others.map((other) => ({
              firstName: other.firstName,
              lastName: other.lastName,
              dob: dobOf(other.dob),
              address: {
                line1: other.line1,
                city: other.city,
                postalCode: other.postalCode,
                country: country.code,
              },
              ...(other.idNumber ? { idNumber: other.idNumber } : {}),
              relationship:
                other.role === 'owner'
                  ? { isOwner: true, percentOwnership: Number(other.percentOwnership) }
                  : { isDirector: true },
            }))
          : []),
      ],
      isTosAccepted: true,
    };
    // The same rules as the server's, so nothing is sent while one fails.
    const problems = payoutDetailsProblems(body, new Date());
    for (const problem of problems) {
      const field = fieldOfProblem(problem.field);
      const section = problem.field.endsWith('.dob') ? 'birthDateError' : 'detailsError';
      // Only the sum of the owners' shares has no field of its own.
      if (field) setError(field as 'taxId', { message: `payouts.${section}.${problem.code}` });
      else if (problem.field === 'persons') setFormError(`payouts.detailsError.${problem.code}`);
    }
    const bankProblems = Object.entries(checkBankAccount(country, values.bank));
    for (const [field, code] of bankProblems) showBankProblems([{ field, code }]);
    if (problems.length > 0 || bankProblems.length > 0) return;
    const tokens = await queryClient
      .ensureQueryData(publicConfigQuery())
      .then(({ payments }) => createAccountTokens(payments, body))
      .catch(() => ({ status: 'failed', reason: 'unavailable' }) as const);
    if (tokens.status === 'failed') {
      setFormError(
        tokens.reason === 'rejected'
          ? 'payouts.form.accountTokenRejected'
          : tokens.reason === 'not-loaded'
            ? 'payouts.form.stripeNotLoaded'
            : 'payouts.form.accountTokenUnavailable',
      );
      return;
    }
    const token = await bankToken.tokenNow();
    if (token.status !== 'ready') {
      if (token.status === 'failed') showBankProblems(token.problems);
      setFormError('payouts.form.bankFailed');
      return;
    }
    try {
      onSaved(
        await savePayoutDetails({
          ...body,
          bankToken: token.token,
          ...(tokens.status === 'ready'
            ? { accountToken: tokens.accountToken, personTokens: tokens.personTokens }
            : {}),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError) {
        showBankProblems(error.details as Array<{ field?: string; code: string }>);
        const code = error.details[0]?.code;
        setFormError(
          code === 'unsupported-country'
            ? 'payouts.form.unsupportedCountry'
            : 'payouts.form.saveFailed',
        );
      } else setFormError('payouts.form.saveFailed');
    }
  });

  // The domain's problems sit on groups (a birth date's three selects) no input rule clears: each
  // submit starts from no errors, and the inputs' own rules run again.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    clearErrors();
    return send(event);
  };

  return (
    <form className="form payout-form" noValidate onSubmit={submit}>
      <fieldset className="field-group">
        <legend className="field-label">
          <FormattedMessage id="payouts.form.accountType" />
        </legend>
        <div className="payout-form__choice">
          {(['individual', 'company'] as const).map((type) => (
            <label key={type} className="payout-form__option">
              <input type="radio" value={type} {...register('businessType')} />
              <FormattedMessage id={`payouts.form.accountType.${type}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id={`${id}-country`} label={<FormattedMessage id="payouts.form.country" />}>
        <select
          id={`${id}-country`}
          className="input select"
          {...register('country', {
            // The bank fields of another country (and currency) make no sense in this one.
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
      </FormField>
      {isCompany ? (
        <>
          <TextField
            id={`${id}-company`}
            label={intl.formatMessage({ id: 'payouts.form.companyName' })}
            autoComplete="organization"
            error={err('companyName')}
            {...register('companyName', required)}
          />
          <TextField
            id={`${id}-taxid`}
            label={intl.formatMessage({
              id: `payouts.taxId.${companyTaxIdLabelKey(country.code)}`,
            })}
            error={err('taxId')}
            {...register('taxId', required)}
          />
          <h3 className="payout-form__subtitle">
            <FormattedMessage id="payouts.form.representative" />
          </h3>
          <p className="field__hint">
            <FormattedMessage id="payouts.form.representativeHint" />
          </p>
        </>
      ) : null}
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
      {isCompany ? (
        <>
          <TextField
            id={`${id}-title`}
            label={intl.formatMessage({ id: 'payouts.form.title' })}
            autoComplete="organization-title"
            error={err('title')}
            {...register('title', required)}
          />
          <CheckboxField
            id={`${id}-owner`}
            label={intl.formatMessage({ id: 'payouts.form.isOwner' })}
            {...register('isOwner')}
          />
          {isOwner ? (
            <TextField
              id={`${id}-percent`}
              type="number"
              inputMode="numeric"
              min={25}
              max={100}
              label={intl.formatMessage({ id: 'payouts.form.percentOwnership' })}
              error={err('percentOwnership')}
              {...register('percentOwnership', required)}
            />
          ) : null}
        </>
      ) : null}
      <BirthDateField
        id={`${id}-dob`}
        label={intl.formatMessage({ id: 'payouts.form.birthDate' })}
        error={formState.errors.dob?.message}
        register={(part) => register(`dob.${part}`)}
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
        label={intl.formatMessage({
          id: isCompany ? 'payouts.form.companyLine1' : 'payouts.form.line1',
        })}
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
          {...register('postalCode', postalCodeRules)}
        />
      </div>
      {isCompany ? (
        <fieldset className="field-group payout-form__others">
          <legend className="payout-form__subtitle">
            <FormattedMessage id="payouts.form.others" />
          </legend>
          <p className="field__hint">
            <FormattedMessage id="payouts.form.othersHint" />
          </p>
          {others.fields.map((field, i) => (
            <OtherPersonFields
              key={field.id}
              id={`${id}-other-${i}`}
              index={i}
              form={form}
              countryCode={country.code}
              error={(name) => otherErr(i, name)}
              onRemove={() => others.remove(i)}
            />
          ))}
          {others.fields.length < maxOtherPersons ? (
            <Button variant="secondary" onClick={() => others.append(newOtherPerson())}>
              <FormattedMessage id="payouts.form.addPerson" />
            </Button>
          ) : null}
        </fieldset>
      ) : null}
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
        hint={intl.formatMessage({ id: 'payouts.form.businessUrlHint' })}
        error={err('businessUrl')}
        {...register('businessUrl', {
          pattern: { value: /^https?:\/\/\S+\.\S+/, message: 'payouts.form.invalidUrl' },
        })}
      />
      {country.code === 'US' ? (
        <FormField id={`${id}-mcc`} label={<FormattedMessage id="payouts.form.mcc" />}>
          <select id={`${id}-mcc`} className="input select" {...register('mcc')}>
            {usMccs.map((mcc) => (
              <option key={mcc} value={mcc}>
                {intl.formatMessage({ id: `payouts.mcc.${mcc}` })}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <BankFieldset
        country={country}
        tokenState={bankToken.state}
        fieldOf={(name) => {
          const field = register(`bank.${name}`, required);
          return {
            id: `${id}-bank-${name}`,
            error: formState.errors.bank?.[name]?.message,
            ...field,
            // Spec 001 §9: a bank input counts as left 100 ms after its blur, so moving on to the
            // next bank field (or the country) does not flash an error first.
            onBlur: (event) => {
              window.setTimeout(() => void field.onBlur(event), bankBlurDelayMs);
            },
          };
        }}
      />
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

/** One more owner (25 % or more) or director of a company: who, their share, birth date, id, address. */
function OtherPersonFields({
  id,
  index,
  form,
  countryCode,
  error,
  onRemove,
}: {
  id: string;
  index: number;
  form: ReturnType<typeof useForm<Values>>;
  countryCode: string;
  error: (name: keyof OtherPerson) => string | undefined;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { register, watch } = form;
  const name = `others.${index}` as const;
  const required = { required: 'payouts.form.required' };
  const label = (key: string) => intl.formatMessage({ id: `payouts.form.${key}` });
  const field = (
    key: Exclude<keyof OtherPerson, 'role' | 'dob'>,
    input: InputHTMLAttributes<HTMLInputElement> = {},
    labelKey: string = key,
  ) => (
    <TextField
      id={`${id}-${key}`}
      label={label(labelKey)}
      error={error(key)}
      {...input}
      {...register(
        `${name}.${key}`,
        key === 'postalCode' ? postalCodeRulesOf(countryCode) : required,
      )}
    />
  );
  return (
    <fieldset className="field-group payout-form__person">
      <legend className="field-label">
        <FormattedMessage id="payouts.form.otherPerson" values={{ number: index + 2 }} />
      </legend>
      <div className="payout-form__choice">
        {(['owner', 'director'] as const).map((role) => (
          <label key={role} className="payout-form__option">
            <input type="radio" value={role} {...register(`${name}.role`)} />
            <FormattedMessage id={`payouts.form.role.${role}`} />
          </label>
        ))}
      </div>
      <div className="payout-form__row">
        {field('firstName')}
        {field('lastName')}
      </div>
      {watch(`${name}.role`) === 'owner'
        ? field('percentOwnership', { type: 'number', inputMode: 'numeric', min: 25, max: 100 })
        : null}
      <BirthDateField
        id={`${id}-dob`}
        label={label('birthDate')}
        error={error('dob')}
        register={(part) => register(`${name}.dob.${part}`)}
      />
      {isIdNumberRequired(countryCode) ? field('idNumber', {}, `idNumber.${countryCode}`) : null}
      {field('line1')}
      <div className="payout-form__row">
        {field('city')}
        {field('postalCode')}
      </div>
      <Button variant="secondary" onClick={onRemove}>
        <FormattedMessage id="payouts.form.removePerson" values={{ number: index + 2 }} />
      </Button>
    </fieldset>
  );
}
