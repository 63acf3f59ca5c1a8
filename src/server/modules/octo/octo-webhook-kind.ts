// The job the engine queues when a reseller's booking changes in Levada (decision 149): the OCTO
// booking_update webhook, sent after the commit and retried by the job runner. Kept apart from the
// handler so the engine imports a name only.
export const octoWebhookJobKind = 'octo-booking-update';

export const octoWebhookJob = (event: { transactionId: string; recordId: string }) => ({
  kind: octoWebhookJobKind,
  payload: { transactionId: event.transactionId },
  key: `${event.recordId}:${octoWebhookJobKind}`,
});
