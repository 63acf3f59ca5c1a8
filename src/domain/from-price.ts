// The "from" price of a listing on cards and the listing page (issue 14): what the cheapest booking
// costs, so the listing's discount is in it. One adult (or one group, day or night) at the adult
// price, less the discount exactly as computeLineItems takes it off (rounded half up), so the price
// shown is the price charged: €240 with 20 % off shows from €192.
import { percentOf } from './money';

/** The adult price less the listing's discount (a whole percent 0..100), in minor units. */
export function fromPrice(adultPrice: number, discountPercent: number | undefined): number {
  const percent = discountPercent ?? 0;
  if (!Number.isInteger(percent) || percent <= 0 || percent > 100) return adultPrice;
  return adultPrice - percentOf(adultPrice, percent);
}
