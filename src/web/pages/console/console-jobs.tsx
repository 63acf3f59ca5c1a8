import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { consoleJobStates, type ConsoleJob } from '../../../contracts/console';
import { parsePageParam } from '../../../domain/pagination';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormField, FormMessage, TextField } from '../../components/form/form-fields';
import { Pagination } from '../../components/pagination/pagination';
import {
  actOnJob,
  consoleErrorId,
  consoleJobsQuery,
  consoleKeys,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

/** Jobs with their state, tries, last error, and retry or discard where it applies. */
export function JobList({ jobs }: { jobs: ConsoleJob[] }) {
  if (jobs.length === 0)
    return (
      <p className="console-card__none">
        <FormattedMessage id="console.jobs.empty" />
      </p>
    );
  return (
    <ul className="console-list">
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} />
      ))}
    </ul>
  );
}

function JobRow({ job }: { job: ConsoleJob }) {
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: 'retry' | 'discard') => actOnJob(job.id, action),
    onSuccess: (_job, action) => {
      setDone(`console.jobs.done.${action}`);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  const canRetry = job.state === 'failed' || job.state === 'dead' || job.state === 'discarded';
  const canDiscard = job.state === 'queued' || job.state === 'failed' || job.state === 'dead';
  return (
    <li className="console-row" data-testid="console-job">
      <div className="console-row__main">
        <strong className="console-row__title">{job.kind}</strong>
        <span className={`console-badge console-badge--job-${job.state}`}>
          <FormattedMessage id={`console.jobs.state.${job.state}`} />
        </span>
      </div>
      <p className="console-row__facts">
        <FormattedMessage
          id="console.jobs.facts"
          values={{
            attempts: job.attempts,
            maxAttempts: job.maxAttempts,
            runAt: dateTime(job.runAt),
            updatedAt: dateTime(job.updatedAt),
          }}
        />
      </p>
      {job.lastError ? (
        <details className="console-row__more">
          <summary>{job.lastError.split('\n')[0]}</summary>
          <pre className="console-pre">{job.lastError}</pre>
        </details>
      ) : null}
      <FormMessage id={done} tone="success" />
      <FormMessage id={act.error ? consoleErrorId(act.error) : null} />
      {canRetry || canDiscard ? (
        <div className="console-row__actions">
          {canRetry ? (
            <Button
              variant="secondary"
              disabled={act.isPending}
              onClick={() => act.mutate('retry')}
            >
              <FormattedMessage id="console.jobs.retry" />
            </Button>
          ) : null}
          {canDiscard ? (
            <Button
              variant="secondary"
              disabled={act.isPending}
              onClick={() => act.mutate('discard')}
            >
              <FormattedMessage id="console.jobs.discard" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** /console/jobs: the job runner's queue, by state and kind, with the counts that need a look. */
export default function ConsoleJobsPage() {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const current = {
    state: consoleJobStates.find((state) => state === params.get('state')),
    kind: params.get('kind') ?? undefined,
    page: parsePageParam(params.get('page')),
  };
  const list = useQuery(consoleJobsQuery(current));
  return (
    <ConsoleLayout titleId="console.jobs.title">
      <form
        className="console-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const key of ['state', 'kind'])
            if (String(form.get(key) ?? '').trim()) next.set(key, String(form.get(key)).trim());
          setParams(next);
        }}
      >
        <FormField id={`${id}-state`} label={<FormattedMessage id="console.jobs.stateLabel" />}>
          <select id={`${id}-state`} name="state" className="input" defaultValue={current.state}>
            <option value="">{intl.formatMessage({ id: 'console.jobs.stateAny' })}</option>
            {consoleJobStates.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage({ id: `console.jobs.state.${state}` })}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={`${id}-kind`}
          name="kind"
          label={intl.formatMessage({ id: 'console.jobs.kind' })}
          defaultValue={current.kind}
        />
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="console__count" data-testid="console-job-counts">
            <FormattedMessage id="console.jobs.counts" values={list.data.counts} />
          </p>
          {list.data.data.length === 0 ? (
            <EmptyState title={<FormattedMessage id="console.jobs.empty" />} />
          ) : (
            <>
              <JobList jobs={list.data.data} />
              <Pagination page={current.page} totalPages={list.data.meta.totalPages} />
            </>
          )}
        </>
      )}
    </ConsoleLayout>
  );
}
