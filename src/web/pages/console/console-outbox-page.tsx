import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { outboxStatuses } from '../../../contracts/outbox';
import { outboxChannels } from '../../../domain/outbox-channels';
import { parsePageParam } from '../../../domain/pagination';
import { FormField, TextField } from '../../components/form/form-fields';
import { consoleOutboxQuery } from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ConsoleResults } from './console-parts';
import { ConsoleLayout, useDateTime } from './console-layout';
import { Button } from '../../components/button/button';

/** /console/outbox: every message of every channel, newest first, with its status and last error. */
export default function ConsoleOutboxPage() {
  const intl = useIntl();
  const id = useId();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const current = {
    channel: outboxChannels.find((channel) => channel === params.get('channel')),
    status: outboxStatuses.find((status) => status === params.get('status')),
    q: params.get('q') ?? undefined,
    page: parsePageParam(params.get('page')),
  };
  const list = useQuery(consoleOutboxQuery(current));
  return (
    <ConsoleLayout titleId="console.outbox.title">
      <form
        className="console-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const key of ['channel', 'status', 'q'])
            if (String(form.get(key) ?? '').trim()) next.set(key, String(form.get(key)).trim());
          setParams(next);
        }}
      >
        <FormField id={`${id}-channel`} label={<FormattedMessage id="console.outbox.channel" />}>
          <select
            id={`${id}-channel`}
            name="channel"
            className="input"
            defaultValue={current.channel}
          >
            <option value="">{intl.formatMessage({ id: 'console.outbox.channelAny' })}</option>
            {outboxChannels.map((channel) => (
              <option key={channel} value={channel}>
                {intl.formatMessage({ id: `console.outbox.channels.${channel}` })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-status`} label={<FormattedMessage id="console.outbox.status" />}>
          <select id={`${id}-status`} name="status" className="input" defaultValue={current.status}>
            <option value="">{intl.formatMessage({ id: 'console.outbox.statusAny' })}</option>
            {outboxStatuses.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `console.outbox.statuses.${status}` })}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id={`${id}-q`}
          name="q"
          label={intl.formatMessage({ id: 'console.outbox.q' })}
          defaultValue={current.q}
        />
        <Button type="submit" variant="primary">
          <FormattedMessage id="console.search" />
        </Button>
      </form>
      <ConsoleResults
        query={list}
        page={current.page}
        emptyId="console.outbox.empty"
        countId="console.outbox.count"
      >
        {(rows) =>
          rows.map((message) => (
            <li key={message.id} className="console-row" data-testid="console-outbox-message">
              <div className="console-row__main">
                <strong className="console-row__title">
                  {message.subject ?? message.template}
                </strong>
                <span className="console-badge">
                  <FormattedMessage id={`console.outbox.channels.${message.channel}`} />
                </span>
                <span className={`console-badge console-badge--outbox-${message.status}`}>
                  <FormattedMessage id={`console.outbox.statuses.${message.status}`} />
                </span>
              </div>
              <p className="console-row__facts">
                {message.recipient} · {message.template} · {dateTime(message.createdAt)}
                {message.attempts > 0 ? (
                  <>
                    {' · '}
                    <FormattedMessage
                      id="console.outbox.attempts"
                      values={{ count: message.attempts }}
                    />
                  </>
                ) : null}
              </p>
              {message.error ? <p className="console-row__reason">{message.error}</p> : null}
              <details className="console-row__more">
                <summary>
                  <FormattedMessage id="console.outbox.text" />
                </summary>
                <pre className="console-pre">{message.text}</pre>
              </details>
            </li>
          ))
        }
      </ConsoleResults>
    </ConsoleLayout>
  );
}
