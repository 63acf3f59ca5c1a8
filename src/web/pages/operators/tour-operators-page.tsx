import { useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import {
  CalendarIcon,
  CheckCircleIcon,
  CompassIcon,
  UsersIcon,
} from '../../components/icons/icons';
import { ShieldIcon } from '../../components/icons/page-icons';
import { LazySignupForm } from '../../features/accounts/lazy-signup-form';
import { useAfterSignup } from '../../features/accounts/use-after-signup';
import { useMarketplaceSettings } from '../../lib/public-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import './tour-operators-page.css';
import { providerCommissionPercent as defaultFee } from '../../../domain/commission';
import { ButtonLink } from '../../components/button/button-link';

const benefits = [
  { key: 'reach', Icon: UsersIcon },
  { key: 'calendar', Icon: CalendarIcon },
  { key: 'paid', Icon: ShieldIcon },
] as const;
const steps = ['signup', 'listing', 'bookings'] as const;

/** /tour-operators (LandingPageTO): why list tours on Levada, and the sign-up form preset to operator. */
export default function TourOperatorsPage() {
  const intl = useIntl();
  const auth = useCurrentUser();
  const afterSignup = useAfterSignup();
  const signedUpHere = useRef(false);
  // The fee the console sets (the server render has it, so the page never shows another).
  const providerCommissionPercent =
    useMarketplaceSettings().providerCommissionPercent ?? defaultFee;
  useDocumentTitle(
    intl.formatMessage({ id: 'accounts.operators.title' }),
    intl.formatMessage({ id: 'accounts.operators.lead' }),
  );
  const isSignedIn = auth.status === 'signed-in' && !signedUpHere.current;

  return (
    <div className="operators-page">
      <section className="operators-page__hero">
        <div className="container operators-page__hero-inner">
          <div className="operators-page__pitch">
            <p className="operators-page__eyebrow">
              <CompassIcon size={18} />
              <FormattedMessage id="accounts.operators.eyebrow" />
            </p>
            <h1 className="operators-page__title">
              <FormattedMessage id="accounts.operators.title" />
            </h1>
            <p className="operators-page__lead">
              <FormattedMessage id="accounts.operators.lead" />
            </p>
            <ul className="operators-page__benefits">
              {benefits.map(({ key, Icon }) => (
                <li key={key}>
                  <span className="operators-page__benefit-icon">
                    <Icon size={22} />
                  </span>
                  <div>
                    <h2 className="operators-page__benefit-title">
                      <FormattedMessage id={`accounts.operators.benefit.${key}.title`} />
                    </h2>
                    <p>
                      <FormattedMessage id={`accounts.operators.benefit.${key}.text`} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="auth-card operators-page__card" id="signup">
            {isSignedIn ? (
              <>
                <h2 className="auth-card__title">
                  <FormattedMessage
                    id="accounts.operators.signedInTitle"
                    values={{ name: auth.user.firstName }}
                  />
                </h2>
                {auth.user.type === userTypes.operator ? (
                  <>
                    <p className="auth-card__lead">
                      <FormattedMessage id="accounts.operators.signedInOperator" />
                    </p>
                    <ButtonLink variant="primary" to="/listings">
                      <FormattedMessage id="accounts.menu.manageListings" />
                    </ButtonLink>
                  </>
                ) : (
                  <p className="auth-card__lead">
                    <FormattedMessage id="accounts.operators.signedInOther" />
                  </p>
                )}
              </>
            ) : (
              <>
                <h2 className="auth-card__title">
                  <FormattedMessage id="accounts.operators.formTitle" />
                </h2>
                <p className="auth-card__lead">
                  <FormattedMessage
                    id="accounts.operators.formLead"
                    values={{ fee: providerCommissionPercent }}
                  />
                </p>
                <LazySignupForm
                  initialType={userTypes.operator}
                  onSignedUp={(info) => {
                    signedUpHere.current = true;
                    afterSignup(info);
                  }}
                />
                <p className="auth-card__footer">
                  <FormattedMessage id="accounts.signup.haveAccount" />{' '}
                  <Link to="/login">
                    <FormattedMessage id="accounts.signup.loginLink" />
                  </Link>
                </p>
              </>
            )}
          </div>
        </div>
      </section>
      <section className="container operators-page__steps" aria-labelledby="operators-how">
        <h2 id="operators-how">
          <FormattedMessage id="accounts.operators.how.title" />
        </h2>
        <ol className="operators-page__step-list">
          {steps.map((key, index) => (
            <li key={key}>
              <span className="operators-page__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <FormattedMessage id={`accounts.operators.how.${key}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`accounts.operators.how.${key}.text`} />
              </p>
            </li>
          ))}
        </ol>
        <p className="operators-page__note">
          <CheckCircleIcon size={18} />
          <FormattedMessage
            id="accounts.operators.note"
            values={{ fee: providerCommissionPercent }}
          />
        </p>
      </section>
    </div>
  );
}
