import { useCallback, useState, type ChangeEvent } from 'react';

/** Message ids of the catalogue by field; a field without an entry is valid. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * Values, validation and touched state of a form. A field's error shows only once the field was
 * touched (left) or a submit was tried (spec 001 §2: errors show when touched and invalid).
 */
export function useFormState<V extends Record<string, string | boolean>>(
  initial: V,
  validate: (values: V) => FieldErrors<V>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [isSubmitTried, setSubmitTried] = useState(false);
  const errors = validate(values);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value })),
    [],
  );
  const errorOf = (name: keyof V): string | undefined =>
    touched[name] || isSubmitTried ? errors[name] : undefined;

  /** Props for a text input, select or text area bound to a field. */
  const text = (name: keyof V) => ({
    name: String(name),
    value: String(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as V[keyof V]),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: errorOf(name),
  });
  /** Props for a checkbox bound to a field. */
  const checkbox = (name: keyof V) => ({
    name: String(name),
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set(name, event.target.checked as V[keyof V]),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: errorOf(name),
  });

  return {
    values,
    set,
    setValues,
    text,
    checkbox,
    isValid: Object.keys(errors).length === 0,
    /** Marks every field as shown and tells whether the form may be sent. */
    trySubmit: () => {
      setSubmitTried(true);
      return Object.keys(errors).length === 0;
    },
    reset: (next: V) => {
      setValues(next);
      setTouched({});
      setSubmitTried(false);
    },
  };
}
