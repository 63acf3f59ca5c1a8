import { FormattedMessage } from '../../i18n/intl';
import { ReviewList } from './review-list';

/** A listing page's reviews section: its title and the reviews of the listing. */
export function ListingReviews({ listingId }: { listingId: string }) {
  return (
    <section className="listing-section">
      <h2 className="listing-section__title">
        <FormattedMessage id="talk.reviews.title" />
      </h2>
      <ReviewList about={{ listingId }} emptyMessageId="talk.reviews.none" />
    </section>
  );
}
