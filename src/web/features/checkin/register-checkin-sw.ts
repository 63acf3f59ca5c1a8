import { Workbox } from 'workbox-window';

// The check-in app's service worker (decision 153), registered from the check-in page only, with
// the scope /checkin: no other page of the site is controlled by it. The web app manifest is linked
// from here too, so that only /checkin is offered for installation.
export function registerCheckInWorker(): void {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/checkin.webmanifest';
    document.head.append(link);
  }
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void new Workbox('/checkin-sw.js', { scope: '/checkin' }).register().catch(() => {});
}
