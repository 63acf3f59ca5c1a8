import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createGeocoder } from '../integrations/geocoding/create-geocoder';
import { createOutboxEmailSender } from '../integrations/email/outbox-email-sender';
import { projectRoot } from './project-root';
import { createChangeFeed } from './read-models/public-changes';
import { registerAuth } from './http/auth';
import { registerDelivery } from './http/delivery';
import { registerErrorHandler } from './http/error-handler';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { createPublicReadCache } from './read-models/public-read-cache';
import { registerMetrics } from './http/metrics';
import { createLocalErrorReporter } from '../integrations/error-reporting/error-reporter';
import { createUnavailableWalletPasses } from '../integrations/wallet/wallet-passes';
import { createLocalAdPixel } from '../integrations/analytics/ad-pixel';
import { createLocalRecommender } from '../integrations/recommendations/local-recommender';
import { loadRecommendationCandidates } from './modules/recommendations/load-recommendation-candidates';
import {
  createDatabaseAffiliateTracker,
  createDatabaseAnalytics,
  createDatabaseEmailMarketing,
} from './providers/local-tracking-stores';
import { createReportedErrorStore } from './modules/errors/record-reported-error';
import { createCardCache } from './read-models/card-cache';
import type { PublishedCard } from './modules/search/search-listings';
import { helmetHeaders } from './http/security-headers';
import { loggerOptions } from './http/logging';
import { LoginThrottle } from './modules/accounts/login-throttle';
import { createPayments } from './providers/create-payments';
import { createNotificationSenders, type NotificationSenders } from './providers/create-senders';
import { recordOutboxMessage } from './modules/notifications/record-outbox-message';
import { storeEmail } from './modules/email/queue-email';
import type { Language } from '../domain/languages';
import { createPayouts } from './providers/create-payouts';
import { accountRoutes } from './routes/account';
import { consoleRoutes } from './routes/console';
import { seedAdminEmails } from './modules/console/grant-admin';
import { affiliateRoutes } from './routes/affiliates';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { webErrorRoutes } from './routes/web-errors';
import { identityProviderRoutes } from './routes/identity-provider';
import { imageRoutes } from './routes/images';
import { listingRoutes } from './routes/listings';
import { ownListingRoutes } from './routes/own-listings';
import { timeSlotRoutes } from './routes/time-slots';
import { publicReviewRoutes, talkRoutes } from './routes/talk';
import { adminTransactionRoutes, transactionRoutes } from './routes/transactions';
import { ticketRoutes } from './routes/tickets';
import { dateProposalRoutes } from './routes/date-proposals';
import { departureRoutes } from './routes/departures';
import { guideRoutes } from './routes/guides';
import { waitlistRoutes } from './routes/waitlist';
import { bookingAnswerRoutes } from './routes/booking-answers';
import { outboxRoutes } from './routes/outbox';
import { testClockRoutes } from './routes/test-clock';
import { paymentRoutes, stripeWebhookRoutes } from './routes/payments';
import { payoutRoutes } from './routes/payouts';
import { userRoutes } from './routes/users';
import { searchRoutes } from './routes/search';
import { webRoutes } from './routes/web';
import { octoRoutes } from './routes/octo';
import { resellerSalesRoutes } from './routes/reseller-sales';
import { recommendationRoutes } from './routes/recommendations';
import { trackingRoutes } from './routes/tracking';

import type { App, AppDeps } from './app-deps';

export type { App, AppDeps };

type BuiltDeps =
  | 'geocoder'
  | 'emailSender'
  | 'payments'
  | 'payouts'
  | 'errorReporter'
  | 'walletPasses'
  | 'recommender'
  | 'analytics'
  | 'emailMarketing'
  | 'adPixel'
  | 'affiliateTracker'
  | keyof NotificationSenders;

/** The app on its dependencies; the geocoder, email, payments, payouts and the other senders follow the config unless given. */
export async function buildApp(
  given: Omit<AppDeps, BuiltDeps> & Partial<Pick<AppDeps, BuiltDeps>>,
  /** Sees every route as it is added (the endpoint table's test compares them). */
  onRoute?: (route: RouteOptions) => void,
): Promise<App> {
  const { config } = given;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
    // Importing the page renderer (compiled from source in the HTTP tests) outlasted Fastify's 10 s
    // on a loaded CI machine; a start that truly hangs still fails, after two minutes.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  // The real clients load only when configured (import()): an unconfigured service costs no memory.
  const emailSender =
    given.emailSender ??
    (config.smtp
      ? (await import('../integrations/email/smtp-email-sender')).createSmtpEmailSender(
          config.smtp,
          config.emailFrom,
        )
      : createOutboxEmailSender());
  // What buildApp opened, it closes.
  if (!given.emailSender) app.addHook('onClose', async () => emailSender.close());
  const deps: AppDeps = {
    // A delivered booking's review invitation: our own email to the traveller (issue 48).
    ...createNotificationSenders(config, recordOutboxMessage(given), async (invitation) => {
      await storeEmail(
        { db: given.db, clock: given.clock, emailSender },
        {
          to: invitation.email,
          userId: invitation.meta.userId ?? null,
          language: invitation.meta.language as Language,
          ...invitation.message,
          dedupeKey: invitation.meta.key,
        },
      );
    }),
    ...given,
    emailSender,
    geocoder:
      given.geocoder ??
      createGeocoder({
        mapboxToken: config.mapboxToken,
        onFallback: (error) =>
          app.log.warn({ err: error }, 'Mapbox geocoding failed; the gazetteer answered'),
      }),
    payments: given.payments ?? (await createPayments(config, given.db, given.clock)),
    payouts:
      given.payouts ??
      (await createPayouts(config, given.db, given.clock, (message, error) =>
        app.log.warn({ err: error }, message),
      )),
    errorReporter:
      given.errorReporter ??
      (config.sentryDsn
        ? (
            await import('../integrations/error-reporting/sentry-error-reporter')
          ).createSentryErrorReporter({ dsn: config.sentryDsn, environment: config.env })
        : createLocalErrorReporter(
            createReportedErrorStore(given.db),
            () => given.clock.now(),
            (error) => app.log.warn({ err: error }, 'An error could not be kept for the console'),
          )),
    walletPasses:
      given.walletPasses ??
      (config.applePasses
        ? (await import('../integrations/wallet/apple-wallet-passes')).createAppleWalletPasses(
            config.applePasses,
            {
              organizationName: 'Levada',
              markSvg: fs.readFileSync(path.join(projectRoot, 'src/web/public/favicon.svg')),
            },
          )
        : createUnavailableWalletPasses()),
    recommender:
      given.recommender ??
      (config.recombee
        ? (
            await import('../integrations/recommendations/recombee-recommender')
          ).createRecombeeRecommender({
            ...config.recombee,
            loadCandidates: (ids) => loadRecommendationCandidates(given.db, ids),
          })
        : createLocalRecommender({
            run: async (query) =>
              ((await given.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
                .rows,
            now: () => given.clock.now(),
          })),
    analytics:
      given.analytics ??
      (config.posthog
        ? (await import('../integrations/analytics/posthog-analytics')).createPosthogAnalytics({
            ...config.posthog,
            publicBaseUrl: config.publicBaseUrl,
          })
        : createDatabaseAnalytics(given.db)),
    adPixel: given.adPixel ?? createLocalAdPixel(createDatabaseAnalytics(given.db).capture),
    affiliateTracker:
      given.affiliateTracker ??
      (config.affiliateTracker
        ? (
            await import('../integrations/affiliate-tracker/http-affiliate-tracker')
          ).createHttpAffiliateTracker(config.affiliateTracker)
        : createDatabaseAffiliateTracker(given.db)),
    emailMarketing:
      given.emailMarketing ??
      (config.klaviyo
        ? (
            await import('../integrations/email-marketing/klaviyo-email-marketing')
          ).createKlaviyoEmailMarketing(config.klaviyo)
        : createDatabaseEmailMarketing(given.db, given.clock)),
  };
  app.addHook('onClose', async () => deps.errorReporter.close());
  // One listening connection for the caches that stay current (decision 141).
  const changes = createChangeFeed(deps.db);
  app.addHook('onClose', async () => changes.close());
  if (!deps.cardCache) {
    const cardCache = createCardCache<PublishedCard>(deps.db, {
      maxCards: config.searchCardCacheSize,
      changes,
    });
    deps.cardCache = cardCache;
    app.addHook('onClose', async () => cardCache.close());
  }
  app.decorate('deps', deps);
  // ADMIN_EMAILS still names administrators: their accounts get the role at start (decision 100).
  await seedAdminEmails(deps, config.adminEmails);
  app.decorate('loginThrottle', new LoginThrottle(deps.db, deps.clock));
  const publicReads = await createPublicReadCache(deps.db, {
    maxBytes: config.publicReadCacheBytes,
    changes,
  });
  app.decorate('publicReads', publicReads);
  app.addHook('onClose', async () => publicReads.close());
  // Before the routes: its timing hook then sees every one of them.
  registerMetrics(app, { ...deps, publicReads, metricsToken: config.metricsToken });

  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The ad tag's host only when one is configured (decision 176); it loads after consent.
        scriptSrc: ["'self'", ...(config.adTag ? [config.adTag.host] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense behind TLS; the proxy tells us through X-Forwarded-Proto.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    // The id every log line of this request carries: a report quoting it finds them.
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Levada API',
        version: '1.0.0',
        description: 'Tours and activities in Madeira and Portugal',
      },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandler(app);
  await app.register(cookie);
  registerAuth(app);
  // Request limits counted in the database, so they hold across processes (decision 090): a
  // route's config.rateLimit (per IP), or requestLimitHook (per account and IP).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db, deps.clock),
  });
  await registerDelivery(app);
  await app.register(healthRoutes);
  await app.register(listingRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(ownListingRoutes, { prefix: '/api' });
  await app.register(timeSlotRoutes, { prefix: '/api' });
  await app.register(transactionRoutes, { prefix: '/api' });
  await app.register(adminTransactionRoutes, { prefix: '/api' });
  await app.register(ticketRoutes, { prefix: '/api' });
  await app.register(dateProposalRoutes, { prefix: '/api' });
  await app.register(bookingAnswerRoutes, { prefix: '/api' });
  await app.register(departureRoutes, { prefix: '/api' });
  await app.register(guideRoutes, { prefix: '/api' });
  await app.register(waitlistRoutes, { prefix: '/api' });
  await app.register(consoleRoutes, { prefix: '/api' });
  await app.register(talkRoutes, { prefix: '/api' });
  await app.register(publicReviewRoutes, { prefix: '/api' });
  await app.register(outboxRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(identityProviderRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(payoutRoutes, { prefix: '/api' });
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  await app.register(affiliateRoutes, { prefix: '/api' });
  await app.register(testClockRoutes, { prefix: '/api' });
  await app.register(webErrorRoutes, { prefix: '/api' });
  await app.register(resellerSalesRoutes, { prefix: '/api' });
  await app.register(recommendationRoutes, { prefix: '/api' });
  await app.register(trackingRoutes, { prefix: '/api' });
  // The OCTO supplier API for resellers (issue 47), with its own error body.
  await app.register(octoRoutes, { prefix: '/octo' });
  await app.register(imageRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(webRoutes);

  return app as unknown as App;
}
