import {
  isValidEmail,
  isValidPhoneNumber,
  passwordBounds,
  weakPasswordReasons,
  type WeakPasswordReason,
} from '../../../domain/accounts';
import { ApiError } from '../../lib/api';

// Field checks of spec 001 §5, answering a message id of the `accounts` catalogue (or nothing).
export const emailError = (value: string): string | undefined =>
  value.trim() === ''
    ? 'accounts.validation.emailRequired'
    : isValidEmail(value.trim())
      ? undefined
      : 'accounts.validation.emailInvalid';

export const passwordError = (value: string): string | undefined => {
  if (value === '') return 'accounts.validation.passwordRequired';
  if (value.length < passwordBounds.min) return 'accounts.validation.passwordTooShort';
  if (value.length > passwordBounds.max) return 'accounts.validation.passwordTooLong';
  return undefined;
};

/** A required field left empty; a form's summary names the field when given its own message. */
export const requiredError = (
  value: string,
  messageId = 'accounts.validation.required',
): string | undefined => (value.trim() === '' ? messageId : undefined);

export const phoneError = (value: string): string | undefined =>
  value.trim() === ''
    ? 'accounts.validation.phoneRequired'
    : isValidPhoneNumber(value)
      ? undefined
      : 'accounts.validation.phoneInvalid';

/** Drops the fields without an error. */
export const errorsOf = <K extends string>(
  checks: Record<K, string | undefined>,
): Partial<Record<K, string>> =>
  Object.fromEntries(Object.entries(checks).filter(([, v]) => v !== undefined)) as Partial<
    Record<K, string>
  >;

/** The catalogue id for a new password the server refused as too easy to guess, by its reason. */
export function weakPasswordMessageId(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'password-too-weak') return undefined;
  const reason = error.details[0]?.code;
  return (weakPasswordReasons as readonly unknown[]).includes(reason)
    ? `accounts.password.weak.${reason as WeakPasswordReason}`
    : 'errors.code.password-too-weak';
}
