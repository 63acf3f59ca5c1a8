import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['talk.listing'] as const;

/** "Send enquiry", loaded beside the listing page with its texts (decision 051); its room kept meanwhile. */
export const LazyEnquiryButton = besideThePage(
  (locale) =>
    withTexts(
      import('./enquiry-button').then((module) => module.EnquiryButton),
      bundles,
      locale,
    ),
  <div className="enquiry-button enquiry-button--loading" />,
);

// The similar tours below the reviews come with them (decision 164).
const reviewBundles = ['talk.listing', 'recommendations'] as const;
/** The listing's reviews, below the fold: loaded beside the page with their texts. */
export const LazyListingReviews = besideThePage(
  (locale) =>
    withTexts(
      import('./listing-reviews').then((module) => module.ListingReviews),
      reviewBundles,
      locale,
    ),
  null,
);
