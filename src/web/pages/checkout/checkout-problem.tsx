import { Link } from 'react-router';
import { FormAlert, FormMessage } from '../../components/form/form-fields';
import { checkoutErrorMessageId } from '../../features/booking/booking-errors';
import { FormattedMessage } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { ButtonLink } from '../../components/button/button-link';

/**
 * Why the server will not book the choice, said as precisely as it tells us: the traveller's own
 * unpaid booking of this time (with the way to finish it), their unpaid bookings at the limit (with
 * the way to pay each), the seats one traveller may hold, how many places are left, a time that is
 * not a departure, a party without an adult; anything else as any booking error.
 */
export function CheckoutProblem({ error }: { error: unknown }) {
  const details = error instanceof ApiError ? error.details : [];
  const detail = (code: string) => details.find((d) => d.code === code);
  const own = detail('own-unpaid-booking');
  if (own && typeof own.transactionId === 'string')
    return (
      <FormAlert tone="info">
        <p>
          <FormattedMessage id="checkout.problem.ownUnpaid" />
        </p>
        <p>
          <ButtonLink variant="primary" to={`/order/${own.transactionId}/details`}>
            <FormattedMessage id="checkout.problem.completeUnpaid" />
          </ButtonLink>
        </p>
      </FormAlert>
    );
  // The traveller's unpaid bookings reached the limit (decision 090): each can be paid from here.
  const unpaid = detail('unpaid-limit');
  if (unpaid && Array.isArray(unpaid.transactionIds))
    return (
      <FormAlert tone="info">
        <p>
          <FormattedMessage
            id="checkout.problem.tooManyUnpaid"
            values={{ count: unpaid.transactionIds.length }}
          />
        </p>
        <ul className="checkout__unpaid-list">
          {unpaid.transactionIds
            .filter((id): id is string => typeof id === 'string')
            .map((id, index) => (
              <li key={id}>
                <Link to={`/order/${id}/details`}>
                  <FormattedMessage id="checkout.problem.payUnpaid" values={{ n: index + 1 }} />
                </Link>
              </li>
            ))}
        </ul>
        <p>
          <Link to="/inbox/orders">
            <FormattedMessage id="checkout.problem.yourBookings" />
          </Link>
        </p>
      </FormAlert>
    );
  const held = detail('seat-hold-limit');
  if (held && typeof held.max === 'number')
    return (
      <FormAlert tone="error">
        <p>
          <FormattedMessage
            id="checkout.problem.seatHoldLimit"
            values={{ max: held.max, held: typeof held.held === 'number' ? held.held : 0 }}
          />
        </p>
      </FormAlert>
    );
  const seats = detail('not-enough-seats');
  if (seats && typeof seats.free === 'number' && seats.free > 0)
    return (
      <FormAlert tone="error">
        <p>
          <FormattedMessage id="checkout.problem.fewerSeats" values={{ free: seats.free }} />
        </p>
      </FormAlert>
    );
  const known: Record<string, string> = {
    'not-a-departure': 'checkout.problem.notADeparture',
    'adult-required': 'booking.problem.adult-required',
    'no-participants': 'booking.problem.no-participants',
  };
  const id = details
    .map((d) => (typeof d.code === 'string' ? known[d.code] : undefined))
    .find(Boolean);
  return <FormMessage id={id ?? checkoutErrorMessageId(error)} />;
}
