import { Outlet } from 'react-router';
import { LazyCookieBanner } from '../components/layout/lazy-cookie-banner';
import { PageViewTracker } from '../components/layout/page-view-tracker';
import { LazyFooter } from '../components/layout/lazy-footer';
import { TopBar } from '../components/layout/top-bar';
import {
  LanguageSync,
  LimitedAccessBanner,
  ReminderGate,
} from '../components/layout/lazy-signed-in-parts';
import { ReferralTracker } from '../features/affiliates/referral-tracker';
import { ScrollManager } from './scroll-manager';

export function AppLayout() {
  return (
    <div className="app">
      <ScrollManager />
      <ReferralTracker />
      <PageViewTracker />
      <TopBar />
      <LimitedAccessBanner />
      <ReminderGate />
      <LanguageSync />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <LazyFooter />
      <LazyCookieBanner />
    </div>
  );
}
