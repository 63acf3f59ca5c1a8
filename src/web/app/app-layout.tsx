import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieBanner } from '../components/layout/cookie-banner';
import { TopBar } from '../components/layout/top-bar';
import {
  LanguageSync,
  LimitedAccessBanner,
  ReminderGate,
} from '../components/layout/lazy-signed-in-parts';
import { ReferralTracker } from '../features/affiliates/referral-tracker';
import { ScrollManager } from './scroll-manager';

// Below every page's fold: the server renders it, the browser hydrates it once its code is there.
const Footer = lazy(() =>
  import('../components/layout/footer').then((module) => ({ default: module.Footer })),
);

export function AppLayout() {
  return (
    <div className="app">
      <ScrollManager />
      <ReferralTracker />
      <TopBar />
      <LimitedAccessBanner />
      <LanguageSync />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <CookieBanner />
      <ReminderGate />
    </div>
  );
}
