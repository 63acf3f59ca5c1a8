// The typed client of the endpoint table (decision 180): a call names its route by its key,
// `'GET /api/transactions/:id/messages'`, and gets the route's types. The table is imported for
// its types only: the browser downloads no schema, and the answers are not parsed again here.
import type { z } from 'zod';
import type { Endpoints } from '../../contracts/endpoints';
import { fetchJson, toQueryString } from './api';

type ZodOf<S> = S extends z.ZodType ? S : never;

// A query's coerced fields take anything; they are typed as what the server makes of them.
type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K] | undefined
      : never
    : z.input<S>[K];
};

// Not distributive ([E]): over a union of routes, three distributed parts would multiply.
type PartsOf<E> = ([E] extends [{ params: z.ZodType }]
  ? { params: z.input<E['params']> }
  : object) &
  ([E] extends [{ query: z.ZodType }]
    ? object extends QueryInput<E['query']>
      ? { query?: QueryInput<E['query']> }
      : { query: QueryInput<E['query']> }
    : object) &
  ([E] extends [{ body: z.ZodType }] ? { body: z.input<E['body']> } : object);

/** The routes answering JSON (or nothing, 204). */
export type ApiKey = {
  [K in keyof Endpoints]: Endpoints[K]['response'] extends 'file' ? never : K;
}[keyof Endpoints];
/** The routes whose request body is a file. */
export type UploadKey = {
  [K in keyof Endpoints]: Endpoints[K] extends { body: 'file' } ? K : never;
}[keyof Endpoints];

/** What a call of the route carries: its path params, query and body, as the contract takes them. */
export type ApiInput<K extends keyof Endpoints> = PartsOf<Endpoints[K]>;
/** The route's answer (undefined for a 204). */
export type ApiResponse<K extends keyof Endpoints> =
  ZodOf<Endpoints[K]['response']> extends z.ZodNull
    ? void
    : z.output<ZodOf<Endpoints[K]['response']>>;

type InputArgs<K extends keyof Endpoints, Init> =
  object extends ApiInput<K>
    ? [input?: ApiInput<K>, init?: Init]
    : [input: ApiInput<K>, init?: Init];

type RawInput = { params?: Record<string, unknown>; query?: object; body?: unknown } | undefined;

// A key is '<METHOD> <path>'; the path's :params are filled in, encoded, and the query follows.
const urlOf = (key: string, input: RawInput): string =>
  key
    .split(' ')[1]!
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input?.params?.[name]))) +
  toQueryString((input?.query ?? {}) as Parameters<typeof toQueryString>[0]);

/** The URL of a route: its :params filled in (encoded) and its query after. */
export const apiUrl = <K extends keyof Endpoints>(
  key: K,
  ...args: NoInfer<InputArgs<K, never>>
): string => urlOf(key, (args as unknown[])[0] as RawInput);

type CallInit = { signal?: AbortSignal; headers?: Record<string, string> };

/** Calls a route of the endpoint table: a status of 400 or above throws an ApiError. */
export function callApi<K extends ApiKey>(
  key: K,
  ...args: NoInfer<InputArgs<K, CallInit>>
): Promise<ApiResponse<K>> {
  const [input, init] = args as unknown as [RawInput, CallInit | undefined];
  return fetchJson(key.split(' ')[0]!, urlOf(key, input), input?.body, init);
}
