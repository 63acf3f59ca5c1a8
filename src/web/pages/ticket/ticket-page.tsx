import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Ticket } from '../../../contracts/tickets';
import { isUuid } from '../../../domain/listing-urls';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { useBookingTimes } from '../../features/booking/booking-summary';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { publicConfigQuery } from '../../lib/public-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import './ticket-page.css';
import { Button } from '../../components/button/button';
import { ButtonAnchor } from '../../components/button/button-link';

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
      callApi(
        'GET /api/transactions/:id/ticket',
        { params: { id: id.toLowerCase() } },
        { signal },
      ).then((r) => r.data),
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
  // Offered only where the server signs passes (the Apple certificates are configured).
  const hasWalletPasses = useQuery(publicConfigQuery()).data?.hasWalletPasses === true;
  const { adults, children, infants } = ticket.quantities;
  const party = intl.formatMessage(
    { id: 'transaction.ticket.party' },
    { adults, children, infants },
  );
  // The PDF is made here, from what the page shows; pdf-lib loads only when it is asked for.
  const pdf = useMutation({
    mutationFn: async () => {
      const { buildTicketPdf } = await import('../../features/booking/ticket-pdf');
      const bytes = await buildTicketPdf({
        title: ticket.listingTitle,
        when: `${times.date} · ${times.time} (${times.zone})`,
        party,
        note: intl.formatMessage({ id: 'transaction.ticket.note' }),
        reference: ticket.reference,
        code: ticket.code,
        language: intl.locale,
      });
      downloadFile(bytes, `levada-ticket-${ticket.reference}.pdf`, 'application/pdf');
    },
  });
  return (
    <div className="container ticket">
      <article className="ticket__card" aria-labelledby="ticket-title">
        <h1 id="ticket-title" className="ticket__title">
          {ticket.listingTitle}
        </h1>
        <p className="ticket__when">
          {times.date} · {times.time} ({times.zone})
        </p>
        <p>{party}</p>
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
        <Button variant="secondary" onClick={() => window.print()}>
          <FormattedMessage id="transaction.ticket.print" />
        </Button>
        <Button variant="secondary" disabled={pdf.isPending} onClick={() => pdf.mutate()}>
          <FormattedMessage id="transaction.ticket.pdf" />
        </Button>
        {hasWalletPasses ? (
          <ButtonAnchor
            variant="secondary"
            href={`/api/transactions/${ticket.transactionId}/wallet-pass`}
            download
          >
            <FormattedMessage id="transaction.ticket.wallet" />
          </ButtonAnchor>
        ) : null}
        <Link to={`/order/${ticket.transactionId}/details`}>
          <FormattedMessage id="transaction.ticket.back" />
        </Link>
      </div>
    </div>
  );
}
