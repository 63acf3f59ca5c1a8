import { useInfiniteQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ErrorState } from '../../components/feedback/feedback';
import { callApi } from '../../lib/api-client';
import { talkKeys } from './talk-keys';
import { UserAvatar } from '../accounts/user-avatar';
import { ReviewText } from './review-text';
import './review-list.css';
import { usePersonName } from '../accounts/use-person-name';
import { Button } from '../../components/button/button';

export const reviewsPerPage = 10;

/** Published reviews of a listing or about a person, newest first, 10 a page, with the average and a "more" button. */
export function ReviewList({
  about,
  emptyMessageId,
}: {
  about: { listingId: string } | { userId: string };
  emptyMessageId: string;
}) {
  const intl = useIntl();
  const personName = usePersonName();
  const reviews = useInfiniteQuery({
    queryKey: talkKeys.reviews(about),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query = { page: pageParam, perPage: reviewsPerPage };
      return 'listingId' in about
        ? callApi(
            'GET /api/listings/:id/reviews',
            { params: { id: about.listingId }, query },
            { signal },
          )
        : callApi(
            'GET /api/users/:id/reviews',
            { params: { id: about.userId }, query },
            { signal },
          );
    },
    getNextPageParam: (last) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
  });
  if (reviews.isPending) return null;
  if (reviews.isError)
    return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const data = reviews.data.pages.flatMap((page) => page.data);
  const { summary } = reviews.data.pages[0]!;
  if (data.length === 0) {
    return (
      <p className="review-list__empty">
        <FormattedMessage id={emptyMessageId} />
      </p>
    );
  }
  return (
    <div className="review-list">
      {summary.averageRating !== null ? (
        <p className="review-list__summary">
          <span aria-hidden="true">★</span>
          <FormattedMessage
            id="talk.reviews.summary"
            values={{
              average: intl.formatNumber(summary.averageRating, { maximumFractionDigits: 1 }),
              count: summary.count,
            }}
          />
        </p>
      ) : null}
      <ul className="review-list__items">
        {data.map((review) => (
          <li key={review.id} className="review-list__item">
            <UserAvatar
              image={review.author.profileImage}
              initials={review.author.abbreviatedName}
              size={40}
              isPlaceholder={review.author.isBanned || review.author.isDeleted}
            />
            <div className="review-list__body">
              <ReviewText review={review} />
              <p className="review-list__meta">
                {personName(review.author)} ·{' '}
                {intl.formatDate(review.createdAt, { month: 'long', year: 'numeric' })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          <FormattedMessage id="talk.reviews.more" />
        </Button>
      ) : null}
    </div>
  );
}
