import { Outlet } from 'react-router';
import { CookieBanner } from '../components/layout/cookie-banner';
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
      <TopBar />
      <LimitedAccessBanner />
      <ReminderGate />
      <LanguageSync />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <LazyFooter />
      <CookieBanner />
    </div>
  );
}
