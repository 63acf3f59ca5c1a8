import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from '../../i18n/intl';
import { myWaitlistQuery, useWaitlistChanges, waitlistErrorId } from './waitlist-api';
import { WaitlistEntryRow } from './waitlist-entry-row';
import './waitlist.css';

/**
 * The traveller's waitlists in their bookings area (/inbox/orders, decision 160): each entry's place
 * in line or offer, with Leave. Nothing when they wait for nothing.
 */
export function MyWaitlist() {
  const mine = useQuery(myWaitlistQuery(null));
  const { leave } = useWaitlistChanges();
  const entries = mine.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="waitlist" aria-labelledby="my-waitlist-title" data-testid="my-waitlist">
      <h2 id="my-waitlist-title" className="waitlist__title">
        <FormattedMessage id="waitlist.mine" />
      </h2>
      <ul className="waitlist__entries">
        {entries.map((entry) => (
          <WaitlistEntryRow
            key={entry.id}
            entry={entry}
            showTitle
            onLeave={(id) => leave.mutate(id)}
            isLeaving={leave.isPending}
          />
        ))}
      </ul>
      {leave.error ? (
        <p className="field__error" role="alert">
          <FormattedMessage id={waitlistErrorId(leave.error)} />
        </p>
      ) : null}
    </section>
  );
}
