import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { afterPress } from '../../lib/after-press';

/**
 * Props binding a text input of a react-hook-form form to TextField or PasswordField. With mode
 * `onTouched` an error shows once the field was left or a submit was tried (spec 001 §2); `error` is
 * the catalogue's message id that `messageIdOf` gives for the value the contract schema refused.
 */
export function fieldProps<V extends FieldValues>(
  form: UseFormReturn<V>,
  name: FieldPath<V>,
  messageIdOf: (value: string) => string,
) {
  const { onBlur, ...registered } = form.register(name);
  const isRefused = form.getFieldState(name, form.formState).error !== undefined;
  return {
    ...registered,
    // The error a blur reveals waits for the press that caused it (lib/after-press.ts).
    onBlur: (event: { target: unknown; type: unknown }) => afterPress(() => void onBlur(event)),
    error: isRefused ? messageIdOf(String(form.getValues(name) ?? '')) : undefined,
  };
}
