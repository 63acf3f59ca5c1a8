import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { chooseConsent, consentCookieName, readConsent } from '../../lib/consent';
import './cookie-banner.css';
import { Button } from '../button/button';

export { consentCookieName };
export { consentMaxAgeSeconds } from '../../lib/consent';

/**
 * Shown until the visitor chooses (spec 001 §4): continue sets euCookiesAccepted=1, decline sets it
 * to 0; nothing that tracks a person runs before a 1 (decision 167). The privacy page changes it later.
 */
export function CookieBanner() {
  const intl = useIntl();
  // Unknown until mounted: the cookie is read in the browser only, so the server never renders the banner.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readConsent() === null);
  }, []);

  if (!visible) return null;
  const choose = (granted: boolean) => {
    void chooseConsent(granted);
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
        <div className="cookie-banner__actions">
          <Button variant="secondary" onClick={() => choose(false)}>
            <FormattedMessage id="layout.cookies.decline" />
          </Button>
          <Button variant="primary" onClick={() => choose(true)}>
            <FormattedMessage id="layout.cookies.continue" />
          </Button>
        </div>
      </div>
    </section>
  );
}
