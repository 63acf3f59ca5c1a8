import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['waitlist'] as const;

/** The traveller's waitlists above their bookings, loaded beside the inbox with their texts. */
export const LazyMyWaitlist = besideThePage(
  (locale) =>
    withTexts(
      import('./my-waitlist').then((module) => module.MyWaitlist),
      bundles,
      locale,
    ),
  null,
);
