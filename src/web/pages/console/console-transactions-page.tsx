import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  consoleTransactionFiltersSchema,
  type ConsoleTransaction,
  type ConsoleTransactionsQuery,
} from '../../../contracts/console';
import { bookingStates } from '../../../domain/booking-process';
import { parsePageParam } from '../../../domain/pagination';
import { FormField, FormMessage, TextField } from '../../components/form/form-fields';
import {
  cancelBooking,
  consoleKeys,
  consoleTransactionsQuery,
  transactionsCsvPath,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { formatPrice } from '../../lib/format-price';
import { ConsoleLayout, useDateTime } from './console-layout';
import { ConsoleResults, ReasonForm } from './console-parts';
import { Button } from '../../components/button/button';
import { ButtonAnchor } from '../../components/button/button-link';

const day = z.union([z.iso.date(), z.literal('')]);
const euros = z.union([z.string().regex(/^\d{1,7}([.,]\d{1,2})?$/), z.literal('')]);
const filtersSchema = consoleTransactionFiltersSchema
  .pick({ listing: true, operator: true, customer: true })
  .extend({
    state: z.union([z.enum(bookingStates), z.literal('')]),
    from: day,
    to: day,
    minAmount: euros,
    maxAmount: euros,
  });
type Filters = z.infer<typeof filtersSchema>;

const toCents = (value: string) => String(Math.round(Number(value.replace(',', '.')) * 100));
const toEuros = (cents: string | null) => (cents ? (Number(cents) / 100).toString() : '');
/** A day typed in the form, as the instant its UTC day starts (the `to` day is included). */
const dayStart = (value: string, plusDays = 0) =>
  new Date(Date.parse(`${value}T00:00:00Z`) + plusDays * 86_400_000).toISOString();

/** /console/transactions: every booking and enquiry, filtered, exported as CSV, cancelled with a refund. */
export default function ConsoleTransactionsPage() {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key) ?? undefined;
  const amount = (key: string) => {
    const value = params.get(key);
    return value && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const filters: Omit<ConsoleTransactionsQuery, 'page'> = {
    state: bookingStates.find((state) => state === params.get('state')),
    listing: text('listing'),
    operator: text('operator'),
    customer: text('customer'),
    from: text('from'),
    to: text('to'),
    minAmount: amount('minAmount'),
    maxAmount: amount('maxAmount'),
  };
  const page = parsePageParam(params.get('page'));
  const list = useQuery(consoleTransactionsQuery({ ...filters, page }));
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema),
    defaultValues: {
      state: filters.state ?? '',
      listing: filters.listing ?? '',
      operator: filters.operator ?? '',
      customer: filters.customer ?? '',
      from: filters.from?.slice(0, 10) ?? '',
      to: filters.to
        ? new Date(Date.parse(filters.to) - 86_400_000).toISOString().slice(0, 10)
        : '',
      minAmount: toEuros(params.get('minAmount')),
      maxAmount: toEuros(params.get('maxAmount')),
    },
  });
  return (
    <ConsoleLayout titleId="console.transactions.title">
      <form
        className="console-filters"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const next = new URLSearchParams();
          for (const key of ['state', 'listing', 'operator', 'customer'] as const)
            if (values[key]) next.set(key, values[key]);
          if (values.from) next.set('from', dayStart(values.from));
          if (values.to) next.set('to', dayStart(values.to, 1));
          if (values.minAmount) next.set('minAmount', toCents(values.minAmount));
          if (values.maxAmount) next.set('maxAmount', toCents(values.maxAmount));
          setParams(next);
        })}
      >
        <FormField id={`${id}-state`} label={<FormattedMessage id="console.transactions.state" />}>
          <select id={`${id}-state`} className="input" {...form.register('state')}>
            <option value="">{intl.formatMessage({ id: 'console.transactions.stateAny' })}</option>
            {bookingStates.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage({ id: `console.txState.${state}` })}
              </option>
            ))}
          </select>
        </FormField>
        {(['listing', 'operator', 'customer'] as const).map((key) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            label={intl.formatMessage({ id: `console.transactions.${key}` })}
            {...form.register(key)}
          />
        ))}
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            type="date"
            label={intl.formatMessage({ id: `console.transactions.${key}` })}
            {...form.register(key)}
          />
        ))}
        {(['minAmount', 'maxAmount'] as const).map((key) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            inputMode="decimal"
            label={intl.formatMessage({ id: `console.transactions.${key}` })}
            error={form.formState.errors[key] ? 'console.transactions.amountInvalid' : undefined}
            {...form.register(key)}
          />
        ))}
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      <p>
        <ButtonAnchor variant="secondary" href={transactionsCsvPath(filters)} download>
          <FormattedMessage id="console.transactions.csv" />
        </ButtonAnchor>
      </p>
      <ConsoleResults
        query={list}
        page={page}
        emptyId="console.transactions.empty"
        countId="console.transactions.count"
      >
        {(rows) => rows.map((row) => <TransactionRow key={row.id} row={row} />)}
      </ConsoleResults>
    </ConsoleLayout>
  );
}

function TransactionRow({ row }: { row: ConsoleTransaction }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [isDone, setDone] = useState(false);
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelBooking(row.id, reason),
    onSuccess: () => {
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  const total = row.payinTotal
    ? formatPrice(row.payinTotal.amount, row.payinTotal.currency, intl.locale, { hasCents: true })
    : null;
  return (
    <li className="console-row">
      <div className="console-row__main">
        <Link className="console-row__title" to={`/console/transactions/${row.id}`}>
          {row.listingTitle}
        </Link>
        <span className="console-badge">
          <FormattedMessage id={`console.txState.${row.state}`} />
        </span>
        {total ? <strong>{total}</strong> : null}
      </div>
      <p className="console-row__facts">
        <FormattedMessage
          id="console.transactions.parties"
          values={{
            customer: <Link to={`/console/users/${row.customer.id}`}>{row.customer.name}</Link>,
            operator: <Link to={`/console/users/${row.operator.id}`}>{row.operator.name}</Link>,
          }}
        />{' '}
        ·{' '}
        <FormattedMessage
          id="console.transactions.when"
          values={{ start: dateTime(row.bookingStart), created: dateTime(row.createdAt) }}
        />
      </p>
      <FormMessage id={isDone ? 'console.done.cancel' : null} tone="success" />
      {row.state === 'accepted' ? (
        <details className="console-row__more">
          <summary>
            <FormattedMessage id="console.transactions.cancel" />
          </summary>
          <ReasonForm
            title={<FormattedMessage id="console.transactions.cancel" />}
            text={<FormattedMessage id="console.transactions.cancelText" />}
            submitId="console.transactions.cancel"
            isRequired
            isPending={cancel.isPending}
            error={cancel.error}
            onSubmit={(reason) => cancel.mutate(reason ?? '')}
          />
        </details>
      ) : null}
    </li>
  );
}
