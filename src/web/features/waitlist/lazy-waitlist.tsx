import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['waitlist'] as const;

/** The listing page's waitlist, loaded beside the page with its texts (decision 051). */
export const LazyWaitlistPanel = besideThePage(
  (locale) =>
    withTexts(
      import('./waitlist-panel').then((module) => module.WaitlistPanel),
      bundles,
      locale,
    ),
  null,
);
