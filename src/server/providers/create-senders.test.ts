import { describe, expect, it } from 'vitest';
import type { RecordedMessage } from '../../integrations/recorded-message';
import { createNotificationSenders } from './create-senders';

const twilio = {
  accountSid: 'AC1',
  authToken: 't',
  from: '+351300000000',
  whatsappFrom: '+14155238886',
};
const slack = {
  salesWebhookUrl: 'https://hooks.slack.com/services/T/B/sales',
  alertsWebhookUrl: 'https://hooks.slack.com/services/T/B/alerts',
};
const meta = { key: 'k1', template: 't', language: 'pt', userId: null };

describe('createNotificationSenders', () => {
  it('keeps everything in the outbox with nothing configured', async () => {
    const recorded: RecordedMessage[] = [];
    const senders = createNotificationSenders(
      { twilio: null, slack: {}, isLocalOrTestHost: false },
      async (m) => void recorded.push(m),
    );
    expect([senders.sms.kind, senders.whatsapp.kind, senders.chatAlerts.kind]).toEqual([
      'outbox',
      'outbox',
      'outbox',
    ]);
    await senders.sms.send({ to: '+351912345678', body: 'Dear Partner', meta });
    await senders.whatsapp.send({
      to: '+351912345678',
      body: 'Dear Partner',
      meta: { ...meta, key: 'k2' },
    });
    await senders.chatAlerts.post({
      room: 'sales',
      text: 'New sale',
      meta: { ...meta, key: 'k3' },
    });
    expect(recorded.map((m) => [m.channel, m.recipient, m.text, m.key])).toEqual([
      ['sms', '+351912345678', 'Dear Partner', 'k1'],
      ['whatsapp', '+351912345678', 'Dear Partner', 'k2'],
      ['chat', '#sales', 'New sale', 'k3'],
    ]);
  });

  it('uses Twilio per channel with its sender number, and Slack on a real host', () => {
    const senders = createNotificationSenders(
      { twilio, slack, isLocalOrTestHost: false },
      async () => {},
    );
    expect([senders.sms.kind, senders.whatsapp.kind, senders.chatAlerts.kind]).toEqual([
      'twilio',
      'twilio',
      'slack',
    ]);
    const smsOnly = createNotificationSenders(
      { twilio: { ...twilio, whatsappFrom: undefined }, slack: {}, isLocalOrTestHost: false },
      async () => {},
    );
    expect([smsOnly.sms.kind, smsOnly.whatsapp.kind]).toEqual(['twilio', 'outbox']);
  });

  it('never posts chat alerts from a local or test host, even with webhooks configured', () => {
    expect(
      createNotificationSenders({ twilio, slack, isLocalOrTestHost: true }, async () => {})
        .chatAlerts.kind,
    ).toBe('outbox');
  });
});
