import { useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useLocation } from 'react-router';
import { userTypes } from '../../../domain/accounts';
import {
  affiliateCommission,
  affiliateTierTable,
  minimumAffiliatePayout,
} from '../../../domain/affiliates';
import { useCurrentUser } from '../../auth/use-current-user';
import { CheckCircleIcon, CompassIcon } from '../../components/icons/icons';
import { ShieldIcon, TagIcon } from '../../components/icons/page-icons';
import { LazySignupForm } from '../../features/accounts/lazy-signup-form';
import { useAfterSignup } from '../../features/accounts/use-after-signup';
import { TierTable } from '../../features/affiliates/tier-table';
import { PageMessages } from '../../i18n/page-messages';
import type { MessageBundle } from '../../i18n/locales';
import { formatPrice } from '../../lib/format-price';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import '../operators/tour-operators-page.css';
import '../../features/affiliates/affiliates.css';
import '../static/static-pages.css';
import { ButtonLink } from '../../components/button/button-link';

// The landing texts, and the tier table's (shared with the FAQ).
const bundles: MessageBundle[] = ['partners', 'affiliates.tiers'];
const benefits = [
  { key: 'commission', Icon: TagIcon },
  { key: 'flyer', Icon: CompassIcon },
  { key: 'payouts', Icon: ShieldIcon },
] as const;
const steps = ['signup', 'share', 'earn'] as const;
/** The worked example: two adults on a 45 € levada walk. */
const exampleValue = 9_000;

/**
 * /affiliates (LandingPageSA: hotels, shops, anyone who sends guests) and /bnbs (the same programme
 * told to B&B and guesthouse hosts): what an affiliate earns per tier (from the domain), how payouts
 * work, and the sign-up form preset to affiliate.
 */
export default function AffiliatesLandingPage() {
  return (
    <PageMessages bundles={bundles}>
      <Landing audience={useLocation().pathname.startsWith('/bnbs') ? 'bnbs' : 'affiliates'} />
    </PageMessages>
  );
}

function Landing({ audience }: { audience: 'affiliates' | 'bnbs' }) {
  const intl = useIntl();
  const auth = useCurrentUser();
  const afterSignup = useAfterSignup();
  const signedUpHere = useRef(false);
  useDocumentTitle(
    intl.formatMessage({ id: `partners.${audience}.title` }),
    intl.formatMessage({ id: `partners.${audience}.lead` }),
  );
  const isSignedIn = auth.status === 'signed-in' && !signedUpHere.current;
  const euros = (cents: number) => formatPrice(cents, 'EUR', intl.locale);
  const example = (tier: 'standard' | 'platinum') =>
    euros(affiliateCommission({ value: exampleValue, tier, isSeasonalTour: false }).amount);
  const top = affiliateTierTable[affiliateTierTable.length - 1]!;

  return (
    <div className="operators-page affiliates-landing">
      <section className="operators-page__hero">
        <div className="container operators-page__hero-inner">
          <div className="operators-page__pitch">
            <p className="operators-page__eyebrow">
              <CompassIcon size={18} />
              <FormattedMessage id={`partners.${audience}.eyebrow`} />
            </p>
            <h1 className="operators-page__title">
              <FormattedMessage id={`partners.${audience}.title`} />
            </h1>
            <p className="operators-page__lead">
              <FormattedMessage id={`partners.${audience}.lead`} />
            </p>
            <ul className="operators-page__benefits">
              {benefits.map(({ key, Icon }) => (
                <li key={key}>
                  <span className="operators-page__benefit-icon">
                    <Icon size={22} />
                  </span>
                  <div>
                    <h2 className="operators-page__benefit-title">
                      <FormattedMessage id={`partners.benefit.${key}.title`} />
                    </h2>
                    <p>
                      <FormattedMessage
                        id={`partners.benefit.${key}.text`}
                        values={{
                          top: intl.formatNumber(top.rateBasisPoints / 10_000, {
                            style: 'percent',
                            maximumFractionDigits: 1,
                          }),
                          minimum: euros(minimumAffiliatePayout),
                        }}
                      />
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
                {auth.user.type === userTypes.affiliate ? (
                  <>
                    <p className="auth-card__lead">
                      <FormattedMessage id="partners.signedInAffiliate" />
                    </p>
                    <ButtonLink variant="primary" to="/affiliate-dashboard">
                      <FormattedMessage id="accounts.tabs.dashboard" />
                    </ButtonLink>
                  </>
                ) : (
                  <p className="auth-card__lead">
                    <FormattedMessage id="partners.signedInOther" />
                  </p>
                )}
              </>
            ) : (
              <>
                <h2 className="auth-card__title">
                  <FormattedMessage id="partners.formTitle" />
                </h2>
                <p className="auth-card__lead">
                  <FormattedMessage id="partners.formLead" />
                </p>
                <LazySignupForm
                  initialType={userTypes.affiliate}
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

      <section className="container operators-page__steps" aria-labelledby="partners-earn">
        <h2 id="partners-earn">
          <FormattedMessage id="partners.earn.title" />
        </h2>
        <p>
          <FormattedMessage id="partners.earn.lead" />
        </p>
        <div className="affiliates-landing__tiers">
          <TierTable />
        </div>
        <p data-testid="partners-example">
          <FormattedMessage
            id="partners.earn.example"
            values={{
              value: euros(exampleValue),
              standard: example('standard'),
              platinum: example('platinum'),
            }}
          />
        </p>
      </section>

      <section className="container operators-page__steps" aria-labelledby="partners-how">
        <h2 id="partners-how">
          <FormattedMessage id="partners.how.title" />
        </h2>
        <ol className="operators-page__step-list">
          {steps.map((key, index) => (
            <li key={key}>
              <span className="operators-page__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <FormattedMessage id={`partners.how.${key}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`partners.how.${key}.text`} />
              </p>
            </li>
          ))}
        </ol>
        <h3>
          <FormattedMessage id="partners.payouts.title" />
        </h3>
        <p>
          <FormattedMessage
            id="partners.payouts.text"
            values={{ minimum: euros(minimumAffiliatePayout) }}
          />
        </p>
        <p className="operators-page__note">
          <CheckCircleIcon size={18} />
          <FormattedMessage id="partners.note" />{' '}
          <Link to={audience === 'bnbs' ? '/affiliates' : '/bnbs'}>
            <FormattedMessage id={`partners.${audience}.other`} />
          </Link>
        </p>
      </section>
    </div>
  );
}
