// What every use case, route and job is given (built in app.ts's `buildApp`), in a module of its
// own: the modules that take it import this, not the app that imports them (no import cycle).
import type { FastifyInstance } from 'fastify';
import type { AffiliateTracker } from '../integrations/affiliate-tracker/affiliate-tracker';
import type { AdPixel } from '../integrations/analytics/ad-pixel';
import type { Analytics } from '../integrations/analytics/analytics';
import type { EmailMarketing } from '../integrations/email-marketing/email-marketing';
import type { EmailSender } from '../integrations/email/email-sender';
import type { ErrorReporter } from '../integrations/error-reporting/error-reporter';
import type { Geocoder } from '../integrations/geocoding/geocoder';
import type { ImageStorage } from '../integrations/image-storage/image-storage';
import type { Payments } from '../integrations/payments/payments';
import type { Payouts } from '../integrations/payouts/payouts';
import type { Recommender } from '../integrations/recommendations/recommender';
import type { WalletPasses } from '../integrations/wallet/wallet-passes';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { PublicReadCache } from './read-models/public-read-cache';
import type { LoginThrottle } from './modules/accounts/login-throttle';
import type { NotificationSenders } from './providers/create-senders';
import type { CardCache } from './read-models/card-cache';
import type { PublishedCard } from './modules/search/search-listings';

export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  imageStorage: ImageStorage;
  geocoder: Geocoder;
  /** SMTP when configured; otherwise the outbox is the delivery. */
  emailSender: EmailSender;
  /** Card payments: Stripe when keys are configured, else the card simulator (src/integrations/payments). */
  payments: Payments;
  /** Payouts to operators: Stripe Connect when keys are configured, else the Connect simulator (src/integrations/payouts). */
  payouts: Payouts;
  /** Sentry with SENTRY_DSN; otherwise kept in the database, counted (decision 134). */
  errorReporter: ErrorReporter;
  /** Apple Wallet passes of tickets with the APPLE_PASS_* certificates; otherwise none offered. */
  walletPasses: WalletPasses;
  /** Recommendations: computed in the database (decision 164); a hosted service's client later. */
  recommender: Recommender;
  /** Analytics: PostHog with POSTHOG_API_KEY; otherwise the analytics_events table (decision 166). */
  analytics: Analytics;
  /** The ad pixel's server side: page views and purchases in the analytics store (decision 176). */
  adPixel: AdPixel;
  /** The affiliate tracker: a hosted one with AFFILIATE_TRACKER_URL, else `affiliate_conversions`. */
  affiliateTracker: AffiliateTracker;
  /** Email marketing: Klaviyo with KLAVIYO_API_KEY; otherwise its tables (decision 165). */
  emailMarketing: EmailMarketing;
  /** Published listings' cards in memory (decision 084); without it every page's cards are read. */
  cardCache?: CardCache<PublishedCard>;
} & NotificationSenders;

export type App = FastifyInstance & { deps: AppDeps };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Failed password checks per account and IP: logins and password-protected account changes. */
    loginThrottle: LoginThrottle;
    /** Public answers kept in memory until what they show changes (decision 056). */
    publicReads: PublicReadCache;
  }
}
