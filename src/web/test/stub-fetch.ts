import { vi } from 'vitest';

export type SentRequest = { method: string; url: string; body: unknown };

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });

/** Replaces fetch with `answer`, recording every request (method, URL, JSON body) in the returned list. */
export function stubFetch(
  answer: (request: SentRequest) => Response | Promise<Response>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}
