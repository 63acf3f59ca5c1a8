import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Ticket, TicketResponse } from '../../../contracts/tickets';
import { isUuid } from '../../../domain/listing-urls';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { useBookingTimes } from '../../features/booking/booking-summary';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import { ApiError, getJson } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import './ticket-page.css';

const bundles = ['transaction', 'booking'] as const;

/**
 * /order/{id}/details?view=ticket: the confirmed booking's ticket to show a guide on a phone, or to
 * print (decision 121). A view of the order page, loaded with its QR library only when asked for, so
 * the route table (in every page's first download) stays as it is.
 */
export default function TicketPage() {
  return (
    <PageMessages bundles={bundles}>
      <TicketPageContent />
    </PageMessages>
  );
}

function TicketPageContent() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const query = useQuery({
    queryKey: ['ticket', id.toLowerCase()],
    queryFn: ({ signal }) =>
      getJson<TicketResponse>(`/api/transactions/${encodeURIComponent(id.toLowerCase())}/ticket`, {
        signal,
      }).then((r) => r.data),
    enabled: valid,
  });
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <TicketView ticket={query.data} />;
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'transaction.ticket.title' }));
  const times = useBookingTimes(new Date(ticket.start), new Date(ticket.end), ticket.timezone);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // The QR library loads with this page alone.
    void import('qrcode').then(async ({ toString }) => {
      const svg = await toString(ticket.code, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      if (isCurrent) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [ticket.code]);
  const { adults, children, infants } = ticket.quantities;
  return (
    <div className="container ticket">
      <article className="ticket__card" aria-labelledby="ticket-title">
        <h1 id="ticket-title" className="ticket__title">
          {ticket.listingTitle}
        </h1>
        <p className="ticket__when">
          {times.date} · {times.time} ({times.zone})
        </p>
        <p>
          <FormattedMessage id="transaction.ticket.party" values={{ adults, children, infants }} />
        </p>
        <div className="ticket__qr">
          {qr ? (
            <img
              src={qr}
              width={256}
              height={256}
              alt={intl.formatMessage(
                { id: 'transaction.ticket.qrAlt' },
                { reference: ticket.reference },
              )}
              data-testid="ticket-qr"
            />
          ) : (
            <div className="ticket__qr-placeholder" aria-hidden="true" />
          )}
        </div>
        <p className="ticket__reference" data-testid="ticket-reference">
          {ticket.reference}
        </p>
        <p className="ticket__state">
          <FormattedMessage id={`transaction.trip.ticket.${ticket.state}`} />
        </p>
        <p className="ticket__note">
          <FormattedMessage id="transaction.ticket.note" />
        </p>
      </article>
      <div className="ticket__actions">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          <FormattedMessage id="transaction.ticket.print" />
        </button>
        <Link to={`/order/${ticket.transactionId}/details`}>
          <FormattedMessage id="transaction.ticket.back" />
        </Link>
      </div>
    </div>
  );
}
