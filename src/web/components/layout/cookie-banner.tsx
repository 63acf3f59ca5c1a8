import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { cookieString, readCookie } from '../../lib/cookies';
import './cookie-banner.css';

export const consentCookieName = 'euCookiesAccepted';
/** Consent lasts 10 years (spec 001 §9). */
export const consentMaxAgeSeconds = 10 * 365 * 24 * 60 * 60;

/** Shown until the visitor continues; then the cookie euCookiesAccepted=1 hides it (spec 001 §4). */
export function CookieBanner() {
  const intl = useIntl();
  // Unknown until mounted: the cookie is read in the browser only, so the server never renders the banner.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readCookie(document.cookie, consentCookieName) !== '1');
  }, []);

  if (!visible) return null;
  const accept = () => {
    document.cookie = cookieString(consentCookieName, '1', {
      maxAgeSeconds: consentMaxAgeSeconds,
      secure: window.location.protocol === 'https:',
    });
    setVisible(false);
  };

  return (
    <section
      className="cookie-banner"
      aria-label={intl.formatMessage({ id: 'layout.cookies.label' })}
    >
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">
          <FormattedMessage
            id="layout.cookies.text"
            values={{ link: (chunks) => <Link to="/privacy-policy">{chunks}</Link> }}
          />
        </p>
        <button type="button" className="button button--primary" onClick={accept}>
          <FormattedMessage id="layout.cookies.continue" />
        </button>
      </div>
    </section>
  );
}
