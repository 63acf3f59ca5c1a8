// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MessageListResponse } from '../../contracts/talk';
import { apiHandler, apiError, setupApiServer } from '../test/msw';
import { ApiError } from './api';
import { apiUrl, callApi, type ApiResponse } from './api-client';

const server = setupApiServer();
const id = '7d4a1e3e-6a0b-4c53-9a55-1f0f7bb2d7a1';

describe('the typed client', () => {
  it('fills the path params (encoded) and puts the query after', () => {
    const url = apiUrl('GET /api/guide-invitations/:token', { params: { token: 'a/b c' } });
    expect(url).toBe('/api/guide-invitations/a%2Fb%20c');
    expect(
      apiUrl('GET /api/transactions/:id/messages', { params: { id }, query: { page: 2 } }),
    ).toBe(`/api/transactions/${id}/messages?page=2`);
  });

  it('takes only the routes of the table, with their params and bodies', () => {
    const typed = (call: () => unknown) => expect(call).toBeTypeOf('function');
    // @ts-expect-error: no such route
    typed(() => callApi('GET /api/nowhere'));
    // @ts-expect-error: the path param is missing
    typed(() => callApi('GET /api/users/:id'));
    const notText = { params: { id }, body: { content: 1 } };
    // @ts-expect-error: a message is text
    typed(() => callApi('POST /api/transactions/:id/messages', notText));
    // @ts-expect-error: a file is not JSON
    typed(() => callApi('GET /api/console/transactions.csv'));
    expectTypeOf<
      ApiResponse<'GET /api/transactions/:id/messages'>
    >().toEqualTypeOf<MessageListResponse>();
    expectTypeOf<ApiResponse<'DELETE /api/waitlist/:id'>>().toEqualTypeOf<void>();
  });

  it('reads a route and sends a body with the CSRF token', async () => {
    document.cookie = 'levada_csrf=token-1; path=/';
    let sent: { body: unknown; token: string | null } | undefined;
    server.use(
      apiHandler('GET /api/notification-count', () => ({ data: { count: 3 } })),
      apiHandler('POST /api/transactions/:id/messages', ({ body, request, params }) => {
        sent = { body, token: request.headers.get('X-CSRF-Token') };
        expect(params.id).toBe(id);
        return new Response(null, { status: 500 });
      }),
    );
    await expect(callApi('GET /api/notification-count')).resolves.toEqual({ data: { count: 3 } });
    const sending = callApi('POST /api/transactions/:id/messages', {
      params: { id },
      body: { content: 'Hi' },
    });
    await expect(sending).rejects.toBeInstanceOf(ApiError);
    expect(sent).toEqual({ body: { content: 'Hi' }, token: 'token-1' });
  });

  it('resolves a 204 to undefined and throws the catalogue code of an error', async () => {
    server.use(
      apiHandler('DELETE /api/waitlist/:id', () => undefined),
      apiHandler('GET /api/users/:id', () => apiError(404, 'not-found')),
    );
    await expect(callApi('DELETE /api/waitlist/:id', { params: { id } })).resolves.toBeUndefined();
    await expect(callApi('GET /api/users/:id', { params: { id } })).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
    });
  });
});
