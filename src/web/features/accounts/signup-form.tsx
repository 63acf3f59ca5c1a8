import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import type { AuthInfo } from '../../../contracts/accounts';
import {
  companyNameMaxLength,
  nameMaxLength,
  userTypes,
  type UserType,
} from '../../../domain/accounts';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import {
  CheckboxField,
  PasswordField,
  SubmitButton,
  TextField,
  FormMessage,
} from '../../components/form/form-fields';
import { useFormState } from '../../components/form/use-form-state';
import { errorMessageId } from '../../components/feedback/feedback';
import { ErrorSummary } from '../../components/form/error-summary';
import { ApiError } from '../../lib/api';
import { useRefusedPassword } from './use-refused-password';
import { emailError, errorsOf, passwordError, phoneError, requiredError } from './validation';

export type SignupPrefill = { email?: string; firstName?: string; lastName?: string };

type SignupFormProps = {
  /** Each page signs up one type: travellers on /signup, operators and affiliates on their own pages. */
  initialType: UserType;
  /** Only where the page cannot know (a first sign-in through the identity provider). */
  canChooseType?: boolean;
  /** 'idp' confirms a sign-up made through the identity provider: no password. */
  mode?: 'password' | 'idp';
  prefill?: SignupPrefill;
  onSignedUp: (info: AuthInfo) => void;
};

const typeOptions = [
  { type: userTypes.customer, key: 'customer' },
  { type: userTypes.operator, key: 'operator' },
  { type: userTypes.affiliate, key: 'affiliate' },
] as const;

/** The fields in the order they appear, for the error summary. */
const fieldOrder = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phoneNumber',
  'password',
  'termsAccepted',
] as const;

/**
 * Sign-up of one user type (spec 001 §2, §5; issue 14 item 11): names, email, phone, password,
 * company (operators) or business name (affiliates), terms, and the optional marketing opt-in.
 * A failed submit lists what is wrong in a summary that takes the focus.
 */
export function SignupForm({
  initialType,
  canChooseType = false,
  mode = 'password',
  prefill = {},
  onSignedUp,
}: SignupFormProps) {
  const intl = useIntl();
  const id = useId();
  const { signup, confirmIdp } = useAuthActions();
  const [type, setType] = useState<UserType>(initialType);
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({ mutationFn: (request: () => Promise<AuthInfo>) => request() });
  const [failure, setFailure] = useState<string | null>(null);
  const [isEmailTaken, setEmailTaken] = useState(false);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const form = useFormState(
    {
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      email: prefill.email ?? '',
      phoneNumber: '',
      password: '',
      companyName: '',
      termsAccepted: false,
      marketingEmailOption: false,
    },
    (v) =>
      errorsOf({
        firstName: requiredError(v.firstName, 'accounts.validation.firstNameRequired'),
        lastName: requiredError(v.lastName, 'accounts.validation.lastNameRequired'),
        email: emailError(v.email),
        phoneNumber: phoneError(v.phoneNumber),
        password: mode === 'password' ? passwordError(v.password) : undefined,
        companyName:
          type === userTypes.operator
            ? v.companyName.trim() === ''
              ? 'accounts.validation.companyNameRequired'
              : undefined
            : type === userTypes.affiliate
              ? v.companyName.trim() === ''
                ? 'accounts.validation.businessNameRequired'
                : undefined
              : undefined,
        termsAccepted: v.termsAccepted ? undefined : 'accounts.validation.termsRequired',
      }),
  );
  const refusedPassword = useRefusedPassword(form.values.password);
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: (typeof fieldOrder)[number]): string | undefined => {
    if (name === 'termsAccepted') return form.checkbox(name).error;
    const error = form.text(name).error;
    if (name === 'email') return error ?? (isEmailTaken ? 'accounts.signup.emailTaken' : undefined);
    if (name === 'password') return error ?? refusedPassword.error;
    return error;
  };
  const summary = [
    ...fieldOrder.flatMap((name) => {
      const messageId = errorOf(name);
      return messageId
        ? [{ fieldId: fieldId(name === 'termsAccepted' ? 'terms' : name), messageId }]
        : [];
    }),
    ...(failure ? [{ messageId: failure }] : []),
  ];

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setEmailTaken(false);
    if (!form.trySubmit()) {
      setFailedAttempt((n) => n + 1);
      return;
    }
    const v = form.values;
    const body = {
      type,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phoneNumber: v.phoneNumber.trim(),
      companyName: type === userTypes.customer ? undefined : v.companyName.trim(),
      termsAccepted: true as const,
      marketingEmailOption: v.marketingEmailOption,
    };
    try {
      onSignedUp(
        await submitting.mutateAsync(() =>
          mode === 'idp' ? confirmIdp(body) : signup({ ...body, password: v.password }),
        ),
      );
    } catch (error) {
      setFailedAttempt((n) => n + 1);
      if (error instanceof AuthBusyError) setFailure('accounts.authBusy');
      else if (error instanceof ApiError && error.code === 'email-taken') setEmailTaken(true);
      else if (refusedPassword.take(error, v.password)) return;
      else
        setFailure(
          error instanceof ApiError && error.status === 400
            ? 'accounts.signup.failed'
            : errorMessageId(error),
        );
    }
  };

  return (
    // POST: sent before its code runs (a server-rendered partner page), it must not become a URL (lib/held-submit.ts).
    <form ref={form.formRef} className="form" method="post" noValidate onSubmit={onSubmit}>
      <ErrorSummary items={summary} attempt={failedAttempt} />
      {canChooseType ? (
        <fieldset className="user-type-choice">
          <legend>
            <FormattedMessage id="accounts.signup.typeLegend" />
          </legend>
          <div className="user-type-choice__options">
            {typeOptions.map((option) => (
              <div key={option.key} className="user-type-choice__option">
                <input
                  type="radio"
                  id={fieldId(`type-${option.key}`)}
                  name={fieldId('type')}
                  value={option.type}
                  checked={type === option.type}
                  onChange={() => setType(option.type)}
                />
                <label htmlFor={fieldId(`type-${option.key}`)}>
                  <FormattedMessage id={`accounts.signup.type.${option.key}`} />
                  <small>
                    <FormattedMessage id={`accounts.signup.type.${option.key}.hint`} />
                  </small>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="name-row">
        <TextField
          id={fieldId('firstName')}
          label={intl.formatMessage({ id: 'accounts.field.firstName' })}
          autoComplete="given-name"
          maxLength={nameMaxLength}
          {...form.text('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label={intl.formatMessage({ id: 'accounts.field.lastName' })}
          autoComplete="family-name"
          maxLength={nameMaxLength}
          {...form.text('lastName')}
        />
      </div>
      {type !== userTypes.customer ? (
        <TextField
          id={fieldId('companyName')}
          label={intl.formatMessage({
            id:
              type === userTypes.operator
                ? 'accounts.field.companyName'
                : 'accounts.field.businessName',
          })}
          autoComplete="organization"
          maxLength={companyNameMaxLength}
          {...form.text('companyName')}
        />
      ) : null}
      <TextField
        id={fieldId('email')}
        type="email"
        label={intl.formatMessage({ id: 'accounts.field.email' })}
        autoComplete="email"
        {...form.text('email')}
        error={errorOf('email')}
      />
      {isEmailTaken ? (
        <p className="field__hint">
          <Link to="/login">
            <FormattedMessage id="accounts.signup.loginInstead" />
          </Link>{' '}
          ·{' '}
          <Link to="/recover-password">
            <FormattedMessage id="accounts.login.forgotPassword" />
          </Link>
        </p>
      ) : null}
      <TextField
        id={fieldId('phoneNumber')}
        type="tel"
        label={intl.formatMessage({ id: 'accounts.field.phoneNumber' })}
        autoComplete="tel"
        hint={intl.formatMessage({
          // What the number is for depends on who signs up (an operator gets booking alerts).
          id:
            type === userTypes.operator
              ? 'accounts.field.phoneNumber.hintOperator'
              : type === userTypes.affiliate
                ? 'accounts.field.phoneNumber.hintAffiliate'
                : 'accounts.field.phoneNumber.hint',
        })}
        {...form.text('phoneNumber')}
      />
      {mode === 'password' ? (
        <PasswordField
          id={fieldId('password')}
          label={intl.formatMessage({ id: 'accounts.field.password' })}
          autoComplete="new-password"
          hint={intl.formatMessage({ id: 'accounts.field.password.hint' })}
          {...form.text('password')}
          error={errorOf('password')}
        />
      ) : null}
      <CheckboxField
        id={fieldId('terms')}
        label={
          <FormattedMessage
            id="accounts.signup.terms"
            values={{
              terms: (chunks) => (
                <Link to="/terms-of-service" target="_blank">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link to="/privacy-policy" target="_blank">
                  {chunks}
                </Link>
              ),
            }}
          />
        }
        {...form.checkbox('termsAccepted')}
      />
      <CheckboxField
        id={fieldId('marketing')}
        label={intl.formatMessage({ id: 'accounts.signup.marketing' })}
        {...form.checkbox('marketingEmailOption')}
      />
      <FormMessage id={failure} />
      <SubmitButton inProgress={submitting.isPending}>
        <FormattedMessage
          id={mode === 'idp' ? 'accounts.confirm.submit' : 'accounts.signup.submit'}
        />
      </SubmitButton>
    </form>
  );
}
