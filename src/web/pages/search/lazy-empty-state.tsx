import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['search.empty'] as const;

/** Shown only when nothing matched: its code and texts are loaded then (or beside a server-rendered page). */
export const LazySearchEmptyState = besideThePage(
  (locale) =>
    withTexts(
      import('./search-empty-state').then((module) => module.SearchEmptyState),
      bundles,
      locale,
    ),
  null,
);
