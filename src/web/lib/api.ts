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
function apiErrorOf(status: number, text: string): ApiError {
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

// The browser's fetch; on the server, one that answers from the app itself for the request being rendered (entry-server.tsx).
let fetchOfRequest: () => typeof fetch = () => fetch;
/** For the server renderer only: where API reads go while a page renders there. */
export function setFetchSource(source: () => typeof fetch): void {
  fetchOfRequest = source;
}

/** A call to our own server: a status of 400 or above throws an ApiError; 204 resolves to undefined. */
export async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetchOfRequest()(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network-error');
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.text().catch(() => ''));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** GET a JSON resource from our own server; a status of 400 or above throws an ApiError. */
export function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>(path, { headers: { Accept: 'application/json' }, signal: init.signal });
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

/** POST, PUT, PATCH or DELETE with a JSON body; resolves to the JSON answer (undefined for 204). */
export function sendJson<T = void>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return request<T>(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
      ...csrfHeaders(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Uploads a file as the request body (its type as Content-Type), reporting progress from 0 to 1
 * (fetch cannot report upload progress, XMLHttpRequest can).
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(apiErrorOf(xhr.status, xhr.responseText));
      onProgress(1);
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, 'internal-error'));
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
