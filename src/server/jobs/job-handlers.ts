import type { JobHandler } from './job-handler';
import { operatorPayoutJob, payOperatorJob } from '../modules/payouts/pay-operator';
import {
  captureBookingPayment,
  captureBookingPaymentJobKind,
} from '../modules/transactions/capture-booking-payment';
import { fireTransactionTimer } from '../modules/transactions/fire-transaction-timer';
import {
  refundBookingPayment,
  refundBookingPaymentJobKind,
} from '../modules/transactions/refund-booking-payment';
import {
  releaseBookingPayment,
  releaseBookingPaymentJobKind,
} from '../modules/transactions/release-booking-payment';
import { loadBookingNotice } from '../modules/notifications/load-booking-notice';
import { createTransactionNotificationHandlers } from '../modules/notifications/transaction-notification-jobs';
import {
  reviewReminderJobKind,
  sendReviewReminder,
} from '../modules/notifications/review-reminder-job';
import {
  answerReminderJobKind,
  sendAnswerReminder,
} from '../modules/notifications/answer-reminder-job';
import {
  dateProposedJobKind,
  sendDateProposedEmail,
} from '../modules/notifications/date-proposed-email-job';
import { messageEmailJobKind, sendMessageEmail } from '../modules/talk/message-email-job';
import {
  affiliateCommissionJobKind,
  runAffiliateCommission,
} from '../modules/affiliates/affiliate-commission-job';
import {
  affiliatePayoutJobKind,
  payAffiliatePayoutJob,
} from '../modules/affiliates/pay-affiliate-payout';
import { affiliateMonthJob, affiliateMonthJobKind } from './affiliate-month';
import { outboxRetentionJob, outboxRetentionJobKind } from './outbox-retention';
import { sendEmail, sendEmailJobKind } from './outbox-sender';
import { rollListingSlotsJob, rollListingSlotsJobKind } from './roll-listing-slots';
import { octoWebhookJobKind } from '../modules/octo/octo-webhook-kind';
import { sendOctoWebhook } from '../modules/octo/send-octo-webhook';
import { decideDepartureJob } from '../modules/departures/decide-departure';
import { departureDecisionJobKind } from '../modules/transactions/departure-decisions';
import {
  waitlistOfferExpiryJobKind,
  waitlistOfferJobKind,
  waitlistOfferNoticeJobKind,
} from '../modules/waitlist/offer-freed-seats';
import { runWaitlistOffer, runWaitlistOfferExpiry } from '../modules/waitlist/waitlist-offer-jobs';
import { sendWaitlistOffer } from '../modules/waitlist/send-waitlist-offer';
import { trackingJobKind } from '../modules/tracking/queue-tracking';
import { runTrackingJob } from '../modules/tracking/run-tracking-job';
import { sendSignUpAlert, signUpAlertJobKind } from '../modules/notifications/sign-up-alert-job';
import {
  recommendationEventJobKind,
  runRecommendationEventJob,
} from '../modules/recommendations/record-recommendation-event';
import {
  recommendationCatalogueJobKind,
  syncRecommendationCatalogue,
} from '../modules/recommendations/sync-recommendation-catalogue';

export type { JobContext, JobHandler } from './job-handler';

/** One entry per job kind. */
export const jobHandlers: Record<string, JobHandler> = {
  [sendEmailJobKind]: sendEmail,
  [rollListingSlotsJobKind]: rollListingSlotsJob,
  'transaction-timer': fireTransactionTimer,
  // The card payment calls a transition asks for, after it committed (decision 088).
  [captureBookingPaymentJobKind]: captureBookingPayment,
  [releaseBookingPaymentJobKind]: releaseBookingPayment,
  [refundBookingPaymentJobKind]: refundBookingPayment,
  [messageEmailJobKind]: sendMessageEmail,
  [reviewReminderJobKind]: sendReviewReminder,
  [answerReminderJobKind]: sendAnswerReminder,
  [dateProposedJobKind]: sendDateProposedEmail,
  // transaction-transitioned (the engine's hook) and transaction-notification (one message each).
  ...createTransactionNotificationHandlers(loadBookingNotice),
  [operatorPayoutJob]: payOperatorJob,
  [affiliateMonthJobKind]: affiliateMonthJob,
  [affiliateCommissionJobKind]: runAffiliateCommission,
  [affiliatePayoutJobKind]: payAffiliatePayoutJob,
  [outboxRetentionJobKind]: outboxRetentionJob,
  [octoWebhookJobKind]: sendOctoWebhook,
  // A departure under its listing's minimum group size is cancelled at its decision time (decision 157).
  [departureDecisionJobKind]: decideDepartureJob,
  // The waitlist (decision 161): offers after seats were added, an offer's email and SMS, its expiry.
  [waitlistOfferJobKind]: runWaitlistOffer,
  [waitlistOfferNoticeJobKind]: sendWaitlistOffer,
  [waitlistOfferExpiryJobKind]: runWaitlistOfferExpiry,
  // Analytics and email marketing, after the person's consent (decisions 165–167); the sign-up alert.
  [trackingJobKind]: runTrackingJob,
  [signUpAlertJobKind]: sendSignUpAlert,
  // A hosted recommender (Recombee, decision 174): the interactions, and the catalogue every hour.
  [recommendationEventJobKind]: runRecommendationEventJob,
  [recommendationCatalogueJobKind]: syncRecommendationCatalogue,
};
