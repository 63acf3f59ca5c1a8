import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { queueEmail, storeEmail } from '../modules/email/queue-email';
import { signedInHeaders } from '../test/sessions';
import { buildUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'http://127.0.0.1:18602' });
});
afterAll(async () => t.close());

describe('the outbox without SMTP (the demo)', () => {
  it('stores every email and lists them newest first, with bodies one at a time', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Sofia', language: 'fr' });
    const first = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'verify-email',
      values: { email: user.email },
      path: '/verify-email?t=one',
    });
    t.clock.advance(1000);
    const second = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'password-changed',
      path: '/recover-password',
    });

    // The outbox is the delivery: nothing is left to send.
    expect(await t.database.db.select().from(jobs)).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/outbox?perPage=1' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const body = list.json();
    expect(body.meta).toMatchObject({ page: 1, perPage: 1, totalItems: 2, totalPages: 2 });
    expect(body.data[0]).toMatchObject({
      id: second.id,
      recipient: user.email,
      language: 'fr',
      template: 'password-changed',
      subject: 'Votre mot de passe Levada a été modifié',
      status: 'stored',
    });
    expect(body.data[0].html).toBeUndefined();

    const one = await t.app.inject({ method: 'GET', url: `/api/outbox/${first.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.html).toContain('href="http://127.0.0.1:18602/verify-email?t=one"');
    expect(one.json().data.text).toContain('Bonjour Sofia,');
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/outbox/7f0c8e44-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox/nope' })).statusCode).toBe(400);
  });
});

describe('every channel in the outbox', () => {
  it('lists texts, chat alerts and recorded events next to emails, and filters by channel', async () => {
    const operator = await buildUser(t.database.db, { language: 'pt' });
    const meta = { template: 'new-booking-request', language: 'pt', userId: operator.id };
    await t.app.deps.sms.send({
      to: '+351912345678',
      body: 'Caro Parceiro, tem um novo pedido de reserva',
      meta: { ...meta, key: 'outbox-test-sms' },
    });
    await t.app.deps.whatsapp.send({
      to: '+351912345678',
      body: 'Caro Parceiro…',
      meta: { ...meta, key: 'outbox-test-wa' },
    });
    await t.app.deps.chatAlerts.post({
      room: 'sales',
      text: 'New sale: Levada walk',
      meta: { key: 'outbox-test-chat', template: 'confirm-payment', language: 'en' },
    });
    // A retried sender records nothing twice.
    await t.app.deps.sms.send({
      to: '+351912345678',
      body: 'Caro Parceiro, tem um novo pedido de reserva',
      meta: { ...meta, key: 'outbox-test-sms' },
    });

    const sms = (await t.app.inject({ method: 'GET', url: '/api/outbox?channel=sms' })).json();
    expect(sms.meta.totalItems).toBe(1);
    expect(sms.data[0]).toMatchObject({
      channel: 'sms',
      recipient: '+351912345678',
      language: 'pt',
      template: 'new-booking-request',
      subject: null,
      status: 'stored',
    });
    const one = (await t.app.inject({ method: 'GET', url: `/api/outbox/${sms.data[0].id}` })).json()
      .data;
    expect(one).toMatchObject({
      html: null,
      text: 'Caro Parceiro, tem um novo pedido de reserva',
      attachments: [],
    });

    const chat = (await t.app.inject({ method: 'GET', url: '/api/outbox?channel=chat' })).json();
    expect(chat.data.map((m: { recipient: string }) => m.recipient)).toEqual(['#sales']);
    const all = (await t.app.inject({ method: 'GET', url: '/api/outbox?perPage=100' })).json();
    expect(new Set(all.data.map((m: { channel: string }) => m.channel))).toEqual(
      new Set(['email', 'sms', 'whatsapp', 'chat']),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/outbox?channel=pigeon' })).statusCode,
    ).toBe(400);
  });

  it('serves an email attachment to download', async () => {
    const user = await buildUser(t.database.db);
    const { id } = await storeEmail(t.app.deps, {
      to: user.email,
      userId: user.id,
      language: 'en',
      template: 'booking-accepted',
      subject: 'Booking confirmed',
      html: '<p>x</p>',
      text: 'x',
      attachments: [
        {
          filename: 'booking.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        },
      ],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outbox/${id}` })).json().data.attachments,
    ).toEqual([{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8' }]);
    const file = await t.app.inject({ method: 'GET', url: `/api/outbox/${id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="booking.ics"');
    expect(file.body).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outbox/${id}/attachments/1` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outbox/${id}/attachments/x` })).statusCode,
    ).toBe(400);
  });
});

describe('the outbox with real delivery configured', () => {
  let closed: TestContext;
  beforeAll(async () => {
    closed = await createTestApp({ outboxPublic: false });
  });
  afterAll(async () => closed.close());

  it('does not exist for visitors nor for signed-in users, whatever the channel', async () => {
    const user = await buildUser(closed.database.db);
    const { id } = await storeEmail(closed.app.deps, {
      to: user.email,
      userId: user.id,
      language: 'en',
      template: 'booking-accepted',
      subject: 's',
      html: '<p>x</p>',
      text: 'x',
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'x' }],
    });
    const headers = await signedInHeaders(closed, user.id);
    for (const url of [
      '/api/outbox',
      '/api/outbox?channel=sms',
      `/api/outbox/${id}`,
      `/api/outbox/${id}/attachments/0`,
    ]) {
      expect((await closed.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await closed.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(404);
    }
  });
});
