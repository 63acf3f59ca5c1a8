import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import {
  consoleNoteBodyTextSchema,
  consoleNoteMax,
  type ConsoleTransactionDetail,
} from '../../../contracts/console';
import type { Transaction } from '../../../contracts/transactions';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage, SubmitButton, TextAreaField } from '../../components/form/form-fields';
import {
  addTransactionNote,
  cancelBooking,
  consoleErrorId,
  consoleKeys,
  consoleTransactionQuery,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { formatPrice } from '../../lib/format-price';
import { ConsoleLayout, useDateTime } from './console-layout';
import { ReasonForm } from './console-parts';
import { JobList } from './console-jobs';
import { LedgerTable } from './console-money-page';
import { LazyActivityFeed } from './lazy-activity-feed';

/**
 * /console/transactions/:id: the whole transaction (decision 111): its facts and payment, the
 * transaction as the traveller and as the operator see it (line items, activity with messages and
 * reviews), the jobs that move its money, the administrators' notes and the console's actions.
 */
export default function ConsoleTransactionPage() {
  const { id = '' } = useParams();
  const detail = useQuery(consoleTransactionQuery(id));
  return (
    <ConsoleLayout titleId="console.transaction.title">
      {detail.isPending ? (
        <PageSkeleton />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="console-detail">
          <div className="console-detail__side">
            <Facts detail={detail.data} />
            {detail.data.ledger ? (
              <section className="console-card" aria-labelledby="console-transaction-ledger">
                <h2 id="console-transaction-ledger" className="console-card__kicker">
                  <FormattedMessage id="console.money.ledger" />
                </h2>
                <LedgerTable ledger={detail.data.ledger} />
              </section>
            ) : null}
            <Notes detail={detail.data} />
          </div>
          <div className="console-detail__main">
            <PartyView
              titleId="console.transaction.asCustomer"
              view={detail.data.customerView}
              detail={detail.data}
            />
            <PartyView
              titleId="console.transaction.asOperator"
              view={detail.data.providerView}
              detail={detail.data}
            />
            <section className="console-card" aria-labelledby="console-transaction-jobs">
              <h2 id="console-transaction-jobs" className="console-card__kicker">
                <FormattedMessage id="console.transaction.jobs" />
              </h2>
              <JobList jobs={detail.data.jobs} />
            </section>
          </div>
        </div>
      )}
    </ConsoleLayout>
  );
}

function Facts({ detail }: { detail: ConsoleTransactionDetail }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [isDone, setDone] = useState(false);
  const { transaction: row, payment } = detail;
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelBooking(row.id, reason),
    onSuccess: () => {
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  const price = (amount: number, currency: string) =>
    formatPrice(amount, currency, intl.locale, { hasCents: true });
  return (
    <section className="console-card" aria-labelledby="console-transaction-facts">
      <h2 id="console-transaction-facts" className="console-card__title">
        <Link to={`/console/listings/${row.listingId}`}>{row.listingTitle}</Link>
      </h2>
      <p>
        <span className="console-badge">
          <FormattedMessage id={`console.txState.${row.state}`} />
        </span>
      </p>
      <dl className="console-facts">
        <dt>
          <FormattedMessage id="console.transaction.customer" />
        </dt>
        <dd>
          <Link to={`/console/users/${row.customer.id}`}>{row.customer.name}</Link> (
          {row.customer.email})
        </dd>
        <dt>
          <FormattedMessage id="console.transaction.operator" />
        </dt>
        <dd>
          <Link to={`/console/users/${row.operator.id}`}>{row.operator.name}</Link> (
          {row.operator.email})
        </dd>
        <dt>
          <FormattedMessage id="console.transaction.start" />
        </dt>
        <dd>{dateTime(row.bookingStart)}</dd>
        <dt>
          <FormattedMessage id="console.transaction.created" />
        </dt>
        <dd>{dateTime(row.createdAt)}</dd>
        <dt>
          <FormattedMessage id="console.transaction.payin" />
        </dt>
        <dd>{row.payinTotal ? price(row.payinTotal.amount, row.payinTotal.currency) : '—'}</dd>
        <dt>
          <FormattedMessage id="console.transaction.payout" />
        </dt>
        <dd>{row.payoutTotal ? price(row.payoutTotal.amount, row.payoutTotal.currency) : '—'}</dd>
        <dt>
          <FormattedMessage id="console.transaction.payment" />
        </dt>
        <dd data-testid="console-payment">
          {payment.intent ? (
            <FormattedMessage
              id="console.transaction.intent"
              values={{
                id: payment.intent.id,
                status: payment.intent.status,
                received: price(payment.intent.amountReceived, payment.intent.currency),
                refunded: price(payment.intent.amountRefunded, payment.intent.currency),
              }}
            />
          ) : (
            <FormattedMessage
              id={
                payment.isUnavailable
                  ? 'console.transaction.paymentUnavailable'
                  : 'console.transaction.noPayment'
              }
            />
          )}
        </dd>
        {detail.cancelReason ? (
          <>
            <dt>
              <FormattedMessage id="console.transaction.cancelReason" />
            </dt>
            <dd>{detail.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      <FormMessage id={isDone ? 'console.done.cancel' : null} tone="success" />
      {row.state === 'accepted' ? (
        <ReasonForm
          title={<FormattedMessage id="console.transactions.cancel" />}
          text={<FormattedMessage id="console.transactions.cancelText" />}
          submitId="console.transactions.cancel"
          isRequired
          isPending={cancel.isPending}
          error={cancel.error}
          onSubmit={(reason) => cancel.mutate(reason ?? '')}
        />
      ) : null}
    </section>
  );
}

/** The transaction as one party sees it: their line items and the activity (messages, reviews). */
function PartyView({
  titleId,
  view,
  detail,
}: {
  titleId: string;
  view: Transaction;
  detail: ConsoleTransactionDetail;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="console-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-card__kicker">
        <FormattedMessage id={titleId} />
      </h2>
      <table className="console-table">
        <tbody>
          {view.lineItems.map((line, index) => (
            <tr key={`${line.code}-${index}`}>
              <th scope="row">
                {line.code.replace('line-item/', '')}
                {line.reversal ? ' ↩' : ''}
                {line.quantity !== 1 ? ` × ${line.quantity}` : ''}
              </th>
              <td className="console-table__amount">
                {formatPrice(line.lineTotal.amount, line.lineTotal.currency, intl.locale, {
                  hasCents: true,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <LazyActivityFeed transaction={view} messages={detail.messages} reviews={detail.reviews} />
    </section>
  );
}

const noteSchema = z.object({ body: consoleNoteBodyTextSchema });

/** The administrators' internal notes: never shown to the parties. */
function Notes({ detail }: { detail: ConsoleTransactionDetail }) {
  const id = useId();
  const intl = useIntl();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const form = useForm<{ body: string }>({
    resolver: zodResolver(noteSchema),
    defaultValues: { body: '' },
  });
  const add = useMutation({
    mutationFn: (body: string) => addTransactionNote(detail.transaction.id, body),
    onSuccess: () => {
      form.reset({ body: '' });
      void queryClient.invalidateQueries({
        queryKey: consoleKeys.transaction(detail.transaction.id),
      });
    },
  });
  const body = form.watch('body');
  return (
    <section className="console-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-card__kicker">
        <FormattedMessage id="console.transaction.notes" />
      </h2>
      {detail.notes.length === 0 ? (
        <p className="console-card__none">
          <FormattedMessage id="console.transaction.noNotes" />
        </p>
      ) : (
        <ul className="console-notes">
          {detail.notes.map((note) => (
            <li key={note.id}>
              <p className="console-notes__body">{note.body}</p>
              <p className="console-row__facts">
                {note.authorLabel} · {dateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="form console-action"
        noValidate
        onSubmit={form.handleSubmit((values) => add.mutate(values.body.trim()))}
      >
        <TextAreaField
          id={`${id}-body`}
          label={intl.formatMessage({ id: 'console.transaction.noteLabel' })}
          maxLength={consoleNoteMax}
          value={body}
          error={form.formState.errors.body ? 'console.transaction.noteRequired' : undefined}
          {...form.register('body')}
        />
        <FormMessage id={add.error ? consoleErrorId(add.error) : null} />
        <SubmitButton inProgress={add.isPending}>
          <FormattedMessage id="console.transaction.addNote" />
        </SubmitButton>
      </form>
    </section>
  );
}
