import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { afterPress } from '../../lib/after-press';
import { heldSubmitAttribute, liveFormAttribute } from '../../lib/held-submit';

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
  const [isHeldSubmitDue, setHeldSubmitDue] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // On a server-rendered page a visitor may type, and even submit, before the code arrives: keep
  // what is in the fields when the form comes alive (before any re-render writes the initial values
  // back), and send a submit the boot script held (lib/held-submit.ts) once those values are in.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(liveFormAttribute, '');
    if (form.hasAttribute(heldSubmitAttribute)) {
      form.removeAttribute(heldSubmitAttribute);
      setHeldSubmitDue(true);
    }
    const elements = form.elements;
    const typed: Partial<V> = {};
    for (const name of Object.keys(initial) as Array<keyof V & string>) {
      const field = elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const value =
        field instanceof HTMLInputElement && field.type === 'checkbox'
          ? field.checked
          : field.value;
      if (value !== initial[name]) typed[name] = value as V[typeof name];
    }
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form is first in the page
  }, []);
  useEffect(() => {
    if (!isHeldSubmitDue) return;
    setHeldSubmitDue(false);
    formRef.current?.requestSubmit();
  }, [isHeldSubmitDue]);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value })),
    [],
  );
  // The error a blur reveals waits for the press that caused it (lib/after-press.ts).
  const touch = (name: keyof V) => afterPress(() => setTouched((t) => ({ ...t, [name]: true })));
  const errorOf = (name: keyof V): string | undefined =>
    touched[name] || isSubmitTried ? errors[name] : undefined;

  /** Props for a text input, select or text area bound to a field. */
  const text = (name: keyof V) => ({
    name: String(name),
    value: String(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as V[keyof V]),
    onBlur: () => touch(name),
    error: errorOf(name),
  });
  /** Props for a checkbox bound to a field. */
  const checkbox = (name: keyof V) => ({
    name: String(name),
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set(name, event.target.checked as V[keyof V]),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  return {
    /** On the form element, so text typed before the page was interactive is kept. */
    formRef,
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
