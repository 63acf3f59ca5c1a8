import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { outboxChannels, type OutboxChannel } from '../../../domain/outbox-channels';
import { isUuid } from '../../../domain/listing-urls';
import { useLocale } from '../../app/locale-context';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { MailIcon } from '../../components/icons/page-icons';
import { Pagination } from '../../components/pagination/pagination';
import { isNotFound } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import './outbox-page.css';
import { Button } from '../../components/button/button';

const perPage = 20;

const isChannel = (value: string | null): value is OutboxChannel =>
  (outboxChannels as readonly (string | null)[]).includes(value);

/**
 * /outbox: every message the site sent (emails, SMS, WhatsApp, team chat alerts, recorded review
 * invitations and pixel events), for a site without those services (the demo) where this is how
 * people read them; filtered by channel. Closed (not found) when real email delivery is configured.
 */
export default function OutboxPage() {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const selected = params.get('id');
  const channelParam = params.get('channel');
  const channel = isChannel(channelParam) ? channelParam : undefined;
  useDocumentTitle(intl.formatMessage({ id: 'accounts.outbox.title' }));
  const list = useQuery({
    queryKey: ['outbox', 'list', page, channel],
    queryFn: ({ signal }) =>
      callApi('GET /api/outbox', { query: { page, perPage, channel } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const time = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' });

  if (list.isPending) return <PageSkeleton />;
  if (list.isError) {
    if (isNotFound(list.error)) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  const messages = list.data.data;
  // What a link within the list keeps of the address: the page and the channel filter.
  const keep: Record<string, string> = {
    ...(page > 1 ? { page: String(page) } : {}),
    ...(channel ? { channel } : {}),
  };
  return (
    <div className="container outbox-page">
      <header className="outbox-page__header">
        <div>
          <h1 className="outbox-page__title">
            <FormattedMessage id="accounts.outbox.title" />
          </h1>
          <p className="outbox-page__lead">
            <FormattedMessage id="accounts.outbox.lead" />
          </p>
        </div>
        <div className="outbox-page__tools">
          <label className="outbox-page__filter">
            <span>
              <FormattedMessage id="accounts.outbox.channelFilter" />
            </span>
            <select
              className="select"
              value={channel ?? ''}
              onChange={(e) => setParams(e.target.value ? { channel: e.target.value } : {})}
            >
              <option value="">{intl.formatMessage({ id: 'accounts.outbox.channel.all' })}</option>
              {outboxChannels.map((c) => (
                <option key={c} value={c}>
                  {intl.formatMessage({ id: `accounts.outbox.channel.${c}` })}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
            <FormattedMessage id="accounts.outbox.refresh" />
          </Button>
        </div>
      </header>
      {messages.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="accounts.outbox.emptyTitle" />}
          icon={<MailIcon size={32} />}
        >
          <p>
            <FormattedMessage id="accounts.outbox.emptyText" />
          </p>
        </EmptyState>
      ) : (
        <div className="outbox-page__layout">
          <nav aria-label={intl.formatMessage({ id: 'accounts.outbox.listLabel' })}>
            <ul className="outbox-list">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link
                    className={`outbox-list__item${message.id === selected ? ' outbox-list__item--selected' : ''}`}
                    aria-current={message.id === selected ? 'true' : undefined}
                    to={`?${new URLSearchParams({ ...keep, id: message.id })}`}
                  >
                    <span className="outbox-list__subject">
                      {message.subject ?? message.template}
                    </span>
                    <span className="outbox-list__meta">
                      <span className="outbox-list__channel">
                        <FormattedMessage id={`accounts.outbox.channel.${message.channel}`} />
                      </span>{' '}
                      {message.recipient} · {time.format(new Date(message.createdAt))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={list.data.meta.totalPages} />
          </nav>
          <div className="outbox-page__reader">
            {selected && isUuid(selected) ? (
              <OutboxReader id={selected} onClose={() => setParams(keep)} />
            ) : (
              <p className="outbox-page__hint">
                <FormattedMessage id="accounts.outbox.pick" />
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** One email: its headers, and its HTML in a sandboxed frame whose links open in this window. */
function OutboxReader({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  // On narrow screens the email is below the list: bring it into view.
  useEffect(() => {
    if (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(max-width: 1023px)').matches
    ) {
      ref.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [id]);
  const message = useQuery({
    queryKey: ['outbox', 'message', id],
    queryFn: ({ signal }) =>
      callApi('GET /api/outbox/:id', { params: { id } }, { signal }).then((r) => r.data),
  });
  if (message.isPending || message.isError) {
    return (
      <div ref={ref}>
        {message.isPending ? (
          <PageSkeleton />
        ) : (
          <ErrorState error={message.error} onRetry={() => void message.refetch()} />
        )}
      </div>
    );
  }
  const m = message.data;
  // No scripts, no same-origin access; a click on a link navigates this tab.
  const html = m.html ? m.html.replace(/<head>/i, '<head><base target="_top">') : null;
  return (
    <article ref={ref} className="outbox-reader" aria-labelledby="outbox-subject">
      <header className="outbox-reader__header">
        <h2 id="outbox-subject" className="outbox-reader__subject">
          {m.subject}
        </h2>
        <Button variant="secondary" size="small" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </header>
      <dl className="outbox-reader__meta">
        <dt>
          <FormattedMessage id="accounts.outbox.channel" />
        </dt>
        <dd>
          <FormattedMessage id={`accounts.outbox.channel.${m.channel}`} />
        </dd>
        <dt>
          <FormattedMessage id="accounts.outbox.to" />
        </dt>
        <dd>{m.recipient}</dd>
        <dt>
          <FormattedMessage id="accounts.outbox.language" />
        </dt>
        <dd>{m.language}</dd>
        <dt>
          <FormattedMessage id="accounts.outbox.status" />
        </dt>
        <dd>
          <FormattedMessage id={`accounts.outbox.status.${m.status}`} />
        </dd>
      </dl>
      {m.attachments.length > 0 ? (
        <p className="outbox-reader__attachments">
          <FormattedMessage id="accounts.outbox.attachments" />:{' '}
          {m.attachments.map((a, index) => (
            <a key={index} href={`/api/outbox/${m.id}/attachments/${index}`} download={a.filename}>
              {a.filename}
            </a>
          ))}
        </p>
      ) : null}
      {html ? (
        <>
          <iframe
            className="outbox-reader__frame"
            title={intl.formatMessage(
              { id: 'accounts.outbox.frameTitle' },
              { subject: m.subject ?? '' },
            )}
            sandbox="allow-top-navigation-by-user-activation"
            srcDoc={html}
          />
          <details className="outbox-reader__text">
            <summary>
              <FormattedMessage id="accounts.outbox.plainText" />
            </summary>
            <pre>{m.text}</pre>
          </details>
        </>
      ) : (
        // Texts, chat alerts and recorded events have no HTML: the text is the message.
        <section
          className="outbox-reader__text"
          aria-label={intl.formatMessage({ id: 'accounts.outbox.message' })}
        >
          <pre>{m.text}</pre>
        </section>
      )}
    </article>
  );
}
