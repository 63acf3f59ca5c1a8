import { useEffect } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { Message, Review } from '../../../contracts/talk';
import type { Transaction } from '../../../contracts/transactions';
import {
  isReviewTransition,
  isTransitionName,
  type TransitionName,
} from '../../../domain/booking-process';
import { reviewTypeBy } from '../../../domain/reviews';
import { MessageText } from '../talk/message-text';
import { ReviewText } from '../talk/review-text';
import './activity-feed.css';
import { usePersonName } from '../accounts/use-person-name';
import { useDepartureText } from './date-proposals';

// Transitions that are part of another's story: the request shows once the card is authorised.
const hiddenTransitions = new Set(['request-payment', 'request-payment-after-enquiry']);
/** The marketplace cancelled the booking from its console, with a reason both parties read (decision 111). */
const isByMarketplace = (entry: { transition: string; by: string }) =>
  entry.transition === 'cancel' && entry.by === 'operator';

/**
 * The activity feed (spec 000 §4): each transition as a sentence for the viewer's role, a review under
 * the transition that left it (once the viewer may read it), and the messages, in time order. A
 * transition the app does not know is reported as an error and shown as a neutral line.
 */
export function ActivityFeed({
  transaction,
  messages = [],
  reviews = [],
}: {
  transaction: Transaction;
  messages?: Message[];
  reviews?: Review[];
}) {
  const intl = useIntl();
  const role = transaction.viewerRole;
  const entries = [...transaction.transitions]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .filter((entry) => !hiddenTransitions.has(entry.transition));
  const unknown = entries.filter(
    (entry) =>
      !isTransitionName(entry.transition) || !intl.messages[`transaction.feed.${entry.transition}`],
  );
  const unknownNames = unknown.map((entry) => entry.transition).join(', ');
  useEffect(() => {
    if (unknownNames) console.error(`Unknown transitions in the activity feed: ${unknownNames}`);
  }, [unknownNames]);
  const personName = usePersonName();
  const names = {
    customer: personName(transaction.customer),
    provider: personName(transaction.provider),
  };
  const departure = useDepartureText(transaction.listing.timezone);
  // The operator's date changes (decision 143): proposed, then answered, withdrawn or lapsed, each
  // naming the old and the new departure; the move itself (an update transition) names them too.
  const proposals = transaction.dateProposals ?? [];
  const datesOf = (proposal: (typeof proposals)[number]) => ({
    from: departure(proposal.previousStart),
    to: departure(proposal.bookingStart),
  });
  const movedBy = (entry: { transition: string; createdAt: string }) =>
    entry.transition.startsWith('update-')
      ? proposals.find(
          (proposal) =>
            proposal.status === 'accepted' &&
            Math.abs(Date.parse(proposal.closedAt!) - Date.parse(entry.createdAt)) < 1000,
        )
      : undefined;
  const items = [
    ...entries.map((entry) => ({ kind: 'transition' as const, createdAt: entry.createdAt, entry })),
    ...proposals.flatMap((proposal) => [
      { kind: 'proposal' as const, createdAt: proposal.proposedAt, proposal, status: 'open' },
      ...(proposal.closedAt
        ? [
            {
              kind: 'proposal' as const,
              createdAt: proposal.closedAt,
              proposal,
              status: proposal.status,
            },
          ]
        : []),
    ]),
    ...messages.map((message) => ({
      kind: 'message' as const,
      createdAt: message.createdAt,
      message,
    })),
  ].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return (
    <ol className="activity-feed">
      {items.map((item, index) => (
        <li
          key={
            item.kind === 'message'
              ? item.message.id
              : item.kind === 'proposal'
                ? `${item.proposal.id}-${item.status}`
                : `${item.createdAt}-${index}`
          }
          className={`activity-feed__item activity-feed__item--${item.kind}`}
        >
          {item.kind === 'proposal' ? (
            <p className="activity-feed__text">
              <FormattedMessage
                id={`transaction.proposal.feed.${item.status}`}
                values={{ ...names, viewer: role, ...datesOf(item.proposal) }}
              />
            </p>
          ) : item.kind === 'message' ? (
            <>
              <p className="activity-feed__sender">
                {item.message.sender.id ===
                (role === 'customer' ? transaction.customer.id : transaction.provider.id) ? (
                  <FormattedMessage id="talk.messages.you" />
                ) : (
                  personName(item.message.sender)
                )}
              </p>
              <p className="activity-feed__message">
                <MessageText text={item.message.content} />
              </p>
            </>
          ) : unknown.includes(item.entry) ? (
            <p className="activity-feed__text">
              <FormattedMessage id="transaction.feed.unknown" />
            </p>
          ) : (
            <>
              <p className="activity-feed__text">
                <FormattedMessage
                  id={
                    isByMarketplace(item.entry)
                      ? 'transaction.feed.cancel-by-marketplace'
                      : `transaction.feed.${item.entry.transition}`
                  }
                  values={{ ...names, viewer: role }}
                />
              </p>
              {movedBy(item.entry) ? (
                <p className="activity-feed__hint">
                  <FormattedMessage
                    id="transaction.proposal.moved"
                    values={datesOf(movedBy(item.entry)!)}
                  />
                </p>
              ) : null}
              {isByMarketplace(item.entry) && transaction.cancelReason ? (
                <p className="activity-feed__hint">
                  <FormattedMessage
                    id="transaction.feed.cancelReason"
                    values={{ reason: transaction.cancelReason }}
                  />
                </p>
              ) : null}
              {isReviewTransition(item.entry.transition as TransitionName) ? (
                <FeedReview
                  review={reviews.find(
                    (review) =>
                      review.type ===
                      reviewTypeBy(item.entry.by === 'provider' ? 'provider' : 'customer'),
                  )}
                  isViewers={item.entry.by === role}
                />
              ) : null}
            </>
          )}
          <time className="activity-feed__time" dateTime={item.createdAt}>
            {intl.formatDate(item.createdAt, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              // In the listing's zone, as the booking's own times, and named: a reader elsewhere
              // would otherwise see the tour "take place" at another hour than it runs.
              timeZone: transaction.listing.timezone,
              timeZoneName: 'short',
            })}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** A review in the feed: its rating and text, the deleted-content message, or why it is not shown yet. */
function FeedReview({ review, isViewers }: { review: Review | undefined; isViewers: boolean }) {
  if (!review) {
    // Double-blind: the other side's review waits until the viewer reviewed or the period ended.
    return isViewers ? null : (
      <p className="activity-feed__hint">
        <FormattedMessage id="talk.reviews.hiddenUntilYours" />
      </p>
    );
  }
  return (
    <blockquote className="activity-feed__review">
      <ReviewText review={review} />
    </blockquote>
  );
}
