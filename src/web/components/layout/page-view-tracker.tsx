import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../lib/cookies';

/**
 * Reports each page the visitor opens once they accepted the cookie banner (decision 167); the
 * tracker's code loads only then (an acceptance reports its own page: lib/consent.ts).
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (readCookie(document.cookie, 'euCookiesAccepted') !== '1') return;
    void import('../../lib/tracking').then((tracking) =>
      tracking.trackEvent({ name: 'page-view', path: pathname }),
    );
  }, [pathname]);
  return null;
}
