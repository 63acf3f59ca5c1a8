import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PublicPaymentsConfig } from '../../../contracts/payments';
import {
  confirmCardPayment,
  type CardPaymentError,
  type CardPaymentSource,
} from '../payments/confirm-card-payment';
import { useThreeDSecureChallenge } from '../payments/three-d-secure-challenge';
import { ApiError } from '../../lib/api';
import { checkoutErrorMessageId } from './booking-errors';
import { transactionKey, transactionQuery, transitionTransaction } from './transaction-api';

/** A pending-payment request and its card payment (none for a free booking). */
export type PayableRequest = {
  transactionId: string;
  paymentIntentId: string | null;
  clientSecret: string | null;
};

/**
 * Pays a pending-payment request: the card (3-D Secure included), then confirm-payment. Checkout
 * uses it right after the request; the order page when the traveller comes back within the window.
 *
 *   const payment = useCompletePayment(config.payments);
 *   const onSubmit = (source, { savePaymentMethod }) =>
 *     payment.attempt(async () => payment.complete(request, source, { savePaymentMethod }));
 *   <CardForm error={payment.cardError} isSubmitting={payment.isPaying} ... /> {payment.challengeModal}
 *
 * `complete` resolves to the card's error, or null once the request is confirmed (also when another
 * tab or the payment webhook confirmed it first); other failures throw ApiError. `attempt` runs one
 * attempt at a time (a ref: a double click lands twice in one frame, before any re-render) and keeps
 * its card error or translated error (`errorId`) for the page to show.
 */
export function useCompletePayment(payments: PublicPaymentsConfig) {
  const queryClient = useQueryClient();
  const challenge = useThreeDSecureChallenge();
  const confirmPayment = useMutation({
    mutationFn: (id: string) => transitionTransaction(id, 'confirm-payment'),
    onSuccess: (transaction) =>
      queryClient.setQueryData(transactionKey(transaction.id), transaction),
  });

  const complete = async (
    request: PayableRequest,
    source: CardPaymentSource | null,
    { savePaymentMethod }: { savePaymentMethod: boolean },
  ): Promise<CardPaymentError | null> => {
    let isCardHeld = false;
    // A free booking has no card payment: it confirms straight away (decision 040).
    if (request.clientSecret && request.paymentIntentId && source) {
      const result = await confirmCardPayment(
        {
          clientSecret: request.clientSecret,
          paymentIntentId: request.paymentIntentId,
          source,
          savePaymentMethod,
        },
        { payments, authenticate: challenge.authenticate },
      );
      if (result.error) return result.error;
      if (result.paymentIntent.status === 'requires_payment_method')
        return { code: 'payment_intent_authentication_failure' };
      isCardHeld = result.paymentIntent.status !== 'canceled';
    }
    const id = request.transactionId;
    await confirmPayment.mutateAsync(id).catch(async (error: unknown) => {
      // Confirmed already (a second tab, the payment webhook): the request stands.
      if (error instanceof ApiError && error.code === 'transaction-invalid-transition') {
        const current = await queryClient.fetchQuery(transactionQuery(id)).catch(() => null);
        // The window closed between the card and its confirmation: the expiry released the card
        // (spec 000 §4), which the traveller is told in those words (§8).
        if (current?.state === 'payment-expired' && isCardHeld)
          throw new ApiError(402, 'transaction-payment-failed', [
            { code: 'payment-confirmed-too-late' },
          ]);
        if (current?.state !== 'pending-payment') return;
      }
      throw error;
    });
    return null;
  };
  const [cardError, setCardError] = useState<CardPaymentError | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const isPayingRef = useRef(false);
  const attempt = async (
    run: () => Promise<CardPaymentError | null>,
    onError?: (error: unknown) => void,
  ) => {
    if (isPayingRef.current) return;
    isPayingRef.current = true;
    setIsPaying(true);
    setCardError(null);
    setErrorId(null);
    try {
      setCardError(await run());
    } catch (error) {
      setErrorId(checkoutErrorMessageId(error));
      onError?.(error);
    } finally {
      isPayingRef.current = false;
      setIsPaying(false);
    }
  };

  return {
    complete,
    attempt,
    isPaying,
    cardError,
    setCardError,
    errorId,
    setErrorId,
    challengeModal: challenge.modal,
  };
}
