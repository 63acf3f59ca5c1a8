import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DateProposal, DateProposalBody, Transaction } from '../../../contracts/transactions';
import { FormMessage } from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { usePersonName } from '../accounts/use-person-name';
import { checkoutErrorMessageId } from './booking-errors';
import { transactionKey } from './transaction-api';
import { Button } from '../../components/button/button';

// The operator's date change, proposed and answered (issue 45 item 5; decision 143).
type Answer = 'accept' | 'decline' | 'withdraw';

/** The refusals of a date change, each with its own message; anything else as any booking call's. */
const proposalProblems = [
  'proposal-open',
  'proposal-closed',
  'same-departure',
  'outside-bookable-window',
  'not-enough-seats',
];
export function dateChangeErrorMessageId(error: unknown): string {
  const code = error instanceof ApiError ? error.details[0]?.code : undefined;
  return typeof code === 'string' && proposalProblems.includes(code)
    ? `transaction.proposal.problem.${code}`
    : checkoutErrorMessageId(error);
}

/** The operator proposes a new departure; the page then shows the open proposal. */
export function useProposeDate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DateProposalBody) =>
      callApi('POST /api/transactions/:id/date-proposals', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKey(id) }),
  });
}

function useAnswerProposal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, answer }: { proposalId: string; answer: Answer }) =>
      callApi(`POST /api/transactions/:id/date-proposals/:proposalId/${answer}`, {
        params: { id, proposalId },
      }).then((r) => r.data),
    onSuccess: (transaction: Transaction) =>
      queryClient.setQueryData(transactionKey(id), transaction),
  });
}

/** A departure as both parties read it: in the listing's zone, named. */
export function useDepartureText(timeZone: string) {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
}

export const openProposalOf = (transaction: Transaction): DateProposal | undefined =>
  transaction.dateProposals?.find((proposal) => proposal.status === 'open');

/**
 * The open proposal on the order and sale pages: the traveller accepts the new date or declines and
 * cancels with everything back; the operator sees it waiting and may withdraw it.
 */
export function DateProposalPanel({ transaction }: { transaction: Transaction }) {
  const proposal = openProposalOf(transaction);
  const mutation = useAnswerProposal(transaction.id);
  const [messageId, setMessageId] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const intl = useIntl();
  const personName = usePersonName();
  const departure = useDepartureText(transaction.listing.timezone);
  if (!proposal) return null;
  const answer = (value: Answer) => {
    if (mutation.isPending) return;
    setMessageId(null);
    mutation.mutate(
      { proposalId: proposal.id, answer: value },
      {
        onSuccess: () => setIsConfirming(false),
        onError: (error) => setMessageId(dateChangeErrorMessageId(error)),
      },
    );
  };
  const isCustomer = transaction.viewerRole === 'customer';
  const busy = (value: Answer) => mutation.isPending && mutation.variables?.answer === value;
  return (
    <section className="checkout__card date-proposal" aria-labelledby="date-proposal-title">
      <h2 id="date-proposal-title" className="checkout__subtitle">
        <FormattedMessage id="transaction.proposal.title" />
      </h2>
      <p>
        <FormattedMessage
          id={isCustomer ? 'transaction.proposal.askCustomer' : 'transaction.proposal.waiting'}
          values={{
            provider: personName(transaction.provider),
            customer: personName(transaction.customer),
            from: departure(proposal.previousStart),
            to: departure(proposal.bookingStart),
            until: departure(proposal.expiresAt),
          }}
        />
      </p>
      <FormMessage id={messageId} />
      <div className="transaction-actions__buttons">
        {isCustomer ? (
          <>
            <Button variant="primary" aria-busy={busy('accept')} onClick={() => answer('accept')}>
              <FormattedMessage id="transaction.proposal.accept" />
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setMessageId(null);
                setIsConfirming(true);
              }}
            >
              <FormattedMessage id="transaction.proposal.decline" />
            </Button>
            {/* Declining cancels the booking: asked once more, with what comes back. */}
            <Modal
              isOpen={isConfirming}
              onClose={() => setIsConfirming(false)}
              title={intl.formatMessage({ id: 'transaction.proposal.declineTitle' })}
            >
              <div className="transaction-dialog">
                <p className="transaction-dialog__text">
                  <FormattedMessage
                    id="transaction.proposal.declineText"
                    values={{ from: departure(proposal.previousStart) }}
                  />
                </p>
                <FormMessage id={messageId} />
                <div className="transaction-dialog__buttons">
                  <Button variant="secondary" onClick={() => setIsConfirming(false)}>
                    <FormattedMessage id="transaction.action.back" />
                  </Button>
                  <Button
                    variant="primary"
                    aria-busy={busy('decline')}
                    disabled={busy('decline')}
                    onClick={() => answer('decline')}
                  >
                    <FormattedMessage id="transaction.proposal.declineConfirm" />
                  </Button>
                </div>
              </div>
            </Modal>
          </>
        ) : (
          <Button
            variant="secondary"
            aria-busy={busy('withdraw')}
            onClick={() => answer('withdraw')}
          >
            <FormattedMessage id="transaction.proposal.withdraw" />
          </Button>
        )}
      </div>
    </section>
  );
}
