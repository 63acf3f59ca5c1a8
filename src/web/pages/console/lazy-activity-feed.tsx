import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['transaction', 'talk.listing'] as const;

/**
 * The parties' activity feed on the console's transaction page, loaded with its texts (decision
 * 051): kept out of the console's chunk, whose lazy routes every first load lists.
 */
export const LazyActivityFeed = besideThePage(
  (locale) =>
    withTexts(
      import('../../features/booking/activity-feed').then((module) => module.ActivityFeed),
      bundles,
      locale,
    ),
  <div className="console-card__none" />,
);
