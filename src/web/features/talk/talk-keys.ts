// The query keys of talk and what each write changes (decision 180). A module of its own, without
// the booking process's rules: the listing page's reviews and enquiry use it.
import type { QueryClient } from '@tanstack/react-query';
import type { InboxTab } from './inbox-tabs';

/** The query keys of the inbox, the messages and the reviews. */
export const talkKeys = {
  inbox: ['inbox'] as const,
  inboxPage: (tab: InboxTab, page: number) => ['inbox', tab, page] as const,
  messages: (transactionId: string) => ['messages', transactionId] as const,
  transactionReviews: (transactionId: string) => ['transaction-reviews', transactionId] as const,
  reviews: (about: { listingId: string } | { userId: string }) => ['reviews', about] as const,
};

/** What a sent message changes: the transaction's messages. */
export const onMessageSent = (queryClient: QueryClient, transactionId: string) =>
  queryClient.invalidateQueries({ queryKey: talkKeys.messages(transactionId) });

/** What a review changes (its transaction's keys are the booking's, given): its reviews and the inbox. */
export const onReviewed = (
  queryClient: QueryClient,
  transactionId: string,
  transactionKey: readonly unknown[],
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: transactionKey }),
    queryClient.invalidateQueries({ queryKey: talkKeys.transactionReviews(transactionId) }),
    queryClient.invalidateQueries({ queryKey: talkKeys.inbox }),
  ]);
