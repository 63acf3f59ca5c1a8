import { callApi } from './api-client';
import { readConsent } from './consent';

type Gtag = (...args: unknown[]) => void;
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** A paid booking as the ad tag's purchase event takes it (gtag's ecommerce fields). */
export type AdPurchase = {
  transactionId: string;
  /** In major units. */
  value: number;
  currency: string;
  listingId: string;
  listingTitle: string;
  quantity: number;
};

let tag: Promise<{ id: string; send: Gtag } | null> | null = null;

/** Installs gtag.js once, from the server's config (none configured: nothing is loaded). */
function adTag() {
  tag ??= callApi('GET /api/config')
    .then((config) => (config.adTag ? install(config.adTag) : null))
    .catch(() => null);
  return tag;
}

function install({ id, scriptUrl }: { id: string; scriptUrl: string }) {
  const w = window as TagWindow;
  w.dataLayer ??= [];
  // gtag.js reads Arguments objects from the data layer, as its own snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return { id, send: w.gtag };
}

/**
 * The browser's ad tag (spec 000 §4, decision 176): loaded only after the cookie banner was
 * accepted, never before; each event is sent only while the choice is still "accepted".
 */
export async function tagPageView(path: string): Promise<void> {
  if (readConsent() !== true) return;
  const loaded = await adTag();
  if (readConsent() === true)
    loaded?.send('event', 'page_view', { send_to: loaded.id, page_path: path });
}

export async function tagPurchase(purchase: AdPurchase): Promise<void> {
  if (readConsent() !== true) return;
  const loaded = await adTag();
  if (readConsent() !== true || !loaded) return;
  loaded.send('event', 'purchase', {
    send_to: loaded.id,
    transaction_id: purchase.transactionId,
    value: purchase.value,
    currency: purchase.currency,
    items: [
      {
        item_id: purchase.listingId,
        item_name: purchase.listingTitle,
        quantity: purchase.quantity,
      },
    ],
  });
}

/** A decline: a tag already loaded stores and sends nothing more (Google's consent mode). */
export function denyAdTag(): void {
  const w = window as TagWindow;
  w.gtag?.('consent', 'update', { ad_storage: 'denied', analytics_storage: 'denied' });
}
