import { besideThePage } from '../../components/lazy-beside';
import { PageSkeleton } from '../../components/feedback/feedback';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['accounts.signup'] as const;

/** Log in or sign up, loaded beside the checkout's summary with its texts: a visitor's next step. */
export const LazyCheckoutAuth = besideThePage(
  (locale) =>
    withTexts(
      import('./checkout-auth').then((module) => module.CheckoutAuth),
      bundles,
      locale,
    ),
  <PageSkeleton />,
);
