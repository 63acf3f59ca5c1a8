import { CardElement, Elements } from '@stripe/react-stripe-js';
import type { StripeCardElement } from '@stripe/stripe-js';
import { loadStripeJs } from './confirm-card-payment';

/**
 * Stripe's own card field (Elements), loaded only when a publishable key is configured: the card
 * number goes from this iframe to Stripe and never through our pages or server.
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
  return (
    <Elements stripe={loadStripeJs(publishableKey)}>
      <div className="field">
        <span className="field-label">{label}</span>
        <div className="input card-form__stripe-card">
          <CardElement options={{ hidePostalCode: true }} onReady={onReady} />
        </div>
      </div>
    </Elements>
  );
}
