import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransitionParams } from '../../../contracts/transactions';
import type { TransitionName } from '../../../domain/booking-process';
import { talkKeys } from '../talk/talk-keys';
import { notificationCountKey } from '../talk/notification-count';
import { transactionKey, transitionTransaction } from './transaction-api';

/** Fires a transition as the viewer; the answer replaces the cached transaction, so the page shows the new state. */
export function useTransition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      transition,
      params,
    }: {
      transition: TransitionName;
      params?: TransitionParams;
    }) => transitionTransaction(id, transition, params),
    onSuccess: (transaction: Transaction) => {
      queryClient.setQueryData(transactionKey(id), transaction);
      // The top bar's count of waiting sales and the inbox follow every transition.
      void queryClient.invalidateQueries({ queryKey: notificationCountKey });
      void queryClient.invalidateQueries({ queryKey: talkKeys.inbox });
      // A decline or a cancellation may carry a message: the feed shows it without a reload.
      void queryClient.invalidateQueries({ queryKey: talkKeys.messages(id) });
    },
  });
}
