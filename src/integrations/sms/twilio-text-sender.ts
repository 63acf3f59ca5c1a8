import twilio from 'twilio';
import type { TextChannel, TextSender } from './text-sender';

export type TwilioSettings = { accountSid: string; authToken: string };

/**
 * Sends through Twilio's Messages API. WhatsApp numbers carry the `whatsapp:` prefix on both ends;
 * `from` is the plain sender number. A Twilio error (bad number, suspended account) throws, so the job
 * that called it is retried.
 */
export function createTwilioTextSender(
  settings: TwilioSettings,
  channel: TextChannel,
  from: string,
): TextSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    autoRetry: false,
    timeout: 15_000,
  });
  const address = (number: string) => (channel === 'whatsapp' ? `whatsapp:${number}` : number);
  return {
    kind: 'twilio',
    channel,
    async send(message) {
      await client.messages.create({
        to: address(message.to),
        from: address(from),
        body: message.body,
      });
    },
  };
}
