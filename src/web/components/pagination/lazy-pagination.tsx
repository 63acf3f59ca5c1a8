import { lazy, Suspense, type ComponentProps } from 'react';
import type { Pagination as EagerPagination } from './pagination';

// Below the results, and only with more than one page: loaded then (decision 051's budget).
const Pagination = lazy(() =>
  import('./pagination').then((module) => ({ default: module.Pagination })),
);

/** The pagination of a public page, its code loaded only when there is more than one page. */
export function LazyPagination(props: ComponentProps<typeof EagerPagination>) {
  if (props.totalPages <= 1) return null;
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}
