/**
 * <CardForm>: the card step of checkout (and of adding a saved card).
 *
 *   <CardForm
 *     payments={config.payments}            // GET /api/config: the simulator's own fields, or Stripe's card field
 *     savedCards={cards}                     // savedCardsQuery() for a signed-in traveller; omit for a visitor
 *     canSaveCard                            // offer "Save this card for next time"
 *     error={lastResult?.error}              // the card error of the last attempt, shown translated
 *     isSubmitting={isPaying}
 *     submitLabel={<FormattedMessage id="..." />}
 *     onSubmit={async (source, { savePaymentMethod }) => {
 *       // initiate the booking, then: confirmCardPayment({ clientSecret, paymentIntentId, source, savePaymentMethod }, ...)
 *     }}
 *   />
 *
 * The fields use the standard autocomplete names (cc-number, cc-exp, cc-csc); the number is grouped
 * as printed on the card while typing; errors show inline once a field is left, with Stripe's checks
 * (src/domain/card-checks.ts). Card numbers never leave this form except to the payment calls.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { z } from 'zod';
import type { PublicPaymentsConfig, SavedCard } from '../../../contracts/payments';
import {
  checkCardCvc,
  checkCardExpiry,
  checkCardNumber,
  formatCardNumber,
} from '../../../domain/card-checks';
import {
  CheckboxField,
  FormMessage,
  SubmitButton,
  TextField,
} from '../../components/form/form-fields';
import { cardErrorMessageId } from './card-error-message';
import type { CardPaymentError, CardPaymentSource } from './confirm-card-payment';
import { SavedCardChoice } from './saved-card-choice';
import type { StripeCardElement } from '@stripe/stripe-js';
import './payments.css';

const StripeCardField = lazy(() => import('./stripe-card-field'));

export type CardFormProps = {
  payments: PublicPaymentsConfig;
  onSubmit: (
    source: CardPaymentSource,
    options: { savePaymentMethod: boolean },
  ) => Promise<void> | void;
  submitLabel: ReactNode;
  savedCards?: SavedCard[];
  canSaveCard?: boolean;
  error?: CardPaymentError | null;
  isSubmitting?: boolean;
};

export const newCardChoice = 'new';

/** "MM / YY" (or MMYY, MM/YYYY) as month and year; null when it is not a date shape. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : null;
}

/** Typed digits as "MM / YY". */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const cardFormSchema = (isSimulatorCard: (choice: string) => boolean) =>
  z
    .object({
      choice: z.string(),
      number: z.string(),
      expiry: z.string(),
      cvc: z.string(),
      save: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (!isSimulatorCard(values.choice)) return;
      const problem = (path: 'number' | 'expiry' | 'cvc', message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      // Each field on its own, so every field left wrong shows its error at once.
      const numberCode = values.number.trim()
        ? checkCardNumber(values.number)
        : 'incomplete_number';
      if (numberCode) problem('number', cardErrorMessageId({ code: numberCode }));
      const expiry = parseExpiry(values.expiry);
      const expiryCode = expiry
        ? checkCardExpiry(expiry.expMonth, expiry.expYear, new Date())
        : 'incomplete_expiry';
      if (expiryCode) problem('expiry', cardErrorMessageId({ code: expiryCode }));
      const cvcCode = checkCardCvc(values.number, values.cvc.trim());
      if (cvcCode) problem('cvc', cardErrorMessageId({ code: cvcCode }));
    });

type CardFormValues = z.infer<ReturnType<typeof cardFormSchema>>;

export function CardForm({
  payments,
  onSubmit,
  submitLabel,
  savedCards = [],
  canSaveCard = false,
  error,
  isSubmitting = false,
}: CardFormProps) {
  const intl = useIntl();
  const id = useId();
  const isSimulator = payments.provider === 'simulator';
  const stripeElement = useRef<StripeCardElement | null>(null);
  const [isStripeCardMissing, setStripeCardMissing] = useState(false);
  const defaultCard = savedCards.find((c) => c.isDefault) ?? savedCards[0];
  const form = useForm<CardFormValues>({
    resolver: zodResolver(cardFormSchema((choice) => isSimulator && choice === newCardChoice)),
    mode: 'onTouched',
    defaultValues: {
      choice: defaultCard?.id ?? newCardChoice,
      number: '',
      expiry: '',
      cvc: '',
      save: false,
    },
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const choice = watch('choice');
  const isNewCard = choice === newCardChoice;

  const submit = handleSubmit(async (values) => {
    const savePaymentMethod = canSaveCard && isNewCard && values.save;
    if (!isNewCard)
      return onSubmit(
        { kind: 'saved', paymentMethodId: values.choice },
        { savePaymentMethod: false },
      );
    if (!isSimulator) {
      if (!stripeElement.current) return setStripeCardMissing(true);
      return onSubmit(
        { kind: 'stripe-card', element: stripeElement.current },
        { savePaymentMethod },
      );
    }
    const expiry = parseExpiry(values.expiry)!;
    return onSubmit(
      { kind: 'card', card: { number: values.number, ...expiry, cvc: values.cvc.trim() } },
      { savePaymentMethod },
    );
  });

  const fieldError = (name: 'number' | 'expiry' | 'cvc') => formState.errors[name]?.message;

  return (
    <form
      className="form card-form"
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'payments.form.title' })}
    >
      {savedCards.length > 0 ? (
        <SavedCardChoice
          cards={savedCards}
          value={choice}
          onChange={(value) => setValue('choice', value)}
        />
      ) : null}
      {isNewCard && isSimulator ? (
        <div className="card-form__fields">
          <p className="field__hint card-form__simulator-hint">
            <FormattedMessage id="payments.form.simulatorHint" />
          </p>
          <TextField
            id={`${id}-number`}
            label={intl.formatMessage({ id: 'payments.form.number' })}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            error={fieldError('number')}
            {...register('number', {
              onChange: (event) => setValue('number', formatCardNumber(event.target.value)),
            })}
          />
          <div className="card-form__row">
            <TextField
              id={`${id}-expiry`}
              label={intl.formatMessage({ id: 'payments.form.expiry' })}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={intl.formatMessage({ id: 'payments.form.expiryPlaceholder' })}
              error={fieldError('expiry')}
              {...register('expiry', {
                onChange: (event) => setValue('expiry', formatExpiry(event.target.value)),
              })}
            />
            <TextField
              id={`${id}-cvc`}
              label={intl.formatMessage({ id: 'payments.form.cvc' })}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              placeholder="123"
              error={fieldError('cvc')}
              {...register('cvc')}
            />
          </div>
        </div>
      ) : null}
      {isNewCard && !isSimulator && payments.publishableKey ? (
        <Suspense fallback={<div className="card-form__stripe-loading" aria-busy="true" />}>
          <StripeCardField
            publishableKey={payments.publishableKey}
            label={intl.formatMessage({ id: 'payments.form.card' })}
            onReady={(element) => {
              stripeElement.current = element;
              setStripeCardMissing(false);
            }}
          />
        </Suspense>
      ) : null}
      {isNewCard && canSaveCard ? (
        <CheckboxField
          id={`${id}-save`}
          label={intl.formatMessage({ id: 'payments.form.saveCard' })}
          {...register('save')}
        />
      ) : null}
      <FormMessage
        id={
          isStripeCardMissing
            ? 'payments.cardError.missingCard'
            : error
              ? cardErrorMessageId(error)
              : null
        }
      />
      <SubmitButton inProgress={isSubmitting || formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
