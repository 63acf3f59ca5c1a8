import {
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../button/button';
import { AlertIcon, CheckCircleIcon } from '../icons/icons';
import './form.css';

type FieldProps = {
  id: string;
  label: ReactNode;
  /** A message id; shown under the field. */
  error?: string;
  hint?: ReactNode;
};

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <FormattedMessage id={error} />
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** What a field's control carries so it is read with its label, its hint and its error. */
const controlProps = (id: string, error?: string, hint?: ReactNode) => ({
  id,
  className: `input${error ? ' input--invalid' : ''}`,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

/**
 * The frame every field of these forms shares: its label (before the control, or after it for a
 * checkbox), the control, and its hint or its error, a message id of the catalogue. With
 * react-hook-form the error comes from `fieldProps` (field-props.ts) or a Controller's
 * `fieldState.error`, mapped to its message id.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  isCheckbox,
  children,
}: FieldProps & { isCheckbox?: boolean; children: ReactNode }) {
  const labelElement = (
    <label className={isCheckbox ? undefined : 'field-label'} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={isCheckbox ? 'field field--checkbox' : 'field'}>
      {isCheckbox ? null : labelElement}
      {children}
      {isCheckbox ? labelElement : null}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input {...controlProps(id, error, hint)} {...input} />
    </FormField>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(
  props: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  const { id, label, error, hint, ref, ...input } = props;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="password-input">
        <input
          ref={ref}
          type={isVisible ? 'text' : 'password'}
          {...controlProps(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={isVisible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {intl.formatMessage({
            id: isVisible ? 'accounts.password.hide' : 'accounts.password.show',
          })}
        </button>
      </div>
    </FormField>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  ...input
}: Omit<FieldProps, 'hint'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error} isCheckbox>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FormField>
  );
}

/** A text area that grows with its text, at most `maxLength` characters, with a count. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  maxLength = 5000,
  ref: outerRef,
  ...input
}: FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    value: string;
    ref?: Ref<HTMLTextAreaElement>;
  }) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  // react-hook-form's register passes its own ref: both get the element, or autosizing loses it.
  const setRef = (el: HTMLTextAreaElement | null) => {
    ref.current = el;
    if (typeof outerRef === 'function') outerRef(el);
    else if (outerRef) outerRef.current = el;
  };
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [input.value]);
  const control = controlProps(id, error, hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={setRef}
        rows={3}
        maxLength={maxLength}
        {...control}
        className={`input textarea${error ? ' input--invalid' : ''}`}
        aria-describedby={[control['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
        {...input}
      />
      <p id={`${id}-count`} className="field__count">
        <FormattedMessage
          id="accounts.field.characterCount"
          values={{ count: input.value.length, max: maxLength }}
        />
      </p>
    </FormField>
  );
}

/** A form-level message: a failure (role alert) or a success (role status). */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'success' ? <CheckCircleIcon size={20} /> : <AlertIcon size={20} />}
      <div>{children}</div>
    </div>
  );
}

/** A form-level message from the catalogue, or nothing when there is none. */
export function FormMessage({
  id,
  tone = 'error',
}: {
  id: string | null | undefined;
  tone?: 'error' | 'success' | 'info';
}) {
  if (!id) return null;
  return (
    <FormAlert tone={tone}>
      <p>
        <FormattedMessage id={id} />
      </p>
    </FormAlert>
  );
}

export function SubmitButton({
  inProgress,
  disabled,
  children,
}: {
  inProgress: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      className="form__submit"
      disabled={disabled}
      isBusy={inProgress}
    >
      {children}
    </Button>
  );
}
