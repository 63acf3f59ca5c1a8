import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioTextSender } from './twilio-text-sender';

// Twilio's REST API, faked at the network edge: the real twilio client makes the real HTTP call.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const settings = { accountSid: 'AC00000000000000000000000000000001', authToken: 'secret-token' };
const messagesUrl = `https://api.twilio.com/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
const meta = { key: 'k', template: 'new-booking-request', language: 'pt' };

function recordRequests(
  status = 201,
  body: Record<string, unknown> = { sid: 'SM123', status: 'queued' },
) {
  const requests: Array<{ authorization: string | null; form: URLSearchParams }> = [];
  server.use(
    http.post(messagesUrl, async ({ request }) => {
      requests.push({
        authorization: request.headers.get('authorization'),
        form: new URLSearchParams(await request.text()),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('createTwilioTextSender', () => {
  it('sends an SMS from the configured number with the account credentials', async () => {
    const requests = recordRequests();
    const sender = createTwilioTextSender(settings, 'sms', '+351300000000');
    await sender.send({
      to: '+351912345678',
      body: 'Dear Partner, You have a new booking request',
      meta,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.authorization).toBe(
      `Basic ${Buffer.from(`${settings.accountSid}:secret-token`).toString('base64')}`,
    );
    expect(Object.fromEntries(requests[0]!.form)).toEqual({
      To: '+351912345678',
      From: '+351300000000',
      Body: 'Dear Partner, You have a new booking request',
    });
  });

  it('addresses WhatsApp numbers on both ends', async () => {
    const requests = recordRequests();
    await createTwilioTextSender(settings, 'whatsapp', '+14155238886').send({
      to: '+351912345678',
      body: 'Olá',
      meta,
    });
    expect(requests[0]!.form.get('To')).toBe('whatsapp:+351912345678');
    expect(requests[0]!.form.get('From')).toBe('whatsapp:+14155238886');
  });

  it('throws when Twilio refuses, so that the job is retried', async () => {
    recordRequests(400, {
      code: 21211,
      message: "The 'To' number +3519 is not a valid phone number.",
      status: 400,
    });
    await expect(
      createTwilioTextSender(settings, 'sms', '+351300000000').send({
        to: '+3519',
        body: 'x',
        meta,
      }),
    ).rejects.toThrow(/not a valid phone number/);
  });
});
