import type { Twilio } from 'twilio';
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
  // Twilio's library (~24 MB) loads at the first message, not with the server.
  let client: Promise<Twilio> | undefined;
  const clientOf = () =>
    (client ??= import('twilio').then(({ default: twilio }) =>
      twilio(settings.accountSid, settings.authToken, { autoRetry: false, timeout: 15_000 }),
    ));
  const address = (number: string) => (channel === 'whatsapp' ? `whatsapp:${number}` : number);
  return {
    kind: 'twilio',
    channel,
    async send(message) {
      await (
        await clientOf()
      ).messages.create({
        to: address(message.to),
        from: address(from),
        body: message.body,
      });
    },
  };
}
