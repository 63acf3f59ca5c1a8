import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { parsePageParam } from '../../../domain/pagination';
import { consoleQueueQuery } from '../../features/console/console-api';
import { ConsoleLayout } from './console-layout';
import { ConsoleListingRow, ConsoleResults } from './console-parts';

/** /console/listings/queue: listings waiting for approval, the longest waiting first. */
export default function ConsoleQueuePage() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const queue = useQuery(consoleQueueQuery(page));
  return (
    <ConsoleLayout titleId="console.queue.title">
      <ConsoleResults
        query={queue}
        page={page}
        emptyId="console.queue.empty"
        countId="console.queue.count"
      >
        {(rows) => rows.map((listing) => <ConsoleListingRow key={listing.id} listing={listing} />)}
      </ConsoleResults>
    </ConsoleLayout>
  );
}
