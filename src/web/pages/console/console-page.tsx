import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../components/feedback/feedback';

// The console's pages load one step later (decision 111): the import map of a route's chunk is in
// every first load, and the console's pages share many chunks with the rest of the app.
const ConsoleSections = lazy(() => import('./console-sections'));

/** The console (issue 43): its pages, told apart by the path, in a chunk of their own. */
export default function ConsolePage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ConsoleSections />
    </Suspense>
  );
}
