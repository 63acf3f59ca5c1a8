import { besideThePage } from '../../components/lazy-beside';
import { PageSkeleton } from '../../components/feedback/feedback';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['payments'] as const;

/**
 * The payment (card form, its validation, the payment calls), loaded beside the checkout's summary
 * with its texts (decision 051): a signed-in traveller's next step.
 */
export const LazyCheckoutPayment = besideThePage(
  (locale) =>
    withTexts(
      import('./checkout-payment').then((module) => module.CheckoutPayment),
      bundles,
      locale,
    ),
  <PageSkeleton />,
);
