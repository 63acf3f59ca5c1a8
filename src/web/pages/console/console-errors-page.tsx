import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { parsePageParam } from '../../../domain/pagination';
import { FormField, TextField } from '../../components/form/form-fields';
import { consoleErrorsQuery } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleResults } from './console-parts';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

const sources = ['server', 'web'] as const;

/** /console/errors: what the server reported without an error service, one row a kind, latest first. */
export default function ConsoleErrorsPage() {
  const intl = useIntl();
  const id = useId();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const current = {
    source: sources.find((source) => source === params.get('source')),
    q: params.get('q') ?? undefined,
    page: parsePageParam(params.get('page')),
  };
  const list = useQuery(consoleErrorsQuery(current));
  return (
    <ConsoleLayout titleId="console.errors.title">
      <form
        className="console-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const key of ['source', 'q'])
            if (String(form.get(key) ?? '').trim()) next.set(key, String(form.get(key)).trim());
          setParams(next);
        }}
      >
        <FormField id={`${id}-source`} label={<FormattedMessage id="console.errors.source" />}>
          <select id={`${id}-source`} name="source" className="input" defaultValue={current.source}>
            <option value="">{intl.formatMessage({ id: 'console.errors.sourceAny' })}</option>
            {sources.map((source) => (
              <option key={source} value={source}>
                {intl.formatMessage({ id: `console.errors.sources.${source}` })}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={`${id}-q`}
          name="q"
          label={intl.formatMessage({ id: 'console.errors.q' })}
          defaultValue={current.q}
        />
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      <ConsoleResults
        query={list}
        page={current.page}
        emptyId="console.errors.empty"
        countId="console.errors.count"
      >
        {(rows) =>
          rows.map((error) => (
            <li key={error.fingerprint} className="console-row" data-testid="console-error">
              <div className="console-row__main">
                <strong className="console-row__title">{error.message}</strong>
                {Object.entries(error.tags).map(([name, value]) => (
                  <span key={name} className="console-badge">
                    {name}: {value}
                  </span>
                ))}
              </div>
              <p className="console-row__facts">
                <FormattedMessage id="console.errors.times" values={{ count: error.count }} />
                {' · '}
                <FormattedMessage
                  id="console.errors.seen"
                  values={{ first: dateTime(error.firstSeenAt), last: dateTime(error.lastSeenAt) }}
                />
                {error.requestId ? ` · ${error.requestId}` : null}
              </p>
              {error.stack ? (
                <details className="console-row__more">
                  <summary>
                    <FormattedMessage id="console.errors.stack" />
                  </summary>
                  <pre className="console-pre">{error.stack}</pre>
                </details>
              ) : null}
            </li>
          ))
        }
      </ConsoleResults>
    </ConsoleLayout>
  );
}
