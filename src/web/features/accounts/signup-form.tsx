import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { signupBodySchema, type AuthInfo } from '../../../contracts/accounts';
import {
  companyNameMaxLength,
  nameMaxLength,
  userTypes,
  type UserType,
} from '../../../domain/accounts';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { errorMessageId } from '../../components/feedback/feedback';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldProps } from '../../components/form/field-props';
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../components/form/form-fields';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { useHeldSubmit } from '../../lib/held-submit';
import { useRefusedPassword } from './use-refused-password';
import { emailError, passwordError, phoneError, requiredError } from './validation';

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

const fields = signupBodySchema.shape;
/**
 * The form's fields, checked as the sign-up route checks them: a company (operators) or business
 * name (affiliates) is required of those who have the field, a password of a sign-up with one.
 */
const signupFormSchema = (type: UserType, mode: 'password' | 'idp') =>
  z.object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    companyName:
      type === userTypes.customer
        ? fields.companyName
        : (fields.companyName.unwrap().min(1) as unknown as typeof fields.companyName),
    email: fields.email,
    phoneNumber: fields.phoneNumber,
    password:
      mode === 'password'
        ? (fields.password as unknown as z.ZodOptional<z.ZodString>)
        : z.string().optional(),
    termsAccepted: z.boolean().refine((accepted) => accepted),
    marketingEmailOption: z.boolean(),
  });
type Values = z.input<ReturnType<typeof signupFormSchema>>;
type Sent = z.output<ReturnType<typeof signupFormSchema>>;

/**
 * Sign-up of one user type (spec 001 §2, §5; issue 14 item 11): names, email, phone, password,
 * company (operators) or business name (affiliates), terms, and the optional marketing opt-in.
 * A failed submit lists what is wrong in a summary that takes the focus. Loaded beside its pages
 * (lazy-signup-form.tsx): only what the page prefills has a default value, so what a visitor typed
 * before the code came is what the form takes, and a submit held meanwhile is sent.
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
  const [failure, setFailure] = useState<string | null>(null);
  const [isEmailTaken, setEmailTaken] = useState(false);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(signupFormSchema(type, mode)),
    mode: 'onTouched',
    // The summary takes the focus (ErrorSummary), not the first field with an error.
    shouldFocusError: false,
    defaultValues: Object.fromEntries(
      Object.entries(prefill).filter(([, value]) => value !== undefined),
    ),
  });
  const refusedPassword = useRefusedPassword(form.watch('password') ?? '');
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({
    mutationFn: (v: Sent) => {
      const body = {
        type,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        phoneNumber: v.phoneNumber,
        companyName: type === userTypes.customer ? undefined : v.companyName,
        termsAccepted: true as const,
        marketingEmailOption: v.marketingEmailOption,
      };
      return mode === 'idp' ? confirmIdp(body) : signup({ ...body, password: v.password ?? '' });
    },
    onSuccess: (info) => onSignedUp(info),
    onError: (error, v) => {
      setFailedAttempt((n) => n + 1);
      if (error instanceof AuthBusyError) setFailure('accounts.authBusy');
      else if (error instanceof ApiError && error.code === 'email-taken') setEmailTaken(true);
      else if (refusedPassword.take(error, v.password ?? '')) return;
      else
        setFailure(
          error instanceof ApiError && error.status === 400
            ? 'accounts.signup.failed'
            : errorMessageId(error),
        );
    },
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const bound = {
    firstName: fieldProps(
      form,
      'firstName',
      (value) =>
        requiredError(value, 'accounts.validation.firstNameRequired') ?? 'accounts.signup.failed',
    ),
    lastName: fieldProps(
      form,
      'lastName',
      (value) =>
        requiredError(value, 'accounts.validation.lastNameRequired') ?? 'accounts.signup.failed',
    ),
    // Bound only where the field is shown.
    companyName:
      type === userTypes.customer
        ? undefined
        : fieldProps(form, 'companyName', () =>
            type === userTypes.operator
              ? 'accounts.validation.companyNameRequired'
              : 'accounts.validation.businessNameRequired',
          ),
    email: fieldProps(
      form,
      'email',
      (value) => emailError(value) ?? 'accounts.validation.emailInvalid',
    ),
    phoneNumber: fieldProps(
      form,
      'phoneNumber',
      (value) => phoneError(value) ?? 'accounts.validation.phoneInvalid',
    ),
    password:
      mode === 'password'
        ? fieldProps(form, 'password', (value) => passwordError(value) ?? 'accounts.signup.failed')
        : undefined,
    termsAccepted: fieldProps(form, 'termsAccepted', () => 'accounts.validation.termsRequired'),
    marketingEmailOption: fieldProps(form, 'marketingEmailOption', () => 'accounts.signup.failed'),
  };
  const errorOf = (name: (typeof fieldOrder)[number]): string | undefined => {
    const error = bound[name]?.error;
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

  return (
    // POST: sent before its code runs (a server-rendered partner page), it must not become a URL (lib/held-submit.ts).
    <form
      ref={formRef}
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        setEmailTaken(false);
        void form.handleSubmit(
          (values) => submitting.mutate(values),
          () => setFailedAttempt((n) => n + 1),
        )(event);
      }}
    >
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
          {...bound.firstName}
        />
        <TextField
          id={fieldId('lastName')}
          label={intl.formatMessage({ id: 'accounts.field.lastName' })}
          autoComplete="family-name"
          maxLength={nameMaxLength}
          {...bound.lastName}
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
          {...bound.companyName}
        />
      ) : null}
      <TextField
        id={fieldId('email')}
        type="email"
        label={intl.formatMessage({ id: 'accounts.field.email' })}
        autoComplete="email"
        {...bound.email}
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
        {...bound.phoneNumber}
      />
      {mode === 'password' ? (
        <PasswordField
          id={fieldId('password')}
          label={intl.formatMessage({ id: 'accounts.field.password' })}
          autoComplete="new-password"
          hint={intl.formatMessage({ id: 'accounts.field.password.hint' })}
          {...bound.password}
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
        {...bound.termsAccepted}
      />
      <CheckboxField
        id={fieldId('marketing')}
        label={intl.formatMessage({ id: 'accounts.signup.marketing' })}
        {...bound.marketingEmailOption}
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
