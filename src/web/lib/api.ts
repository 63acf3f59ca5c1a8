import { errorCodes, type ErrorCode, type ErrorDetail } from '../../domain/errors';
import { readCookie } from './cookies';

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

/** GET a JSON resource from our own server; a status of 400 or above throws an ApiError. */
export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: init.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network-error');
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let code: ErrorCode = response.status === 404 ? 'not-found' : response.status === 413 ? 'request-upload-over-limit' : 'internal-error';
  let details: ErrorDetail[] = [];
  try {
    const body = (await response.json()) as { error?: { code?: unknown; details?: unknown } };
    if (isErrorCode(body.error?.code)) code = body.error.code;
    if (Array.isArray(body.error?.details)) details = body.error.details as ErrorDetail[];
  } catch {
    // Not JSON: keep the code derived from the status.
  }
  return new ApiError(response.status, code, details);
}

const csrfCookieName = 'levada_csrf';
/** The double-submit token every state-changing call repeats in a header (docs/decisions/002). */
const csrfHeaders = (): Record<string, string> => {
  const token = typeof document === 'undefined' ? null : readCookie(document.cookie, csrfCookieName);
  return token ? { 'X-CSRF-Token': token } : {};
};

/** POST, PUT, PATCH or DELETE JSON to our own server; a status of 400 or above throws an ApiError. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...csrfHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network-error');
  }
  if (!response.ok) throw await errorFrom(response);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Uploads a file as the request body, reporting progress from 0 to 1 (fetch cannot report uploads). */
export function uploadFile<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network-error'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status, headers: { 'Content-Type': 'application/json' } });
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        response.json().then((body) => resolve(body as T), () => reject(new ApiError(xhr.status, 'internal-error')));
      } else {
        void errorFrom(response).then(reject);
      }
    };
    xhr.send(file);
  });
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
