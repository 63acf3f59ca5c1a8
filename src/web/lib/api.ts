import { ApiError, apiErrorOf, csrfHeaders } from './api-core';

// The JSON calls' parts (api-core.ts) and uploads (upload-file.ts, imported from there) live apart:
// an upload's XMLHttpRequest loads only with the pages that upload, not with every page.
export { ApiError } from './api-core';

// The browser's fetch; on the server, one that answers from the app itself for the request being rendered (entry-server.tsx).
let fetchOfRequest: () => typeof fetch = () => fetch;
/** For the server renderer only: where API reads go while a page renders there. */
export function setFetchSource(source: () => typeof fetch): void {
  fetchOfRequest = source;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
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

/**
 * A JSON call to our own server (a body, when given, as JSON; the CSRF header on every change):
 * resolves to the JSON answer, undefined for 204; a status of 400 or above throws an ApiError.
 */
export function fetchJson<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | (string & {}),
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  return request<T>(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
      ...(method === 'GET' ? {} : csrfHeaders()),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal,
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
