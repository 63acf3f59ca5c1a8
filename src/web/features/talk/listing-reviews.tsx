import { FormattedMessage } from '../../i18n/intl';
import { RecommendationsCarousel, SimilarTours } from '../recommendations/recommendations-carousel';
import { ReviewList } from './review-list';

/**
 * A listing page's reviews section: its title and the reviews of the listing; then, unless a preview,
 * the similar tours, which record the page's view, and the bestsellers (decision 164).
 */
export function ListingReviews({ listingId, similar }: { listingId: string; similar?: boolean }) {
  return (
    <>
      <section className="listing-section">
        <h2 className="listing-section__title">
          <FormattedMessage id="talk.reviews.title" />
        </h2>
        <ReviewList about={{ listingId }} emptyMessageId="talk.reviews.none" />
      </section>
      {similar ? (
        <>
          <SimilarTours listingId={listingId} />
          <RecommendationsCarousel scenario="listing-bestsellers" listingId={listingId} />
        </>
      ) : null}
    </>
  );
}
