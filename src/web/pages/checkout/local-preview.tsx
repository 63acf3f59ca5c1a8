import type { PublicListing } from '../../../contracts/listings';
import { computeLineItems } from '../../../domain/pricing';
import { quantitiesOf, type CheckoutChoice } from '../../features/booking/checkout-choice';
import { PriceBreakdown } from '../../features/booking/price-breakdown';
import { useMarketplaceSettings } from '../../lib/public-config';

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
      bookingUnits: unit === 'day' || unit === 'night' ? 1 : undefined,
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
