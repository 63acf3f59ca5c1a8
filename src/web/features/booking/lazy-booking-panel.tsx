import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';
import './lazy-booking-panel.css';

const bundles = ['booking', 'stay'] as const;

/**
 * A listing's booking panel, loaded beside its page with its texts (decision 051): the page reads
 * before it comes; its room is kept meanwhile.
 */
export const LazyBookingPanel = besideThePage(
  (locale) =>
    withTexts(
      import('./booking-panel').then((module) => module.BookingPanel),
      bundles,
      locale,
    ),
  <div className="booking-panel booking-panel--loading" />,
);
