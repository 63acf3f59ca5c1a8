import { besideThePage } from '../../components/lazy-beside';

/**
 * Search's filters on a wide screen, loaded beside the page; keep their room while their code loads.
 * A phone shows them on a screen of their own (/s/filters, whose page has them in its first load).
 */
export const LazyFiltersPanel = besideThePage(
  () => import('./filters-panel').then((module) => module.FiltersPanel),
  <div className="filters-panel filters-panel--loading" />,
);
