import { useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { userTypes } from '../../../domain/accounts';
// Statically: this part already loads beside the checkout (lazy-checkout-auth.tsx), so the forms'
// code (react-hook-form, zod) comes with it in one step rather than after it.
import { LoginForm } from '../../features/accounts/login-form';
import { SignupForm } from '../../features/accounts/signup-form';

/** Log in or sign up right here: the choice stays in the URL, so nothing is lost. */
export function CheckoutAuth() {
  const [tab, setTab] = useState<'login' | 'signup'>('login');
  return (
    <section className="checkout__card" aria-labelledby="checkout-auth-title">
      <h2 id="checkout-auth-title" className="checkout__subtitle">
        <FormattedMessage id="checkout.auth.title" />
      </h2>
      <p className="checkout__hint">
        <FormattedMessage id="checkout.auth.lead" />
      </p>
      <div className="checkout__tabs" role="tablist">
        {(['login', 'signup'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`checkout-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`checkout-panel-${key}`}
            className={`checkout__tab${tab === key ? ' checkout__tab--active' : ''}`}
            onClick={() => setTab(key)}
          >
            <FormattedMessage id={`checkout.auth.${key}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`checkout-panel-${tab}`} aria-labelledby={`checkout-tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm />
        ) : (
          <SignupForm initialType={userTypes.customer} onSignedUp={() => undefined} />
        )}
      </div>
    </section>
  );
}
