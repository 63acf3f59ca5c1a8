import { callApi } from '../../lib/api-client';
import { saveManifest, writeMeta, type StoredManifest } from './checkin-store';
import { loadScanner } from './scanner';

/** The caches the check-in service worker answers from when offline (vite.config.ts, decision 153). */
export const checkInCaches = { pages: 'checkin-pages', assets: 'checkin-assets' } as const;

/**
 * Downloads a departure for offline use: its manifest and the published ticket key into IndexedDB,
 * the scanner (its worker too), and — for the service worker to serve without a signal — the page
 * and every script, style and message file it loaded.
 */
export async function downloadDeparture(listingId: string, start: string): Promise<StoredManifest> {
  const [manifest, key] = await Promise.all([
    callApi('GET /api/departures/:listingId/:start/manifest', { params: { listingId, start } }),
    callApi('GET /api/ticket-key'),
  ]);
  await writeMeta('ticket-key', key.data.publicKey);
  const stored = await saveManifest(manifest.data, new Date());
  await loadScanner();
  await keepForOffline();
  return stored;
}

/** The page and every script, style and message file it loaded, into the service worker's caches. */
export async function keepForOffline(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    await (await caches.open(checkInCaches.assets)).addAll([...new Set(assets)]);
    await (await caches.open(checkInCaches.pages)).add('/checkin');
  } catch {
    // Without the cache the app still works while the page stays open.
  }
}
