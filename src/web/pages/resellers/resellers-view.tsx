import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { ResellerGrantsView } from '../../../contracts/octo';
import { ErrorState, PageSkeleton, errorMessageId } from '../../components/feedback/feedback';
import { FormField, FormMessage, SubmitButton, TextField } from '../../components/form/form-fields';
import {
  addMonths,
  resellerGrantsQuery,
  resellerKeys,
  resellerStatementQuery,
  setResellerGrant,
} from '../../features/resellers/resellers-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import './resellers.css';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

const bundles = ['resellers'] as const;

/**
 * The operator's inbox tab /inbox/resellers (issue 47 item 3; decision 150), its own chunk and
 * messages: what each reseller owes for the departures of a month (`?month=YYYY-MM`), and which of
 * the operator's listings each reseller sells at what commission.
 */
export default function ResellersView() {
  const [params] = useSearchParams();
  const asked = params.get('month');
  const month =
    asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  return (
    <PageMessages bundles={bundles}>
      <div className="resellers">
        <Statement month={month} />
        <Grants />
      </div>
    </PageMessages>
  );
}

function useEuros() {
  const intl = useIntl();
  return (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}

function Statement({ month }: { month: string }) {
  const intl = useIntl();
  const euros = useEuros();
  const result = useQuery({ ...resellerStatementQuery(month), placeholderData: keepPreviousData });
  const title = intl.formatDate(new Date(`${month}-15T12:00:00Z`), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <section className="resellers__card" aria-labelledby="resellers-statement">
      <nav
        className="resellers__months"
        aria-label={intl.formatMessage({ id: 'resellers.months' })}
      >
        <ButtonLink
          variant="secondary"
          to={`?month=${addMonths(month, -1)}`}
          aria-label={intl.formatMessage({ id: 'resellers.previousMonth' })}
        >
          ‹
        </ButtonLink>
        <h2 id="resellers-statement" className="resellers__title">
          <FormattedMessage id="resellers.owedIn" values={{ month: title }} />
        </h2>
        <ButtonLink
          variant="secondary"
          to={`?month=${addMonths(month, 1)}`}
          aria-label={intl.formatMessage({ id: 'resellers.nextMonth' })}
        >
          ›
        </ButtonLink>
      </nav>
      {result.isPending ? (
        <PageSkeleton />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data.resellers.length === 0 ? (
        <p className="resellers__none">
          <FormattedMessage id="resellers.nothingOwed" />
        </p>
      ) : (
        result.data.resellers.map((reseller) => (
          <div key={reseller.id} className="resellers__reseller">
            <h3 className="resellers__name">
              {reseller.name}: <strong>{euros(reseller.owed)}</strong>
            </h3>
            <p className="resellers__facts">
              <FormattedMessage
                id="resellers.retailAndCount"
                values={{ retail: euros(reseller.retail), count: reseller.bookings.length }}
              />
            </p>
            <ul className="resellers__bookings">
              {reseller.bookings.map((booking) => (
                <li key={booking.reference}>
                  <span>
                    {intl.formatDate(new Date(booking.start), {
                      day: 'numeric',
                      month: 'short',
                      hour: '2-digit',
                      minute: '2-digit',
                      timeZone: 'Atlantic/Madeira',
                    })}
                  </span>{' '}
                  <span>{booking.listingTitle}</span>{' '}
                  <span className="resellers__reference">
                    {booking.reference}
                    {booking.resellerReference ? ` · ${booking.resellerReference}` : ''}
                  </span>{' '}
                  <strong>{euros(booking.owed)}</strong>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

const grantForm = z.object({
  listingId: z.uuid(),
  resellerId: z.uuid(),
  commissionPercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/)
    .refine((value) => Number(value) <= 100),
});
type GrantForm = z.infer<typeof grantForm>;

function Grants() {
  const result = useQuery(resellerGrantsQuery());
  if (result.isPending) return <PageSkeleton />;
  if (result.isError)
    return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  return <GrantsCard data={result.data} />;
}

function GrantsCard({ data }: { data: ResellerGrantsView }) {
  const id = useId();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const form = useForm<GrantForm>({
    resolver: zodResolver(grantForm),
    defaultValues: { listingId: '', resellerId: '', commissionPercent: '' },
  });
  const save = useMutation({
    mutationFn: (input: { listingId: string; resellerId: string; percent: number | null }) =>
      setResellerGrant(input.listingId, input.resellerId, { commissionPercent: input.percent }),
    onSuccess: (next) => {
      queryClient.setQueryData(resellerKeys.grants(), next);
      form.reset({ listingId: '', resellerId: '', commissionPercent: '' });
    },
  });
  const resellerName = (resellerId: string) =>
    data.resellers.find((reseller) => reseller.id === resellerId)?.name ?? '';
  return (
    <section className="resellers__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="resellers__title">
        <FormattedMessage id="resellers.grants" />
      </h2>
      <p className="resellers__facts">
        <FormattedMessage id="resellers.grantsIntro" />
      </p>
      {data.grants.length === 0 ? (
        <p className="resellers__none">
          <FormattedMessage id="resellers.noGrants" />
        </p>
      ) : (
        <ul className="resellers__grants">
          {data.grants.map((grant) => (
            <li key={`${grant.listingId}:${grant.resellerId}`}>
              <span>
                <FormattedMessage
                  id="resellers.grant"
                  values={{
                    reseller: resellerName(grant.resellerId),
                    listing: grant.listingTitle,
                    percent: grant.commissionPercent,
                  }}
                />
              </span>
              <Button
                variant="secondary"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate({
                    listingId: grant.listingId,
                    resellerId: grant.resellerId,
                    percent: null,
                  })
                }
              >
                <FormattedMessage id="resellers.stop" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data.resellers.length === 0 || data.listings.length === 0 ? null : (
        <form
          className="form"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate({
              listingId: values.listingId,
              resellerId: values.resellerId,
              percent: Number(values.commissionPercent),
            }),
          )}
        >
          <FormField id={`${id}-reseller`} label={<FormattedMessage id="resellers.reseller" />}>
            <select id={`${id}-reseller`} className="select" {...form.register('resellerId')}>
              <option value="">{intl.formatMessage({ id: 'resellers.choose' })}</option>
              {data.resellers.map((reseller) => (
                <option key={reseller.id} value={reseller.id}>
                  {reseller.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-listing`} label={<FormattedMessage id="resellers.listing" />}>
            <select id={`${id}-listing`} className="select" {...form.register('listingId')}>
              <option value="">{intl.formatMessage({ id: 'resellers.choose' })}</option>
              {data.listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.title}
                </option>
              ))}
            </select>
          </FormField>
          <TextField
            id={`${id}-percent`}
            inputMode="numeric"
            label={intl.formatMessage({ id: 'resellers.commission' })}
            hint={intl.formatMessage({ id: 'resellers.commissionHint' })}
            error={
              form.formState.errors.commissionPercent ? 'resellers.commissionInvalid' : undefined
            }
            {...form.register('commissionPercent')}
          />
          <FormMessage
            id={
              form.formState.errors.listingId || form.formState.errors.resellerId
                ? 'resellers.chooseBoth'
                : save.error
                  ? errorMessageId(save.error)
                  : null
            }
          />
          <SubmitButton inProgress={save.isPending}>
            <FormattedMessage id="resellers.save" />
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
