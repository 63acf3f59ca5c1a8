// What the JSON calls (api.ts) and the uploads (upload-file.ts) share.
import { errorCodes, type ErrorCode, type ErrorDetail } from '../../domain/errors';
import { readCookie } from './cookies';
import { csrfCookie, hostCookieName } from '../../contracts/cookies';

/**
 * A failed API call: the HTTP status, the error code of the catalogue and the details' codes and
 * paths (for messages next to a field). Never the server's prose.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network-error';
  readonly details: ErrorDetail[];

  constructor(status: number, code: ErrorCode | 'network-error', details: ErrorDetail[] = []) {
    super(`API error ${status} ${code}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/** The ApiError for a failed response: the catalogue code from its body, else one derived from the status. */
export function apiErrorOf(status: number, text: string): ApiError {
  let code: ErrorCode =
    status === 404 ? 'not-found' : status === 413 ? 'request-upload-over-limit' : 'internal-error';
  let details: ErrorDetail[] = [];
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; details?: unknown } };
    if (isErrorCode(body.error?.code)) code = body.error.code;
    if (Array.isArray(body.error?.details)) details = body.error.details as ErrorDetail[];
  } catch {
    // Not JSON: keep the code derived from the status.
  }
  return new ApiError(status, code, details);
}

/** The CSRF token the server handed out (a readable cookie), repeated in a header on every change (decision 002). */
export const csrfHeaders = (): Record<string, string> => {
  const token =
    typeof document === 'undefined'
      ? null
      : (readCookie(document.cookie, hostCookieName(csrfCookie, true)) ??
        readCookie(document.cookie, csrfCookie));
  return token ? { 'X-CSRF-Token': token } : {};
};
