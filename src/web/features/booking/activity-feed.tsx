import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Transaction } from '../../../contracts/transactions';
import { isTransitionName } from '../../../domain/booking-process';
import './activity-feed.css';

// Transitions that are part of another's story: the request shows once the card is authorised.
const hiddenTransitions = new Set(['request-payment', 'request-payment-after-enquiry']);

/**
 * The activity feed (spec 000 §4): each transition as a sentence for the viewer's role, in time
 * order. A transition the app does not know is reported as an error and left out.
 */
export function ActivityFeed({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const role = transaction.viewerRole;
  const entries = [...transaction.transitions]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .filter((entry) => !hiddenTransitions.has(entry.transition));
  const unknown = entries.filter((entry) => !isTransitionName(entry.transition) || !intl.messages[`transaction.feed.${role}.${entry.transition}`]);
  const unknownNames = unknown.map((entry) => entry.transition).join(', ');
  useEffect(() => {
    if (unknownNames) console.error(`Unknown transitions in the activity feed: ${unknownNames}`);
  }, [unknownNames]);
  const names = {
    customer: transaction.customer.displayName,
    provider: transaction.provider.displayName,
  };
  return (
    <ol className="activity-feed">
      {entries
        .filter((entry) => !unknown.includes(entry))
        .map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`} className="activity-feed__item">
            <p className="activity-feed__text">
              <FormattedMessage id={`transaction.feed.${role}.${entry.transition}`} values={names} />
            </p>
            <time className="activity-feed__time" dateTime={entry.createdAt}>
              {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        ))}
    </ol>
  );
}
