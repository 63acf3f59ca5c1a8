import { errorCodes, type ErrorCode } from '../../domain/errors';

/** A failed API call: the HTTP status and the error code of the catalogue (never server prose). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network-error';

  constructor(status: number, code: ErrorCode | 'network-error') {
    super(`API error ${status} ${code}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/** GET a JSON resource from our own server; a status of 400 or above throws an ApiError. */
export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: init.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network-error');
  }
  if (!response.ok) {
    let code: ErrorCode = response.status === 404 ? 'not-found' : 'internal-error';
    try {
      const body = (await response.json()) as { error?: { code?: unknown } };
      if (isErrorCode(body.error?.code)) code = body.error.code;
    } catch {
      // Not JSON: keep the code derived from the status.
    }
    throw new ApiError(response.status, code);
  }
  return (await response.json()) as T;
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.code === 'not-found');

/** A query-string from the defined values of an object. */
export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
