import type { PublicListing } from '../../../contracts/listings';
import { computeLineItems } from '../../../domain/pricing';
import { quantitiesOf, type CheckoutChoice } from '../../features/booking/checkout-choice';
import { PriceBreakdown } from '../../features/booking/price-breakdown';
import { useMarketplaceSettings } from '../../lib/public-config';

/**
 * The days or nights of a stay (decision 177: from one local midnight to another; rounded, as a day
 * the clocks change has 23 or 25 hours); one for a departure within a day.
 */
const stayUnitsOf = (choice: CheckoutChoice) =>
  Math.max(
    1,
    Math.round((Date.parse(choice.bookingEnd) - Date.parse(choice.bookingStart)) / 86_400_000),
  );

/** Before logging in: the price as the listing page showed it (the same pricing function the server charges with). */
export function LocalPreview({
  listing,
  choice,
}: {
  listing: PublicListing;
  choice: CheckoutChoice;
}) {
  const { customerCommissionPercent } = useMarketplaceSettings();
  try {
    const unit = listing.publicData.unitType;
    const result = computeLineItems({
      publicData: listing.publicData,
      quantities: quantitiesOf(choice),
      customerCommissionPercent,
      bookingUnits: unit === 'day' || unit === 'night' ? stayUnitsOf(choice) : undefined,
    });
    return (
      <PriceBreakdown
        lines={result.lineItems.filter((l) => l.includeFor.includes('customer'))}
        total={result.payinTotal.amount}
      />
    );
  } catch {
    return null; // the server's answer after logging in says what is wrong
  }
}
