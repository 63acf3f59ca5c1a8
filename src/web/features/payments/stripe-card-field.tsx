import { CardElement, Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { FormMessage } from '../../components/form/form-fields';
import { FormattedMessage } from '../../i18n/intl';
import { waitForStripeJs } from './wait-for-stripe';

/**
 * Stripe's own card field (Elements), loaded only when a publishable key is configured: the card
 * number goes from this iframe to Stripe and never through our pages or server. The field shows once
 * Stripe.js has loaded (polled every 100 ms, spec 000 §2 and 001 §7); a failed load says so.
 */
export default function StripeCardField({
  publishableKey,
  label,
  onReady,
}: {
  publishableKey: string;
  label: string;
  onReady: (element: StripeCardElement) => void;
}) {
  const [stripe, setStripe] = useState<Stripe | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let isCurrent = true;
    setStripe('loading');
    waitForStripeJs(publishableKey).then(
      (loaded) => isCurrent && setStripe(loaded),
      () => isCurrent && setStripe('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey]);

  if (stripe === 'failed') return <FormMessage id="payments.form.stripeLoadFailed" />;
  if (stripe === 'loading') {
    return (
      <div className="card-form__stripe-loading" aria-busy="true">
        <FormattedMessage id="payments.form.stripeLoading" />
      </div>
    );
  }
  return (
    <Elements stripe={stripe}>
      <div className="field">
        <span className="field-label">{label}</span>
        <div className="input card-form__stripe-card">
          <CardElement options={{ hidePostalCode: true }} onReady={onReady} />
        </div>
      </div>
    </Elements>
  );
}
