import { lazy, Suspense, type ComponentProps } from 'react';
import type { SearchBox as EagerSearchBox } from './search-box';
import './lazy-search-box.css';

// The search box and its URL rules load beside the page, not before it (decision 051).
const SearchBox = lazy(() =>
  import('./search-box').then((module) => ({ default: module.SearchBox })),
);

/** The search box loaded beside the page (top bar, landing hero, not-found page); keeps its room while its code loads. */
export function LazySearchBox(props: ComponentProps<typeof EagerSearchBox>) {
  return (
    <Suspense fallback={<div className="search-box-placeholder" />}>
      <SearchBox {...props} />
    </Suspense>
  );
}
