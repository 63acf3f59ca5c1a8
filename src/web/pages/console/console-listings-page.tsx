import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { consoleListingsQuerySchema } from '../../../contracts/console';
import { listingStates } from '../../../domain/listing';
import { parsePageParam } from '../../../domain/pagination';
import { CheckboxField, FormField, TextField } from '../../components/form/form-fields';
import { consoleListingsQuery } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleLayout } from './console-layout';
import { ConsoleListingRow, ConsoleResults } from './console-parts';
import { Button } from '../../components/button/button';

const filtersSchema = consoleListingsQuerySchema
  .pick({ q: true, operator: true, place: true })
  .extend({ state: z.union([z.enum(listingStates), z.literal('')]), featured: z.boolean() });
type Filters = z.infer<typeof filtersSchema>;

/** /console/listings: every listing, searched by title, operator, place, state and the featured mark. */
export default function ConsoleListingsPage() {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const current = {
    q: params.get('q') ?? undefined,
    operator: params.get('operator') ?? undefined,
    place: params.get('place') ?? undefined,
    state: listingStates.find((state) => state === params.get('state')),
    featured: params.get('featured') === 'true' ? ('true' as const) : undefined,
    page: parsePageParam(params.get('page')),
  };
  const listings = useQuery(consoleListingsQuery(current));
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema),
    defaultValues: {
      q: current.q ?? '',
      operator: current.operator ?? '',
      place: current.place ?? '',
      state: current.state ?? '',
      featured: current.featured === 'true',
    },
  });
  return (
    <ConsoleLayout titleId="console.listings.title">
      <form
        className="console-filters"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const next = new URLSearchParams();
          for (const key of ['q', 'operator', 'place', 'state'] as const)
            if (values[key]) next.set(key, values[key]);
          if (values.featured) next.set('featured', 'true');
          setParams(next);
        })}
      >
        <TextField
          id={`${id}-q`}
          label={intl.formatMessage({ id: 'console.listings.search.q' })}
          {...form.register('q')}
        />
        <TextField
          id={`${id}-operator`}
          label={intl.formatMessage({ id: 'console.listings.search.operator' })}
          {...form.register('operator')}
        />
        <TextField
          id={`${id}-place`}
          label={intl.formatMessage({ id: 'console.listings.search.place' })}
          {...form.register('place')}
        />
        <FormField
          id={`${id}-state`}
          label={<FormattedMessage id="console.listings.search.state" />}
        >
          <select id={`${id}-state`} className="input" {...form.register('state')}>
            <option value="">
              {intl.formatMessage({ id: 'console.listings.search.stateAny' })}
            </option>
            {listingStates.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage({ id: `console.state.${state}` })}
              </option>
            ))}
          </select>
        </FormField>
        <CheckboxField
          id={`${id}-featured`}
          label={intl.formatMessage({ id: 'console.listings.search.featured' })}
          {...form.register('featured')}
        />
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      <ConsoleResults
        query={listings}
        page={current.page}
        emptyId="console.listings.empty"
        countId="console.listings.count"
      >
        {(rows) => rows.map((listing) => <ConsoleListingRow key={listing.id} listing={listing} />)}
      </ConsoleResults>
    </ConsoleLayout>
  );
}
