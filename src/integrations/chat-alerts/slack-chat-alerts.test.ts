import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSlackChatAlerts } from './slack-chat-alerts';

// A fake Slack on a free local port: the real @slack/webhook client posts to it over HTTP.
let server: http.Server;
let base: string;
let received: Array<{ path: string; body: unknown }> = [];
let failNext = false;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(body) });
      if (failNext) {
        failNext = false;
        response.writeHead(404).end('no_service');
      } else response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  received = [];
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const meta = { key: 'k', template: 'confirm-payment', language: 'en' };

describe('createSlackChatAlerts', () => {
  it('posts each room to its own webhook', async () => {
    const alerts = createSlackChatAlerts({
      sales: `${base}/services/sales`,
      alerts: `${base}/services/alerts`,
    });
    await alerts.post({ room: 'sales', text: 'New sale: Levada walk', meta });
    await alerts.post({ room: 'alerts', text: 'Booking cancelled', meta });
    expect(received).toEqual([
      { path: '/services/sales', body: { text: 'New sale: Levada walk' } },
      { path: '/services/alerts', body: { text: 'Booking cancelled' } },
    ]);
  });

  it('posts nothing for a room without a webhook', async () => {
    await createSlackChatAlerts({ sales: `${base}/services/sales` }).post({
      room: 'alerts',
      text: 'x',
      meta,
    });
    expect(received).toEqual([]);
  });

  it('throws when Slack refuses, so that the job is retried', async () => {
    failNext = true;
    await expect(
      createSlackChatAlerts({ sales: `${base}/services/sales` }).post({
        room: 'sales',
        text: 'x',
        meta,
      }),
    ).rejects.toThrow();
    expect(received).toHaveLength(1);
  });
});
