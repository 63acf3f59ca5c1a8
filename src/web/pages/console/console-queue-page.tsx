import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { parsePageParam } from '../../../domain/pagination';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { Pagination } from '../../components/pagination/pagination';
import { consoleQueueQuery } from '../../features/console/console-api';
import { FormattedMessage } from '../../i18n/intl';
import { ConsoleLayout } from './console-layout';
import { ConsoleListingRow } from './console-parts';

/** /console/listings/queue: listings waiting for approval, the longest waiting first. */
export default function ConsoleQueuePage() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const queue = useQuery(consoleQueueQuery(page));
  return (
    <ConsoleLayout titleId="console.queue.title">
      {queue.isPending ? (
        <PageSkeleton />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id="console.queue.empty" />} />
      ) : (
        <>
          <p className="console__count">
            <FormattedMessage
              id="console.queue.count"
              values={{ count: queue.data.meta.totalItems }}
            />
          </p>
          <ul className="console-list">
            {queue.data.data.map((listing) => (
              <ConsoleListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
          <Pagination page={page} totalPages={queue.data.meta.totalPages} />
        </>
      )}
    </ConsoleLayout>
  );
}
