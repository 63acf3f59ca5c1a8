import { bookingChoiceParams, parseBookingChoice } from '../../../domain/booking-choice';
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

/**
 * The listing page with the checkout's choice in its URL (issue 49): "Back to the activity" opens
 * the booking panel at the same date, departure and party.
 */
export const listingPathWithChoice = (listingPath: string, choice: CheckoutChoice): string =>
  `${listingPath}?${new URLSearchParams(
    bookingChoiceParams({
      date: choice.bookingStartDate,
      start: choice.bookingStart,
      end: choice.bookingEnd,
      ...quantitiesOf(choice),
    }),
  ).toString()}`;
