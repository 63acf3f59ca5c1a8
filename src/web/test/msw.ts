// The web tests' network (decision 180): handlers made from the endpoint table, typed by it, on an
// msw server a test file opts into with setupApiServer(). Its hooks start the server before the
// file's tests, drop the handlers a test added after it, and stop it after the file, so nothing
// leaks into the next file of the shared worker.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { endpoints } from '../../contracts/endpoints';
import type { ApiKey, ApiResponse } from '../lib/api-client';

export type ApiRequest = {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, if any. */
  body: unknown;
  request: Request;
};

/**
 * A handler of a route: the resolver's value is the JSON answer. A Response is sent as a copy, so a
 * test may hand the same one to every request (a body is read once; a second read would reject).
 */
export function apiHandler<K extends ApiKey>(
  key: K,
  resolve: (request: ApiRequest) => ApiResponse<K> | Response | Promise<ApiResponse<K> | Response>,
): HttpHandler {
  const [method, path] = key.split(' ') as [string, string];
  const { status } = endpoints[key] as { status?: number };
  return http[method.toLowerCase() as 'get'](path, async ({ request, params }) => {
    const text = await request.text();
    const answer = await resolve({
      params: params as Record<string, string>,
      query: new URL(request.url).searchParams,
      body: text ? JSON.parse(text) : undefined,
      request,
    });
    if (answer instanceof Response) return answer.clone();
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(answer as object, { status: status ?? 200 });
  });
}

/** An answer of an error of the catalogue, as the server sends it. */
export const apiError = (status: number, code: string) =>
  HttpResponse.json({ error: { code, message: code } }, { status });

/** Routes a test leaves aside (the top bar's count, the config…): each answers 404 not-found. */
export const notFound = (...keys: ApiKey[]): HttpHandler[] =>
  keys.map((key) => apiHandler(key, () => apiError(404, 'not-found')));

/**
 * The file's msw server, answering `handlers` (and what a test adds with `server.use`); a request
 * no handler answers fails the test.
 */
export function setupApiServer(...handlers: HttpHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/**
 * Every request the page sends from now to the end of the test, answered or not, as
 * "METHOD /path?query" (what a handler records sees only the requests it answers).
 */
export function sentRequests(server: SetupServer): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return sent;
}

export type SentRequest = { method: string; url: string; body: unknown };

/** A JSON answer of any status. */
export const jsonResponse = (body: object, status = 200) => HttpResponse.json(body, { status });

/**
 * Every request answered by `answer` (method, path with query, JSON body), recorded in the returned
 * list: for a test that plays the whole server from one function.
 */
export function serveAll(
  server: SetupServer,
  answer: (request: SentRequest) => Response | Promise<Response>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const text = await request.text();
      const url = new URL(request.url);
      const sentRequest = {
        method: request.method,
        url: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      };
      sent.push(sentRequest);
      return (await answer(sentRequest)).clone();
    }),
  );
  return sent;
}
