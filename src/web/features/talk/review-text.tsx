import { FormattedMessage } from '../../i18n/intl';
import type { Review } from '../../../contracts/talk';
import { MessageText } from './message-text';
import './review-list.css';

/** A review's rating (its label and stars) and text, or the deleted-content message. */
export function ReviewText({ review }: { review: Review }) {
  if (review.isDeleted)
    return (
      <p className="review-list__deleted">
        <FormattedMessage id="talk.reviews.deleted" />
      </p>
    );
  return (
    <>
      <p className="review-list__rating">
        <FormattedMessage id={`talk.reviews.rating.${review.rating}`} />{' '}
        <span aria-hidden="true">{'★'.repeat(review.rating ?? 0)}</span>
      </p>
      <p className="review-list__content">
        <MessageText text={review.content} />
      </p>
    </>
  );
}
