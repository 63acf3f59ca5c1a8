import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { transactionMessageMaxLength, type Transaction } from '../../../contracts/transactions';
import { PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage, TextAreaField } from '../../components/form/form-fields';
import { checkoutErrorMessageId } from '../../features/booking/booking-errors';
import { CheckoutProblem } from './checkout-problem';
import { NoRefundNote } from './no-refund-note';
import { quantitiesOf, type CheckoutChoice } from '../../features/booking/checkout-choice';
import {
  answersDefaults,
  BookingAnswersFields,
  useBookingAnswersForm,
  type BookingAnswersFormValues,
} from '../../features/booking/booking-answers-form';
import { personsOf } from '../../../domain/booking-questions';
import { useCurrentUser } from '../../auth/use-current-user';
import { PaymentCountdown } from '../../features/booking/payment-countdown';
import { PriceBreakdown } from '../../features/booking/price-breakdown';
import {
  bookFromEnquiry,
  cardPaymentQuery,
  initiateTransaction,
  transactionQuery,
} from '../../features/booking/transaction-api';
import { useCompletePayment } from '../../features/booking/use-complete-payment';
import { hasReferral } from '../../features/affiliates/referral-tracker';
import { CardForm } from '../../features/payments/card-form';
import type { CardPaymentSource } from '../../features/payments/confirm-card-payment';
import { savedCardsQuery } from '../../features/payments/payments-api';
import { publicConfigQuery } from '../../lib/public-config';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The order parameters of spec 000 §3 for the choice. hasAffiliate says the visit came by a referral
 * link; the server credits the affiliate from its own cookie (decision 047).
 */
export const orderParamsOf = (choice: CheckoutChoice) => ({
  bookingStart: choice.bookingStart,
  bookingEnd: choice.bookingEnd,
  bookingStartDate: choice.bookingStartDate,
  bookingQuantityAdult: choice.bookingQuantityAdult,
  bookingQuantityChild: choice.bookingQuantityChild,
  bookingQuantityInfant: choice.bookingQuantityInfant,
  hasAffiliate: hasReferral(),
});

/** The server's price for the choice: every check of a real booking, nothing kept (speculative). */
export function useSpeculatedPrice(listingId: string, choice: CheckoutChoice) {
  return useQuery({
    queryKey: ['speculate-transaction', listingId, orderParamsOf(choice)],
    queryFn: () =>
      initiateTransaction(
        { listingId, transition: 'request-payment', params: orderParamsOf(choice) },
        { speculative: true },
      ).then((r) => r.data),
    retry: false,
    staleTime: 60_000,
  });
}

/** A request made on this page whose card is not yet confirmed: a retry pays it instead of booking again. */
type PendingRequest = {
  transaction: Transaction;
  clientSecret: string | null;
  isMessageSent: boolean | null;
};

/**
 * Where this tab remembers a request made at checkout, by listing, so a reload before paying pays
 * that request (its seats are held) instead of making a second one.
 */
const pendingKey = (listingId: string) => `levada.checkout.${listingId}`;
const choiceSignature = (choice: CheckoutChoice, enquiryId: string | null) =>
  JSON.stringify([
    choice.bookingStart,
    choice.bookingEnd,
    choice.bookingQuantityAdult,
    choice.bookingQuantityChild,
    choice.bookingQuantityInfant,
    enquiryId,
  ]);

function rememberedRequestId(listingId: string, signature: string): string | null {
  try {
    const kept = JSON.parse(readStored(() => sessionStorage, pendingKey(listingId)) ?? 'null') as {
      id: string;
      signature: string;
    } | null;
    return kept?.signature === signature ? kept.id : null;
  } catch {
    return null; // unreadable: a reload starts afresh
  }
}

const rememberRequest = (listingId: string, value: { id: string; signature: string } | null) =>
  writeStored(() => sessionStorage, pendingKey(listingId), value && JSON.stringify(value));

/** The request this tab made for the same choice and has not paid yet, if it still waits for payment. */
function useRememberedRequest(listingId: string, signature: string) {
  const [id] = useState(() => rememberedRequestId(listingId, signature));
  const remembered = useQuery({
    ...transactionQuery(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
  if (id === null) return { isPending: false, request: null };
  if (remembered.isPending) return { isPending: true, request: null };
  const transaction = remembered.data;
  return {
    isPending: false,
    request:
      transaction?.state === 'pending-payment'
        ? { transaction, clientSecret: null, isMessageSent: null }
        : null,
  };
}

/** Signed in: the server's price, then the payment (message, card, pay). */
export function CheckoutPayment({
  listing,
  choice,
  enquiryId = null,
}: {
  listing: PublicListing;
  choice: CheckoutChoice;
  /** Booking from this enquiry (request-payment-after-enquiry) instead of a new transaction. */
  enquiryId?: string | null;
}) {
  const price = useSpeculatedPrice(listing.id, choice);
  const config = useQuery(publicConfigQuery());
  const savedCards = useQuery(savedCardsQuery());
  const signature = choiceSignature(choice, enquiryId);
  const remembered = useRememberedRequest(listing.id, signature);
  // The card form picks the default saved card when it mounts, so it waits for the saved cards (none when they fail to load).
  if (price.isPending || config.isPending || savedCards.isPending || remembered.isPending)
    return <PageSkeleton />;
  if (price.isError) return <CheckoutProblem error={price.error} />;
  if (config.isError) return <FormMessage id={checkoutErrorMessageId(config.error)} />;
  return (
    <>
      <section className="checkout__card" aria-labelledby="checkout-price-title">
        <h2 id="checkout-price-title" className="checkout__subtitle">
          <FormattedMessage id="checkout.price" />
        </h2>
        <PriceBreakdown lines={price.data.lineItems} total={price.data.payinTotal?.amount ?? 0} />
        <NoRefundNote
          policy={listing.publicData.cancellationPolicy}
          bookingStart={new Date(choice.bookingStart)}
          now={new Date()}
        />
      </section>
      <PaymentStep
        listing={listing}
        choice={choice}
        enquiryId={enquiryId}
        signature={signature}
        resumed={remembered.request}
        payments={config.data.payments}
        savedCards={savedCards.data ?? []}
      />
    </>
  );
}

function PaymentStep({
  listing,
  choice,
  enquiryId,
  signature,
  resumed,
  payments,
  savedCards,
}: {
  listing: PublicListing;
  choice: CheckoutChoice;
  enquiryId: string | null;
  signature: string;
  /** A request made before a reload, still waiting for its payment. */
  resumed: PendingRequest | null;
  payments: Parameters<typeof CardForm>[0]['payments'];
  savedCards: NonNullable<Parameters<typeof CardForm>[0]['savedCards']>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = useCompletePayment(payments);
  const { setCardError, setErrorId } = payment;
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState<PendingRequest | null>(resumed);
  // A ref, not state: a retry in the same frame must see the request just made.
  const pendingRef = useRef<PendingRequest | null>(resumed);
  // One key per attempt to book this choice: a double submit, or a retry after an answer lost on the
  // way, gets the booking the first made; a new one after the payment window closed (decision 090).
  const idempotencyKey = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = (choiceSignature: string) => {
    if (idempotencyKey.current?.signature !== choiceSignature)
      idempotencyKey.current = { signature: choiceSignature, key: newIdempotencyKey() };
    return idempotencyKey.current.key;
  };

  // The lead traveller and the listing's questions (decision 137), checked as the server checks them.
  const questions = listing.publicData.questions ?? [];
  const persons = personsOf(quantitiesOf(choice));
  const { user } = useCurrentUser();
  const answersForm = useBookingAnswersForm(
    questions,
    persons,
    answersDefaults(questions, persons, {
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      phone:
        typeof user?.protectedData.phoneNumber === 'string' ? user.protectedData.phoneNumber : '',
    }),
  );

  const initiate = useMutation({
    mutationFn: ({
      savePaymentMethod,
      bookingAnswers,
    }: {
      savePaymentMethod: boolean;
      bookingAnswers: BookingAnswersFormValues;
    }) =>
      enquiryId
        ? bookFromEnquiry(enquiryId, {
            ...orderParamsOf(choice),
            savePaymentMethod,
            bookingAnswers,
          })
        : initiateTransaction(
            {
              listingId: listing.id,
              transition: 'request-payment',
              params: {
                ...orderParamsOf(choice),
                savePaymentMethod,
                bookingAnswers,
                ...(message.trim() ? { message: message.trim() } : {}),
              },
            },
            { speculative: false, idempotencyKey: keyFor(signature) },
          ),
  });

  const keepPending = useCallback(
    (next: PendingRequest | null) => {
      pendingRef.current = next;
      setPending(next);
      rememberRequest(listing.id, next ? { id: next.transaction.id, signature } : null);
    },
    [listing.id, signature],
  );
  const onExpired = useCallback(() => {
    keepPending(null);
    idempotencyKey.current = null;
    setCardError(null);
    setErrorId('checkout.expired');
  }, [keepPending, setCardError, setErrorId]);

  const pay = async (
    source: CardPaymentSource,
    { savePaymentMethod }: { savePaymentMethod: boolean },
  ) => {
    // The answers first: a request is made only with answers the server will take.
    if (!pendingRef.current && !(await answersForm.trigger(undefined, { shouldFocus: true }))) {
      setErrorId('booking.problem.answersInvalid');
      return;
    }
    const bookingAnswers = answersForm.getValues();
    await payment.attempt(async () => {
      let request = pendingRef.current;
      if (!request) {
        const started = await initiate.mutateAsync({ savePaymentMethod, bookingAnswers });
        request = {
          transaction: started.data,
          clientSecret: started.paymentClientSecret ?? null,
          isMessageSent: started.isMessageSent ?? null,
        };
        keepPending(request);
      }
      // A request resumed after a reload: its client secret comes from the server (customer only).
      const secret =
        request.clientSecret === null && request.transaction.paymentIntentId
          ? await queryClient.fetchQuery(cardPaymentQuery(request.transaction.id))
          : null;
      const cardProblem = await payment.complete(
        {
          transactionId: request.transaction.id,
          paymentIntentId: secret?.paymentIntentId ?? request.transaction.paymentIntentId,
          clientSecret: secret?.clientSecret ?? request.clientSecret,
        },
        source,
        { savePaymentMethod },
      );
      if (cardProblem) return cardProblem;
      keepPending(null);
      await navigate(`/order/${request.transaction.id}/details`, {
        state: { isRequested: true, isMessageSent: request.isMessageSent },
      });
      return null;
    });
  };

  const expireAt =
    pending?.transaction.nextTimer?.transition === 'expire-payment'
      ? new Date(pending.transaction.nextTimer.at)
      : null;
  return (
    <>
      <section className="checkout__card" aria-labelledby="checkout-answers-title">
        <h2 id="checkout-answers-title" className="checkout__subtitle">
          <FormattedMessage id="booking.answers.checkoutTitle" />
        </h2>
        <BookingAnswersFields
          form={answersForm}
          questions={questions}
          persons={persons}
          idPrefix="checkout-answers"
          disabled={pending !== null}
        />
      </section>
      <section className="checkout__card" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className="checkout__subtitle">
          <FormattedMessage id="checkout.payment" />
        </h2>
        {expireAt ? <PaymentCountdown until={expireAt} onExpired={onExpired} /> : null}
        {enquiryId ? null : (
          // From an enquiry the conversation is already there.
          <TextAreaField
            id="checkout-message"
            label={intl.formatMessage({ id: 'checkout.message.label' })}
            hint={intl.formatMessage({ id: 'checkout.message.hint' })}
            maxLength={transactionMessageMaxLength}
            value={message}
            disabled={pending !== null}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
        <FormMessage id={payment.errorId} />
        <CardForm
          payments={payments}
          savedCards={savedCards}
          canSaveCard
          error={payment.cardError}
          isSubmitting={payment.isPaying}
          submitLabel={
            <FormattedMessage
              id={listing.publicData.instantBooking ? 'booking.bookNow' : 'booking.request'}
            />
          }
          onSubmit={pay}
        />
        <p className="checkout__hint">
          <FormattedMessage id="booking.note" />
        </p>
        {payment.challengeModal}
      </section>
    </>
  );
}
