import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { PublicListing } from '../../../contracts/listings';
import type { Transaction } from '../../../contracts/transactions';
import { PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage } from '../../components/form/form-fields';
import { checkoutErrorMessageId } from '../../features/booking/booking-errors';
import type { CheckoutChoice } from '../../features/booking/checkout-choice';
import { PriceBreakdown } from '../../features/booking/price-breakdown';
import { initiateTransaction } from '../../features/booking/transaction-api';

/** The order parameters of spec 000 §3 for the choice. */
export const orderParamsOf = (choice: CheckoutChoice) => ({
  bookingStart: choice.bookingStart,
  bookingEnd: choice.bookingEnd,
  bookingStartDate: choice.bookingStartDate,
  bookingQuantityAdult: choice.bookingQuantityAdult,
  bookingQuantityChild: choice.bookingQuantityChild,
  bookingQuantityInfant: choice.bookingQuantityInfant,
});

/** The server's price for the choice: every check of a real booking, nothing kept (speculative). */
export function useSpeculatedPrice(listingId: string, choice: CheckoutChoice) {
  return useQuery({
    queryKey: ['speculate-transaction', listingId, orderParamsOf(choice)],
    queryFn: () => initiateTransaction({ listingId, transition: 'request-payment', params: orderParamsOf(choice) }, { speculative: true }).then((r) => r.data),
    retry: false,
    staleTime: 60_000,
  });
}

export function SpeculatedPrice({ transaction }: { transaction: Transaction }) {
  return <PriceBreakdown lines={transaction.lineItems} total={transaction.payinTotal?.amount ?? 0} />;
}

/** Signed in: the server's price, then the payment (card, message, pay). */
export function CheckoutPayment({ listing, choice }: { listing: PublicListing; choice: CheckoutChoice }) {
  const price = useSpeculatedPrice(listing.id, choice);
  if (price.isPending) return <PageSkeleton />;
  if (price.isError) return <FormMessage id={checkoutErrorMessageId(price.error)} />;
  return (
    <section className="checkout__card" aria-labelledby="checkout-price-title">
      <h2 id="checkout-price-title" className="checkout__subtitle">
        <FormattedMessage id="checkout.price" />
      </h2>
      <SpeculatedPrice transaction={price.data} />
    </section>
  );
}
