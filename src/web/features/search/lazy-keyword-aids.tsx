import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['search.suggest', 'search.understood'] as const;

/**
 * Shown only with keywords (what they were read as, the categories they name): their code, the
 * category words and their texts load then (or beside a server-rendered page), not with the page.
 */
export const LazyKeywordAids = besideThePage(
  (locale) =>
    withTexts(
      import('./keyword-aids').then((module) => module.KeywordAids),
      bundles,
      locale,
    ),
  null,
);
