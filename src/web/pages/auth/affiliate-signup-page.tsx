import { userTypes } from '../../../domain/accounts';
import { SignupPageView } from './signup-page';

/** /signup-affiliate: the sign-up form with the user type preset to affiliate (3). */
export default function AffiliateSignupPage() {
  return (
    <SignupPageView
      initialType={userTypes.affiliate}
      titleId="accounts.signup.affiliateTitle"
      leadId="accounts.signup.affiliateLead"
    />
  );
}
