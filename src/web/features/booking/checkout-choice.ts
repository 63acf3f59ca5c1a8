import { parseBookingChoice } from '../../../domain/booking-choice';
import type { PricingQuantities } from '../../../domain/pricing';

/** The booking panel's choice as the order parameters of spec 000 §3, by their names. */
export type CheckoutChoice = {
  bookingStart: string;
  bookingEnd: string;
  bookingStartDate: string;
  bookingQuantityAdult: number;
  bookingQuantityChild: number;
  bookingQuantityInfant: number;
};

/**
 * The choice in a checkout URL (decision 024: the listing page's own parameters, read with the same
 * parseBookingChoice), or null without a date, a departure or anyone coming. The server checks the
 * rest (free seats, the adult rule, the group size) and the checkout shows its answer.
 */
export function parseCheckoutChoice(search: URLSearchParams): CheckoutChoice | null {
  const choice = parseBookingChoice(search);
  if (
    !choice.date ||
    !choice.start ||
    !choice.end ||
    choice.adults + choice.children + choice.infants === 0
  )
    return null;
  return {
    bookingStart: choice.start,
    bookingEnd: choice.end,
    bookingStartDate: choice.date,
    bookingQuantityAdult: choice.adults,
    bookingQuantityChild: choice.children,
    bookingQuantityInfant: choice.infants,
  };
}

export const quantitiesOf = (choice: CheckoutChoice): PricingQuantities => ({
  adults: choice.bookingQuantityAdult,
  children: choice.bookingQuantityChild,
  infants: choice.bookingQuantityInfant,
});
