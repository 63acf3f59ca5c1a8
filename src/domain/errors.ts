// The error catalogue of spec 000 §8 and 001 §8. The web app translates codes; the server maps
// them to HTTP in one place (src/server/http/error-handler.ts).
export const errorCodes = [
  'transaction-listing-not-found',
  'transaction-invalid-transition',
  'transaction-already-reviewed-by-customer',
  'transaction-already-reviewed-by-provider',
  'transaction-booking-time-not-available',
  'transaction-payment-failed',
  'transaction-charge-zero-payin',
  'transaction-charge-zero-payout',
  'transaction-missing-stripe-account',
  'transition-reschedule-error',
  'transaction-too-many-unpaid',
  'transaction-too-many-seats-held',
  'booking-answers-invalid',
  'booking-answers-locked',
  'enquiry-email-not-verified',
  'enquiry-daily-limit',
  'validation-invalid-params',
  'validation-invalid-value',
  'not-found',
  'forbidden',
  'unauthorized',
  'email-taken',
  'email-not-found',
  'email-too-many-verification-requests',
  'password-too-weak',
  'request-upload-over-limit',
  'image-invalid',
  'currency-unsupported',
  'money-invalid-amount',
  'too-many-requests',
  'listing-invalid-transition',
  'listing-seats-below-booked',
  'account-deletion-blocked',
  'account-banned',
  'console-conflict',
  'console-target-is-admin',
  'guide-invitation-invalid',
  'internal-error',
  'service-unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type ErrorDetail = {
  path?: string;
  code?: string;
  message?: string;
  [key: string]: unknown;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: ErrorCode, message?: string, details?: ErrorDetail[]) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
