import { useId, type ReactNode } from 'react';
import './form.css';

type FieldProps = {
  label: ReactNode;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Shown when set (the caller decides when a field counts as touched). */
  error?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
};

/** A labelled control with its hint and its error, wired for screen readers. */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of checkboxes or radios under one legend. */
export function FieldGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={`field-group${error ? ' field--invalid' : ''}`}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend className="field-label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Remaining characters of a bounded text, shown under it. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  return (
    <span
      className={`field__count${value.length > max ? ' field__count--over' : ''}`}
      aria-hidden="true"
    >
      {value.length}/{max}
    </span>
  );
}
