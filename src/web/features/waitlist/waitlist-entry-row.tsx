import type { WaitlistEntry } from '../../../contracts/waitlist';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

/** One of the traveller's entries: the departure, the party, the place in line or the offer, and Leave. */
export function WaitlistEntryRow({
  entry,
  showTitle,
  onLeave,
  isLeaving,
}: {
  entry: WaitlistEntry;
  showTitle: boolean;
  onLeave: (id: string) => void;
  isLeaving: boolean;
}) {
  const intl = useIntl();
  const timeZone = entry.listing.timezone;
  const when = (at: string) =>
    intl.formatDate(new Date(at), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
  const persons = entry.quantities.adults + entry.quantities.children + entry.quantities.infants;
  const isOpen = entry.state === 'waiting' || entry.state === 'offered';
  return (
    <li className="waitlist-entry" data-testid="waitlist-entry">
      <p className="waitlist-entry__what">
        {showTitle ? <strong>{entry.listing.title} · </strong> : null}
        {when(entry.start)} · <FormattedMessage id="waitlist.persons" values={{ count: persons }} />
      </p>
      <p className="waitlist-entry__state">
        {entry.state === 'waiting' ? (
          <FormattedMessage id="waitlist.place" values={{ place: entry.place ?? 0 }} />
        ) : entry.state === 'offered' ? (
          <FormattedMessage
            id="waitlist.offered"
            values={{ until: entry.offerExpiresAt ? when(entry.offerExpiresAt) : '' }}
          />
        ) : (
          <FormattedMessage id={`waitlist.state.${entry.state}`} />
        )}
      </p>
      {isOpen ? (
        <div className="waitlist-entry__actions">
          {entry.checkoutPath ? (
            <ButtonLink variant="accent" to={entry.checkoutPath}>
              <FormattedMessage id="waitlist.book" />
            </ButtonLink>
          ) : null}
          <Button variant="secondary" disabled={isLeaving} onClick={() => onLeave(entry.id)}>
            <FormattedMessage id="waitlist.leave" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
