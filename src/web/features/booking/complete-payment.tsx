import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { useLocation, useNavigate } from 'react-router';
import type { PublicPaymentsConfig, SavedCard } from '../../../contracts/payments';
import type { Transaction } from '../../../contracts/transactions';
import { FormMessage } from '../../components/form/form-fields';
import { CardForm } from '../payments/card-form';
import type { CardPaymentSource } from '../payments/confirm-card-payment';
import { savedCardsQuery } from '../payments/payments-api';
import { publicConfigQuery } from '../../lib/public-config';
import { checkoutErrorMessageId } from './booking-errors';
import { PaymentCountdown } from './payment-countdown';
import { cardPaymentQuery, transactionKey } from './transaction-api';
import { useCompletePayment } from './use-complete-payment';
import { Button } from '../../components/button/button';

/**
 * "Complete payment" on the order page: a traveller who left checkout pays the pending-payment
 * request within its 15-minute window (the countdown), with a new or saved card; the client secret
 * is fetched from the server (customer only) when they pay.
 */
export function CompletePayment({ transaction }: { transaction: Transaction }) {
  const config = useQuery(publicConfigQuery());
  const savedCards = useQuery(savedCardsQuery());
  // The card form picks the default saved card when it mounts, so it waits for them (none on failure).
  if (config.isPending || savedCards.isPending) return null;
  if (config.isError) return <FormMessage id={checkoutErrorMessageId(config.error)} />;
  return (
    <CompletePaymentForm
      transaction={transaction}
      payments={config.data.payments}
      savedCards={savedCards.data ?? []}
    />
  );
}

function CompletePaymentForm({
  transaction,
  payments,
  savedCards,
}: {
  transaction: Transaction;
  payments: PublicPaymentsConfig;
  savedCards: SavedCard[];
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const payment = useCompletePayment(payments);
  const [isExpired, setExpired] = useState(false);
  const id = transaction.id;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: transactionKey(id) }),
    [queryClient, id],
  );
  const onExpired = useCallback(() => {
    setExpired(true);
    void refresh();
  }, [refresh]);

  const pay = (
    source: CardPaymentSource | null,
    { savePaymentMethod }: { savePaymentMethod: boolean },
  ) =>
    payment.attempt(
      async () => {
        const secret = transaction.paymentIntentId
          ? await queryClient.fetchQuery(cardPaymentQuery(id))
          : null;
        const cardProblem = await payment.complete(
          {
            transactionId: id,
            paymentIntentId: secret?.paymentIntentId ?? null,
            clientSecret: secret?.clientSecret ?? null,
          },
          source,
          { savePaymentMethod },
        );
        if (!cardProblem) await navigate(pathname, { replace: true, state: { isRequested: true } });
        return cardProblem;
      },
      // The window may have closed meanwhile: show where the order stands now.
      () => void refresh(),
    );

  const timer = transaction.nextTimer;
  const expireAt = timer?.transition === 'expire-payment' ? new Date(timer.at) : null;
  return (
    <section className="checkout__card" aria-labelledby="complete-payment-title">
      <h2 id="complete-payment-title" className="checkout__subtitle">
        <FormattedMessage id="transaction.payment.title" />
      </h2>
      {isExpired || transaction.state !== 'pending-payment' ? (
        // Over: the error that ended it (a card held too late), else that the time ran out.
        <FormMessage id={payment.errorId ?? 'transaction.payment.expired'} />
      ) : (
        <>
          {expireAt ? <PaymentCountdown until={expireAt} onExpired={onExpired} /> : null}
          <FormMessage id={payment.errorId} />
          {transaction.paymentIntentId ? (
            <CardForm
              payments={payments}
              savedCards={savedCards}
              canSaveCard
              error={payment.cardError}
              isSubmitting={payment.isPaying}
              submitLabel={<FormattedMessage id="transaction.payment.submit" />}
              onSubmit={pay}
            />
          ) : (
            // A free booking has no card to pay with: it is only confirmed.
            <Button
              variant="primary"
              disabled={payment.isPaying}
              aria-busy={payment.isPaying}
              onClick={() => void pay(null, { savePaymentMethod: false })}
            >
              <FormattedMessage id="transaction.payment.confirmFree" />
            </Button>
          )}
          <p className="checkout__hint">
            <FormattedMessage id="booking.note" />
          </p>
        </>
      )}
      {payment.challengeModal}
    </section>
  );
}
