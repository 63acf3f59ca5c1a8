import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { consoleUserStates, consoleUsersQuerySchema } from '../../../contracts/console';
import { parsePageParam } from '../../../domain/pagination';
import { FormField, TextField } from '../../components/form/form-fields';
import { consoleUsersQuery } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleResults } from './console-parts';
import { ConsoleLayout, useDateTime } from './console-layout';
import { UserStateBadges } from './user-state-badges';
import { Button } from '../../components/button/button';

const userTypeValues = ['1', '2', '3'] as const;
const filtersSchema = consoleUsersQuerySchema.pick({ q: true }).extend({
  type: z.union([z.enum(userTypeValues), z.literal('')]),
  state: z.union([z.enum(consoleUserStates), z.literal('')]),
});
type Filters = z.infer<typeof filtersSchema>;

/** /console/users: every account, searched by name, company, email, type and state. */
export default function ConsoleUsersPage() {
  const intl = useIntl();
  const id = useId();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const current = {
    q: params.get('q') ?? undefined,
    type: userTypeValues.find((type) => type === params.get('type')),
    state: consoleUserStates.find((state) => state === params.get('state')),
    page: parsePageParam(params.get('page')),
  };
  const users = useQuery(consoleUsersQuery(current));
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema),
    defaultValues: { q: current.q ?? '', type: current.type ?? '', state: current.state ?? '' },
  });
  return (
    <ConsoleLayout titleId="console.users.title">
      <form
        className="console-filters"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const next = new URLSearchParams();
          for (const key of ['q', 'type', 'state'] as const)
            if (values[key]) next.set(key, values[key]);
          setParams(next);
        })}
      >
        <TextField
          id={`${id}-q`}
          label={intl.formatMessage({ id: 'console.users.search.q' })}
          {...form.register('q')}
        />
        <FormField id={`${id}-type`} label={<FormattedMessage id="console.users.search.type" />}>
          <select id={`${id}-type`} className="input" {...form.register('type')}>
            <option value="">{intl.formatMessage({ id: 'console.users.search.typeAny' })}</option>
            {userTypeValues.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `console.userType.${type}` })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-state`} label={<FormattedMessage id="console.users.search.state" />}>
          <select id={`${id}-state`} className="input" {...form.register('state')}>
            <option value="">{intl.formatMessage({ id: 'console.users.search.stateAny' })}</option>
            {consoleUserStates.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage({ id: `console.userState.${state}` })}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      <ConsoleResults
        query={users}
        page={current.page}
        emptyId="console.users.empty"
        countId="console.users.count"
      >
        {(rows) =>
          rows.map((user) => (
            <li key={user.id} className="console-row">
              <div className="console-row__main">
                <Link className="console-row__title" to={`/console/users/${user.id}`}>
                  {user.firstName} {user.lastName}
                </Link>
                <UserStateBadges user={user} />
              </div>
              <p className="console-row__facts">
                {user.email} · <FormattedMessage id={`console.userType.${user.type}`} /> ·{' '}
                <FormattedMessage
                  id="console.user.joined"
                  values={{ date: dateTime(user.createdAt) }}
                />
              </p>
            </li>
          ))
        }
      </ConsoleResults>
    </ConsoleLayout>
  );
}
