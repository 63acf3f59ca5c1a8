import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from '../../i18n/intl';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';

/** Whether this site keeps its emails in the readable outbox (no email server: the demo). */
export const outboxOpenQuery = {
  queryKey: ['outbox', 'open'],
  queryFn: () =>
    callApi('GET /api/outbox', { query: { perPage: 1 } }).then(
      () => true,
      () => false,
    ),
  staleTime: Infinity,
} as const;

/** Where to read the email on a site without an email server. */
export function DemoOutboxHint() {
  const { data: isOpen } = useQuery(outboxOpenQuery);
  if (!isOpen) return null;
  return (
    <div className="demo-hint">
      <p>
        <FormattedMessage
          id="accounts.demoOutbox"
          values={{ link: (chunks) => <Link to="/outbox">{chunks}</Link> }}
        />
      </p>
    </div>
  );
}
