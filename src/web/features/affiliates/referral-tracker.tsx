import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/storage';

const refKey = 'levada.ref';
const utmKey = 'levada.utm';

/**
 * Keeps an affiliate's `ref` while the visitor browses (spec 001 §2): a ref in the URL is reported
 * once (the server counts the click and sets the 30-day referral cookie) and re-added to every later
 * URL that lacks it. utm_ parameters are kept only when none were saved before.
 */
export function ReferralTracker() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const ref = params.get('ref');
    const utm = [...params].filter(([name]) => name.startsWith('utm_'));
    if (utm.length > 0 && !readStored(() => localStorage, utmKey))
      writeStored(() => localStorage, utmKey, JSON.stringify(Object.fromEntries(utm)));
    if (ref) {
      if (ref !== readStored(() => sessionStorage, refKey)) {
        writeStored(() => sessionStorage, refKey, ref);
        callApi('POST /api/affiliate-clicks', { body: { ref: ref.slice(0, 200) } }).catch(() => {});
      }
      return;
    }
    const kept = readStored(() => sessionStorage, refKey);
    if (!kept) return;
    params.set('ref', kept);
    void navigate(
      { pathname: location.pathname, search: `?${params}`, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
  return null;
}

/** Whether this visit came through a referral link (the checkout's hasAffiliate). */
export const hasReferral = (): boolean => Boolean(readStored(() => sessionStorage, refKey));
