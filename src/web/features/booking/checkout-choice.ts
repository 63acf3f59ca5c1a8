import { z } from 'zod';
import { maxQuantityPerCategory, type PricingQuantities } from '../../../domain/pricing';
import { toQueryString } from '../../lib/api';

const quantity = z.coerce.number().int().min(0).max(maxQuantityPerCategory);

/**
 * The booking panel's choice as it travels to checkout in the URL (decision 024): the order
 * parameters of spec 000 §3 by their names, so a reload, a log-in or a sign-up on the way keeps it.
 */
export const checkoutChoiceSchema = z
  .object({
    bookingStart: z.iso.datetime({ offset: true }),
    bookingEnd: z.iso.datetime({ offset: true }),
    bookingStartDate: z.iso.date(),
    bookingQuantityAdult: quantity,
    bookingQuantityChild: quantity.default(0),
    bookingQuantityInfant: quantity.default(0),
  })
  .refine((c) => Date.parse(c.bookingEnd) > Date.parse(c.bookingStart), { path: ['bookingEnd'] })
  .refine((c) => c.bookingQuantityAdult + c.bookingQuantityChild + c.bookingQuantityInfant > 0, { path: ['bookingQuantityAdult'] });
export type CheckoutChoice = z.infer<typeof checkoutChoiceSchema>;

/** The choice in a checkout URL's query, or null when it is missing or not valid. */
export function parseCheckoutChoice(search: URLSearchParams): CheckoutChoice | null {
  const result = checkoutChoiceSchema.safeParse(Object.fromEntries(search));
  return result.success ? result.data : null;
}

/** The query string of a checkout URL for a choice. */
export const checkoutQueryOf = (choice: CheckoutChoice): string => toQueryString(choice);

export const quantitiesOf = (choice: CheckoutChoice): PricingQuantities => ({
  adults: choice.bookingQuantityAdult,
  children: choice.bookingQuantityChild,
  infants: choice.bookingQuantityInfant,
});
