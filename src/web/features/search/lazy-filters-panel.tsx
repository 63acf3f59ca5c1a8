import { lazy, Suspense, type ComponentProps } from 'react';
import type { FiltersPanel as EagerFiltersPanel } from './filters-panel';

// Search's filters load beside the page, not before it (decision 051): the server renders them,
// React hydrates them once their code is there; a phone shows them on a screen of their own
// (/s/filters, whose page has them in its first load).
const FiltersPanel = lazy(() =>
  import('./filters-panel').then((module) => ({ default: module.FiltersPanel })),
);

/** The filters loaded beside the page; keeps their room while their code loads. */
export function LazyFiltersPanel(props: ComponentProps<typeof EagerFiltersPanel>) {
  return (
    <Suspense fallback={<div className="filters-panel filters-panel--loading" />}>
      <FiltersPanel {...props} />
    </Suspense>
  );
}
