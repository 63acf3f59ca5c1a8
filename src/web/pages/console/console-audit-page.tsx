import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { auditQuerySchema, type AuditEntry } from '../../../contracts/console';
import { parsePageParam } from '../../../domain/pagination';
import { FormField, TextField } from '../../components/form/form-fields';
import { auditQuery } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleResults } from './console-parts';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

/** The actions the log records (src/server/modules/console/record-audit.ts). */
export const auditActions = [
  'approve-listing',
  'reject-listing',
  'close-listing',
  'reopen-listing',
  'feature-listing',
  'unfeature-listing',
  'ban-user',
  'unban-user',
  'delete-user',
  'log-in-as-user',
  'cancel-booking',
  'note-transaction',
  'retry-job',
  'discard-job',
  'change-settings',
  'set-operator-commission',
  'retry-operator-payout',
  'retry-affiliate-payout',
  'approve-referral',
  'refuse-referral',
  'grant-admin',
  'revoke-admin',
  'create-reseller',
  'issue-reseller-key',
  'revoke-reseller-key',
] as const;

const filtersSchema = auditQuerySchema
  .pick({ actor: true, target: true })
  .extend({ action: z.union([z.enum(auditActions), z.literal('')]) });
type Filters = z.infer<typeof filtersSchema>;

/** What an entry's before and after say, as `key: value` pairs. */
const describe = (values: AuditEntry['before']) =>
  values
    ? Object.entries(values)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.length : String(value)}`)
        .join(', ')
    : '—';

/** Where the console shows an entry's target. */
const targetPath = (type: string, id: string) =>
  type === 'listing'
    ? `/console/listings/${id}`
    : type === 'transaction'
      ? `/console/transactions/${id}`
      : type === 'settings'
        ? '/console/settings'
        : `/console/users/${id}`;

/** /console/audit: every console action, newest first, filtered by who, what and on what. */
export default function ConsoleAuditPage() {
  const intl = useIntl();
  const id = useId();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const current = {
    actor: params.get('actor') ?? undefined,
    action: auditActions.find((action) => action === params.get('action')),
    target: params.get('target') ?? undefined,
    page: parsePageParam(params.get('page')),
  };
  const log = useQuery(auditQuery(current));
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema),
    defaultValues: {
      actor: current.actor ?? '',
      action: current.action ?? '',
      target: current.target ?? '',
    },
  });
  return (
    <ConsoleLayout titleId="console.audit.title">
      <form
        className="console-filters"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const next = new URLSearchParams();
          for (const key of ['actor', 'action', 'target'] as const)
            if (values[key]) next.set(key, values[key]);
          setParams(next);
        })}
      >
        <TextField
          id={`${id}-actor`}
          label={intl.formatMessage({ id: 'console.audit.actor' })}
          {...form.register('actor')}
        />
        <FormField id={`${id}-action`} label={<FormattedMessage id="console.audit.action" />}>
          <select id={`${id}-action`} className="input" {...form.register('action')}>
            <option value="">{intl.formatMessage({ id: 'console.audit.actionAny' })}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {intl.formatMessage({ id: `console.action.${action}` })}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={`${id}-target`}
          label={intl.formatMessage({ id: 'console.audit.target' })}
          {...form.register('target')}
        />
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      <ConsoleResults query={log} page={current.page} emptyId="console.audit.empty">
        {(rows) =>
          rows.map((entry) => (
            <li key={entry.id} className="console-row">
              <div className="console-row__main">
                <strong>
                  {(auditActions as readonly string[]).includes(entry.action) ? (
                    <FormattedMessage id={`console.action.${entry.action}`} />
                  ) : (
                    entry.action
                  )}
                </strong>
                <span className="console-row__facts">{dateTime(entry.at)}</span>
              </div>
              <p className="console-row__facts">
                <FormattedMessage id="console.audit.by" values={{ actor: entry.actorLabel }} /> ·{' '}
                {entry.targetType === 'job' || entry.targetType === 'payout' ? (
                  <span>
                    <FormattedMessage id={`console.audit.targetType.${entry.targetType}`} />{' '}
                    <code>{entry.targetId}</code>
                  </span>
                ) : (
                  <Link to={targetPath(entry.targetType, entry.targetId)}>
                    <FormattedMessage id={`console.audit.targetType.${entry.targetType}`} />
                  </Link>
                )}
              </p>
              <p className="console-row__facts">
                {describe(entry.before)} → {describe(entry.after)}
              </p>
              {entry.reason ? (
                <p className="console-row__reason">
                  <FormattedMessage id="console.audit.reason" values={{ reason: entry.reason }} />
                </p>
              ) : null}
            </li>
          ))
        }
      </ConsoleResults>
    </ConsoleLayout>
  );
}
