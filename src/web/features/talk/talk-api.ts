import { queryOptions } from '@tanstack/react-query';
import type { Transaction } from '../../../contracts/transactions';
import { isReviewTransition, type TransitionName } from '../../../domain/booking-process';
import { callApi } from '../../lib/api-client';
import { inboxTabs, type InboxTab } from './inbox-tabs';
import { talkKeys } from './talk-keys';

export { inboxTabs, isInboxTab, type InboxTab } from './inbox-tabs';

export const inboxPerPage = 10;

/** A page of the viewer's sales or orders, last transitioned first (spec 000 §2, 10 a page). */
export const inboxQuery = (tab: InboxTab, page: number) =>
  queryOptions({
    queryKey: talkKeys.inboxPage(tab, page),
    queryFn: ({ signal }) =>
      callApi(
        'GET /api/transactions',
        { query: { only: inboxTabs[tab], page, perPage: inboxPerPage } },
        { signal },
      ),
  });

// What the viewer is expected to do: answer a request, pay, or review.
const viewerActions = new Set<TransitionName>(['accept', 'confirm-payment']);

/** Whether a transaction waits for the viewer (the inbox's mark); an enquiry waits for the operator's answer. */
export const isWaitingForViewer = (
  transaction: Pick<Transaction, 'availableTransitions' | 'state' | 'viewerRole'>,
) =>
  transaction.availableTransitions.some(
    (name) => viewerActions.has(name) || isReviewTransition(name),
  ) ||
  (transaction.state === 'enquiry' && transaction.viewerRole === 'provider');
