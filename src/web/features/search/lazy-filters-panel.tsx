import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['search.filters'] as const;

/**
 * Search's filters (beside the results on a wide screen, a screen of their own on a phone:
 * /s/filters), loaded beside the page with their texts; their room is kept while they load.
 */
export const LazyFiltersPanel = besideThePage(
  (locale) =>
    withTexts(
      import('./filters-panel').then((module) => module.FiltersPanel),
      bundles,
      locale,
    ),
  <div className="filters-panel filters-panel--loading" />,
);
