import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  consoleReasonMax,
  consoleReasonSchema,
  type ConsoleListing,
} from '../../../contracts/console';
import { z } from 'zod';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage, SubmitButton, TextAreaField } from '../../components/form/form-fields';
import { Pagination } from '../../components/pagination/pagination';
import { consoleErrorId } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useDateTime } from './console-layout';

/** A listing state as a badge. */
export function StateBadge({ state }: { state: ConsoleListing['state'] }) {
  return (
    <span className={`console-badge console-badge--${state}`}>
      <FormattedMessage id={`console.state.${state}`} />
    </span>
  );
}

/** One listing in a console list: title, state, operator, place, when it last changed. */
export function ConsoleListingRow({ listing }: { listing: ConsoleListing }) {
  const dateTime = useDateTime();
  return (
    <li className="console-row">
      <div className="console-row__main">
        <Link className="console-row__title" to={`/console/listings/${listing.id}`}>
          {listing.title}
        </Link>
        <StateBadge state={listing.state} />
        {listing.featured ? (
          <span className="console-badge console-badge--featured">
            <FormattedMessage id="console.listing.featuredBadge" />
          </span>
        ) : null}
      </div>
      <p className="console-row__facts">
        <Link to={`/console/users/${listing.operator.id}`}>{listing.operator.name}</Link>
        {listing.operator.banned ? (
          <>
            {' '}
            <span className="console-badge console-badge--banned">
              <FormattedMessage id="console.listing.bannedOperator" />
            </span>
          </>
        ) : null}
        {listing.place ? ` · ${listing.place}` : ''} ·{' '}
        <FormattedMessage
          id="console.listing.changed"
          values={{ date: dateTime(listing.updatedAt) }}
        />
      </p>
    </li>
  );
}

const requiredReason = z.object({ reason: consoleReasonSchema });
const optionalReason = z.object({ reason: z.union([consoleReasonSchema, z.literal('')]) });
type ReasonValues = { reason: string };

/**
 * A console action that needs (or takes) a reason: the explanation, the reason's field and the
 * button. `onSubmit` runs the mutation; its error is shown translated under the form.
 */
export function ReasonForm({
  title,
  text,
  submitId,
  isRequired,
  isPending,
  error,
  onSubmit,
  children,
}: {
  title: ReactNode;
  text?: ReactNode;
  submitId: string;
  isRequired: boolean;
  isPending: boolean;
  error: unknown;
  onSubmit: (reason: string | undefined) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const intl = useIntl();
  const form = useForm<ReasonValues>({
    resolver: zodResolver(isRequired ? requiredReason : optionalReason),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason');
  return (
    <form
      className="form console-action"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.reason.trim() || undefined))}
    >
      <h3 className="console-action__title">{title}</h3>
      {text ? <p className="console-action__text">{text}</p> : null}
      {children}
      <TextAreaField
        id={`${id}-reason`}
        label={intl.formatMessage({
          id: isRequired ? 'console.actions.reason' : 'console.actions.reasonOptional',
        })}
        maxLength={consoleReasonMax}
        value={reason}
        error={form.formState.errors.reason ? 'console.actions.reasonRequired' : undefined}
        {...form.register('reason')}
      />
      <FormMessage id={error ? consoleErrorId(error) : null} />
      <SubmitButton inProgress={isPending}>
        <FormattedMessage id={submitId} />
      </SubmitButton>
    </form>
  );
}

/**
 * A console list's results, the same on every list page: a skeleton while loading, the error with a
 * retry, the empty state, else the count (when the page has one), the rows and the pager.
 */
export function ConsoleResults<T>({
  query,
  page,
  emptyId,
  countId,
  children,
}: {
  query: UseQueryResult<{ data: T[]; meta: { totalItems: number; totalPages: number } }>;
  page: number;
  emptyId: string;
  countId?: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState title={<FormattedMessage id={emptyId} />} />;
  return (
    <>
      {countId ? (
        <p className="console__count">
          <FormattedMessage id={countId} values={{ count: query.data.meta.totalItems }} />
        </p>
      ) : null}
      <ul className="console-list">{children(query.data.data)}</ul>
      <Pagination page={page} totalPages={query.data.meta.totalPages} />
    </>
  );
}
