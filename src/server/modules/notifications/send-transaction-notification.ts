import type { AppDeps } from '../../app-deps';
import {
  referringAffiliateOf,
  reportAffiliateConversion,
} from '../affiliates/report-affiliate-conversion';
import { recordRecommendationEvent } from '../recommendations/record-recommendation-event';
import { toMajorUnits } from '../../../domain/money';
import type { MessageMeta } from '../../../integrations/recorded-message';
import { storeEmail } from '../email/queue-email';
import { queueTracking } from '../tracking/queue-tracking';
import { hasTrackingConsent } from '../tracking/tracking-consent';
import { renderBookingEmail, type Role } from './booking-email';
import { bookingPath } from './booking-facts';
import type { BookingNotice } from './booking-notice';
import { renderChatAlert, renderNewRequestText } from './booking-texts';
import {
  chatRoomFor,
  emailTemplatesFor,
  type NotificationKind,
} from './notifications-for-transition';

type NotifyDeps = Pick<
  AppDeps,
  | 'db'
  | 'clock'
  | 'config'
  | 'emailSender'
  | 'sms'
  | 'whatsapp'
  | 'chatAlerts'
  | 'reviewInvitations'
  | 'adPixel'
  | 'affiliateTracker'
  | 'recommender'
>;

/** The key of one message of one transition: a retried job stores or records it once. */
export const notificationKey = (
  notice: Pick<BookingNotice, 'transactionId' | 'transition' | 'at'>,
  kind: NotificationKind,
) => `${notice.transactionId}:${notice.transition}:${notice.at.toISOString()}:${kind}`;

/**
 * Sends one message of a booking transition through its channel's sender. Throws when the sender
 * fails, so that the job runner retries this message alone.
 */
export async function sendTransactionNotification(
  deps: NotifyDeps,
  notice: BookingNotice,
  kind: NotificationKind,
) {
  const key = notificationKey(notice, kind);
  const meta = (template: string, party?: BookingNotice['customer']): MessageMeta => ({
    key,
    template,
    language: party?.language ?? 'en',
    userId: party?.id ?? null,
  });
  const publicBaseUrl = deps.config.publicBaseUrl;

  switch (kind) {
    case 'customer-email':
    case 'provider-email': {
      const role: Role = kind === 'customer-email' ? 'customer' : 'provider';
      const template = emailTemplatesFor(notice.transition)?.[role];
      if (!template) return;
      const party = notice[role];
      // A reseller's traveller without an email address hears nothing from us (decision 149).
      if (!party.email) return;
      const email = renderBookingEmail({ notice, role, template, publicBaseUrl });
      await storeEmail(deps, {
        to: party.email,
        userId: party.id,
        language: party.language,
        template,
        ...email,
        dedupeKey: key,
      });
      return;
    }
    case 'provider-sms':
    case 'provider-whatsapp': {
      const to = notice.provider.phoneNumber;
      if (!to) return;
      const sender = kind === 'provider-sms' ? deps.sms : deps.whatsapp;
      await sender.send({
        to,
        body: renderNewRequestText(notice, publicBaseUrl),
        meta: meta('new-booking-request', notice.provider),
      });
      return;
    }
    case 'chat-alert':
      await deps.chatAlerts.post({
        room: chatRoomFor(notice.transition),
        text: renderChatAlert(notice, publicBaseUrl),
        meta: meta(notice.transition),
      });
      return;
    case 'review-invitation': {
      // A delivered booking: the traveller is asked for a review, with the link to their booking page.
      const party = notice.customer;
      const template = emailTemplatesFor(notice.transition)?.customer;
      if (!party.email || !template) return;
      const email = renderBookingEmail({ notice, role: 'customer', template, publicBaseUrl });
      await deps.reviewInvitations.invite({
        reference: notice.transactionId,
        name: party.firstName,
        email: party.email,
        language: party.language,
        reviewUrl: new URL(bookingPath(notice, 'customer'), publicBaseUrl).toString(),
        sendAfter: notice.at,
        message: { template, subject: email.subject, text: email.text, html: email.html },
        meta: meta(template, party),
      });
      return;
    }
    case 'ad-pixel': {
      // The purchase tracks the traveller: only with their accepted cookie banner (decision 167).
      if (!notice.customer.id || !(await hasTrackingConsent(deps.db, notice.customer.id))) return;
      const affiliateId = await referringAffiliateOf(deps.db, notice.transactionId);
      // The recommendations' purchase, kept once per transaction (decision 171): our own table, or
      // the recommendation service when configured, so only with the traveller's consent too.
      await recordRecommendationEvent(deps, {
        type: 'interaction',
        interaction: {
          kind: 'purchase',
          listingId: notice.listing.id,
          userId: notice.customer.id ?? undefined,
          transactionId: notice.transactionId,
          recommId: null,
          ...(affiliateId ? { affiliateId } : {}),
          at: notice.at,
        },
      });
      await deps.adPixel.trackPurchase({
        eventId: notice.transactionId,
        value: toMajorUnits(notice.payinTotal),
        currency: notice.payinTotal.currency,
        contentIds: [notice.listing.id],
        contentName: notice.listing.title,
        quantity:
          notice.booking.quantities.adult +
          notice.booking.quantities.child +
          notice.booking.quantities.infant,
        customerId: notice.customer.id,
        occurredAt: notice.at,
        meta: meta('purchase'),
      });
      // The affiliate tracker's conversion, when the booking came through a partner's link (176).
      await reportAffiliateConversion(deps, {
        transactionId: notice.transactionId,
        affiliateId,
        valueMinor: notice.payinTotal.amount,
        currency: notice.payinTotal.currency,
        at: notice.at,
      });
      // Analytics' purchase and email marketing's order, each its own job (decisions 165 and 166).
      await queueTracking(deps, [
        {
          key: `purchase:${key}`,
          target: 'analytics',
          name: 'purchase',
          distinctId: notice.customer.id,
          userId: notice.customer.id,
          properties: {
            transactionId: notice.transactionId,
            listingId: notice.listing.id,
            amountMinor: notice.payinTotal.amount,
            currency: notice.payinTotal.currency,
          },
        },
        {
          key: `placed-order:${key}`,
          target: 'marketing-event',
          metric: 'Placed Order',
          userId: notice.customer.id,
          properties: {
            transactionId: notice.transactionId,
            listingId: notice.listing.id,
            listingTitle: notice.listing.title,
          },
          value: { amountMinor: notice.payinTotal.amount, currency: notice.payinTotal.currency },
        },
      ]);
      return;
    }
  }
}
