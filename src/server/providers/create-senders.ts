import type { ChatAlerts } from '../../integrations/chat-alerts/chat-alerts';
import { createOutboxChatAlerts } from '../../integrations/chat-alerts/outbox-chat-alerts';
import { createSlackChatAlerts } from '../../integrations/chat-alerts/slack-chat-alerts';
import type { RecordMessage } from '../../integrations/recorded-message';
import {
  createEmailReviewInvitations,
  createRecordingReviewInvitations,
  type ReviewInvitation,
  type ReviewInvitations,
} from '../../integrations/review-service/review-invitations';
import { createOutboxTextSender } from '../../integrations/sms/outbox-text-sender';
import type { TextChannel, TextSender } from '../../integrations/sms/text-sender';
import { createTwilioTextSender } from '../../integrations/sms/twilio-text-sender';
import type { Config } from '../config';

export type NotificationSenders = {
  sms: TextSender;
  whatsapp: TextSender;
  chatAlerts: ChatAlerts;
  reviewInvitations: ReviewInvitations;
};

/**
 * One sender per channel, from the config: the real service when configured, else the outbox keeps the
 * message. Chat alerts are never posted from a local or test host (docs/decisions/043-notifications.md).
 */
export function createNotificationSenders(
  config: Pick<Config, 'twilio' | 'slack' | 'isLocalOrTestHost'>,
  record: RecordMessage,
  /** Emails a review invitation (the local default); without it the invitation is only recorded. */
  emailReviewInvitation?: (invitation: ReviewInvitation) => Promise<void>,
): NotificationSenders {
  const textSender = (channel: TextChannel, from: string | undefined) =>
    config.twilio && from
      ? createTwilioTextSender(config.twilio, channel, from)
      : createOutboxTextSender(channel, record);
  const { salesWebhookUrl, alertsWebhookUrl } = config.slack;
  return {
    sms: textSender('sms', config.twilio?.from),
    whatsapp: textSender('whatsapp', config.twilio?.whatsappFrom),
    chatAlerts:
      !config.isLocalOrTestHost && (salesWebhookUrl || alertsWebhookUrl)
        ? createSlackChatAlerts({ sales: salesWebhookUrl, alerts: alertsWebhookUrl })
        : createOutboxChatAlerts(record),
    reviewInvitations: emailReviewInvitation
      ? createEmailReviewInvitations(emailReviewInvitation)
      : createRecordingReviewInvitations(record),
  };
}
