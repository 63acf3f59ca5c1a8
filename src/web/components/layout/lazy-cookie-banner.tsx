import { useEffect, useState } from 'react';
import { withTexts } from '../../i18n/page-messages';
import { readCookie } from '../../lib/cookies';
import { besideThePage } from '../lazy-beside';

const bundles = ['layout.cookies'] as const;

const Banner = besideThePage(
  (locale) =>
    withTexts(
      import('./cookie-banner').then((module) => module.CookieBanner),
      bundles,
      locale,
    ),
  null,
);

/**
 * The cookie banner, whose code and texts load only in a browser that has not chosen yet (decision
 * 167): the cookie is read once mounted, so the server never renders it.
 */
export function LazyCookieBanner() {
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    const choice = readCookie(document.cookie, 'euCookiesAccepted');
    setIsNeeded(choice !== '1' && choice !== '0');
  }, []);
  return isNeeded ? <Banner /> : null;
}
