import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['recommendations'] as const;

/** A recommendations carousel, loaded beside its page with its texts (decision 051). */
export const LazyRecommendations = besideThePage(
  (locale) =>
    withTexts(
      import('./recommendations-carousel').then((module) => module.RecommendationsCarousel),
      bundles,
      locale,
    ),
  null,
);
