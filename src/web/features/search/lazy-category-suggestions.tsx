import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['search.suggest'] as const;

/** Offered only with keywords: its code, the category words and its texts load then (or beside a server-rendered page). */
export const LazyCategorySuggestions = besideThePage(
  (locale) =>
    withTexts(
      import('./category-suggestions').then((module) => module.CategorySuggestions),
      bundles,
      locale,
    ),
  null,
);
