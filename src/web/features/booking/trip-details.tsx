import type { Transaction } from '../../../contracts/transactions';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import './trip-details.css';
import { ButtonLink, ButtonAnchor } from '../../components/button/button-link';

/** wa.me wants the number's digits alone. */
const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** The booking reference, as both parties name the booking (decision 121). */
export function BookingReference({ transaction }: { transaction: Transaction }) {
  return (
    <p className="trip__reference" data-testid="booking-reference">
      <FormattedMessage
        id="transaction.trip.referenceLine"
        values={{ reference: <strong className="trip__code">{transaction.reference}</strong> }}
      />
      {transaction.reseller ? (
        <>
          <br />
          <FormattedMessage
            id="transaction.trip.reseller"
            values={{
              reseller: <strong>{transaction.reseller.name}</strong>,
              reference: transaction.reseller.reference ?? '—',
              traveller: transaction.reseller.traveller ?? '—',
            }}
          />
        </>
      ) : null}
    </p>
  );
}

/**
 * The confirmed booking's day-of-tour facts (issue 45): for the traveller, where to meet with
 * directions, how to reach the operator, what to bring, what is included and the ticket; for the
 * operator, the lead traveller's name and phone (call or WhatsApp) and the ticket's state.
 */
export function TripDetails({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const { trip, leadTraveller, ticketState } = transaction;
  if (trip) {
    return (
      <section className="checkout__card trip" aria-labelledby="trip-title">
        <h2 id="trip-title" className="checkout__subtitle">
          <FormattedMessage id="transaction.trip.title" />
        </h2>
        {trip.meetingPoint || trip.address ? (
          <div className="trip__block">
            <h3 className="trip__label">
              <FormattedMessage id="transaction.trip.meetingPoint" />
            </h3>
            {trip.meetingPoint ? <p>{trip.meetingPoint}</p> : null}
            {trip.address ? <p className="trip__muted">{trip.address}</p> : null}
            {trip.directionsUrl ? (
              <a href={trip.directionsUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="transaction.trip.directions" />
              </a>
            ) : null}
          </div>
        ) : null}
        <div className="trip__block">
          <h3 className="trip__label">
            <FormattedMessage id="transaction.trip.contact" />
          </h3>
          {trip.operatorPhone ? (
            <p>
              <a href={`tel:${trip.operatorPhone}`} data-testid="operator-phone">
                {trip.operatorPhone}
              </a>
            </p>
          ) : null}
          <p>
            <a href={`mailto:${trip.operatorEmail}`}>{trip.operatorEmail}</a>
          </p>
        </div>
        {trip.whatToBring.length > 0 ? (
          <div className="trip__block">
            <h3 className="trip__label">
              <FormattedMessage id="transaction.trip.whatToBring" />
            </h3>
            <ul className="trip__list">
              {trip.whatToBring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {trip.included.length > 0 ? (
          <div className="trip__block">
            <h3 className="trip__label">
              <FormattedMessage id="transaction.trip.included" />
            </h3>
            <ul className="trip__list">
              {trip.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {transaction.checkedInAt && transaction.booking ? (
          <p className="trip__checked-in" data-testid="checked-in-at">
            <FormattedMessage
              id="transaction.trip.checkedInAt"
              values={{
                time: intl.formatDate(new Date(transaction.checkedInAt), {
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: transaction.booking.timezone,
                }),
              }}
            />
          </p>
        ) : null}
        <ButtonLink variant="primary" to={`/order/${transaction.id}/details?view=ticket`}>
          <FormattedMessage id="transaction.trip.showTicket" />
        </ButtonLink>
      </section>
    );
  }
  if (leadTraveller) {
    return (
      <section className="checkout__card trip" aria-labelledby="trip-title">
        <h2 id="trip-title" className="checkout__subtitle">
          <FormattedMessage id="transaction.trip.leadTraveller" />
        </h2>
        <p data-testid="lead-traveller">{leadTraveller.name}</p>
        {leadTraveller.phone ? (
          <p className="trip__actions">
            <ButtonAnchor
              variant="secondary"
              size="small"
              href={`tel:${leadTraveller.phone}`}
              data-testid="traveller-phone"
            >
              <FormattedMessage
                id="transaction.trip.call"
                values={{ phone: leadTraveller.phone }}
              />
            </ButtonAnchor>
            <ButtonAnchor
              variant="secondary"
              size="small"
              href={whatsappUrl(leadTraveller.phone)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FormattedMessage id="transaction.trip.whatsapp" />
            </ButtonAnchor>
          </p>
        ) : (
          <p className="trip__muted">
            <FormattedMessage id="transaction.trip.noPhone" />
          </p>
        )}
        {ticketState ? (
          <p data-testid="ticket-state">
            <FormattedMessage id={`transaction.trip.ticket.${ticketState}`} />
          </p>
        ) : null}
      </section>
    );
  }
  return null;
}
