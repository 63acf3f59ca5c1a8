import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { AppleWalletConfig } from '../integrations/wallet/apple-wallet-passes';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// Every setting the server reads, validated once at boot. The product runs with none of them set.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEED_ON_EMPTY: bool.default(true),
  TEST_CLOCK: bool.default(false),
  TRUST_PROXY: bool.default(false),
  // GET /metrics from elsewhere than this machine: the token as `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Sentry's project DSN: errors go there; without it they are kept for the console (decision 134).
  SENTRY_DSN: z.url('must be a Sentry DSN (https://key@host/project)').optional(),
  // Email marketing (decision 165): Klaviyo's private API key; without it profiles and events stay in the database.
  KLAVIYO_API_KEY: z.string().min(8, 'must be a Klaviyo private API key').optional(),
  KLAVIYO_BASE_URL: z.url().default('https://a.klaviyo.com'),
  // Analytics (decision 166): a PostHog project key and its region's host; without it events stay in the database.
  POSTHOG_API_KEY: z.string().min(8, 'must be a PostHog project API key').optional(),
  POSTHOG_HOST: z.url().default('https://eu.i.posthog.com'),
  // Recommendations (decision 174): a Recombee database and its private token (both or neither), in
  // its region (EU by default); without them the recommendations are computed in the database.
  RECOMBEE_DATABASE: z.string().min(1).optional(),
  RECOMBEE_TOKEN: z.string().min(16, 'must be a Recombee private token').optional(),
  // The ad tag (decision 176): a Google tag id (AW-… Ads, G-… Analytics 4) loaded in the browser only
  // after the cookie banner's consent, from AD_TAG_HOST (which the Content-Security-Policy then allows).
  AD_TAG_ID: z
    .string()
    .regex(/^(AW|G|GT|DC)-[A-Z0-9]{4,20}$/, 'must be a Google tag id (AW-…, G-…)')
    .optional(),
  AD_TAG_HOST: z.url().default('https://www.googletagmanager.com'),
  // The affiliate tracker (decision 176): a hosted tracker's conversion URL and token; without it the
  // conversions are kept in the database (console, Marketing).
  AFFILIATE_TRACKER_URL: z.url().optional(),
  AFFILIATE_TRACKER_TOKEN: z.string().min(8).optional(),
  RECOMBEE_REGION: z.enum(['eu-west', 'us-west', 'ap-se', 'ca-east']).default('eu-west'),
  // Apple Wallet passes of tickets: the pass type's certificate and key, Apple's WWDR certificate
  // (each PEM text or a file's path), the pass type id and the team; without them no pass is offered.
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\./, 'must be a pass type id (pass.…)')
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team id')
    .optional(),
  APPLE_PASS_CERT: z.string().optional(),
  APPLE_PASS_KEY: z.string().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT: z.string().optional(),
  // Server processes on the one port (node:cluster); default 1 on PGlite, the cores on PostgreSQL.
  WEB_CONCURRENCY: z.coerce
    .number('must be a whole number from 1 to 64')
    .int('must be a whole number from 1 to 64')
    .min(1, 'must be a whole number from 1 to 64')
    .max(64, 'must be a whole number from 1 to 64')
    .optional(),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  LISTING_APPROVAL_REQUIRED: bool.default(false),
  // A tile host's MapLibre style; without one the map draws its embedded basemap of Portugal.
  MAP_STYLE_URL: z.url().optional(),
  MAPBOX_TOKEN: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  EMAIL_FROM: z.string().default('Levada <no-reply@levada.localhost>'),
  OUTBOX_PUBLIC: bool.optional(),
  OCTO_WEBHOOKS_ALLOW_PRIVATE: bool.optional(),
  IMAGE_PROXY_HOSTS: z.string().max(2000).default(''),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().max(40).default('Levada ID'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_...)')
    .optional(),
  // Tests only: where the Stripe API is (the journeys' Stripe-shaped test API); refused off a local test server.
  STRIPE_API_URL: z.url().optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  CUSTOMER_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  // The marketplace's staff (decision 040): comma-separated emails; each must be a valid address.
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  SLACK_SALES_WEBHOOK_URL: z.url().optional(),
  SLACK_ALERTS_WEBHOOK_URL: z.url().optional(),
  // Images in an S3-compatible bucket (decision 136); without S3_BUCKET they are files in DATA_DIR.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  PUBLIC_READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  SEARCH_CARD_CACHE: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicBaseUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  seedOnEmpty: boolean;
  /** The browser journeys' clock: real time plus an offset POST /api/test/clock moves (local servers only). */
  isTestClock: boolean;
  trustProxy: boolean;
  /** Lets GET /metrics answer outside loopback to this bearer token (none: loopback only). */
  metricsToken: string | undefined;
  /** Where errors are reported (Sentry); none: kept in the database. */
  sentryDsn: string | undefined;
  /** Klaviyo (email marketing); null: profiles and events kept in the database. */
  klaviyo: { apiKey: string; baseUrl: string } | null;
  /** PostHog (analytics); null: events kept in the database. */
  posthog: { apiKey: string; host: string } | null;
  /** The browser's ad tag (gtag.js), after consent; null: none (the server's ad pixel still counts). */
  adTag: { id: string; host: string } | null;
  /** A hosted affiliate tracker's conversion URL; null: conversions kept in the database. */
  affiliateTracker: { url: string; token: string | undefined } | null;
  /** Recombee (recommendations); null: computed in the database. */
  recombee: { databaseId: string; token: string; region: string } | null;
  /** How many server processes share the port (WEB_CONCURRENCY). */
  webConcurrency: number;
  /** Signing Apple Wallet passes (PEM texts); null: tickets have no Wallet pass. */
  applePasses: AppleWalletConfig | null;
  webDistDir: string;
  listingApprovalRequired: boolean;
  /** The tile host's style; null: the embedded basemap (no outside request). */
  mapStyleUrl: string | null;
  /** Mapbox geocoding; the embedded Portugal gazetteer answers without it. */
  mapboxToken: string | undefined;
  /** The image bucket; null: files under DATA_DIR/images. */
  s3: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl?: string;
  } | null;
  /** Real email delivery; without it the outbox is the delivery (the demo reads emails at /outbox). */
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | null;
  emailFrom: string;
  /** Whether /outbox (every stored email, with its links) is open to anyone who can reach the site: by default only on a local demo. */
  outboxPublic: boolean;
  /**
   * Whether a reseller's webhook may point at loopback or a private network (decision 158): by
   * default only in tests (NODE_ENV=test); OCTO_WEBHOOKS_ALLOW_PRIVATE=true for a demo on one machine.
   */
  octoWebhooksAllowPrivate: boolean;
  /**
   * Hosts besides our own whose pictures the image proxy resizes (IMAGE_PROXY_HOSTS, comma
   * separated; decision 169); never an address off the public internet.
   */
  imageProxyHosts: string[];
  /** Days a delivered, failed or stored message keeps its recipient and bodies (decision 079). */
  outboxRetentionDays: number;
  /** Sign-in with an OpenID Connect identity provider, when configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string; providerName: string } | null;
  /** Card payments through Stripe; without keys the card simulator takes them (nothing leaves the machine). */
  stripe: {
    secretKey: string;
    publishableKey: string;
    /** Only on a local test server (STRIPE_API_URL): a Stripe-shaped test API instead of Stripe's. */
    api?: { host: string; port: number; protocol: 'http' | 'https' };
  } | null;
  /** Signing secret of the webhook endpoint /api/stripe/webhooks; without it the route refuses every call. */
  stripeWebhookSecret: string | undefined;
  /** The marketplace's fee added to what the customer pays (line-item/customer-commission), whole percent. */
  customerCommissionPercent: number;
  /** Verified accounts with these emails act as the marketplace operator (admin routes). */
  adminEmails: string[];
  /** SMS and WhatsApp through Twilio; each channel without its sender number is kept in the outbox. */
  twilio: { accountSid: string; authToken: string; from?: string; whatsappFrom?: string } | null;
  /** Slack incoming webhooks for the team's sales and alerts channels. */
  slack: { salesWebhookUrl?: string; alertsWebhookUrl?: string };
  /**
   * Whether this site is a developer's machine or a test site (from PUBLIC_BASE_URL and NODE_ENV): chat
   * alerts are then kept in the outbox, never posted (docs/decisions/043-notifications.md).
   */
  isLocalOrTestHost: boolean;
  /** Memory for public answers kept between changes (decision 056), in bytes of JSON; 0 turns it off. */
  publicReadCacheBytes: number;
  /** Published listings' cards each process keeps for searches (decision 084); 0 keeps none. */
  searchCardCacheSize: number;
};

/** localhost, loopback addresses, reserved local/test names, and hosts named test.* or staging.*. */
export function isLocalOrTestUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    /\.(localhost|local|test|example|invalid)$/.test(host) ||
    /^(test|staging)[.-]/.test(host)
  );
}

/** A Stripe API address as stripe-node's host, port and protocol. */
function stripeApiOf(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const { hostname, port, protocol } = new URL(url);
  const isHttps = protocol === 'https:';
  return {
    host: hostname,
    port: Number(port || (isHttps ? 443 : 80)),
    protocol: isHttps ? 'https' : 'http',
  };
}

/** Why the server cannot start, said to the person starting it without a stack trace. */
export class StartError extends Error {}

export class ConfigError extends StartError {}

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * The outbox holds every password-reset link: by default it opens only where nothing else delivers
 * email (no SMTP) and nobody else can reach the site (the server listens on loopback and its public
 * address is local or a test name), i.e. a demo or a test (docs/decisions/011-email-and-outbox.md).
 */
function isOutboxOpenByDefault(
  e: { SMTP_HOST?: string; HOST: string },
  publicBaseUrl: string,
): boolean {
  return !e.SMTP_HOST && loopbackHost.test(e.HOST) && isLocalOrTestUrl(publicBaseUrl);
}

/** What the start-up log says about the outbox: loudly when it is open, plainly when emails go nowhere. */
export function outboxNotice(
  config: Pick<Config, 'outboxPublic' | 'smtp' | 'publicBaseUrl'>,
): { level: 'warn' | 'info'; message: string } | null {
  if (config.outboxPublic) {
    return {
      level: 'warn',
      message: `THE OUTBOX IS OPEN: anyone who can reach ${config.publicBaseUrl}/outbox reads every email, password-reset links included. Set OUTBOX_PUBLIC=false, or configure SMTP_HOST, before real people use this server.`,
    };
  }
  if (!config.smtp) {
    return {
      level: 'warn',
      message:
        'No SMTP_HOST: emails are kept in the outbox, sent to no one and shown to no one. Configure SMTP_HOST to deliver them.',
    };
  }
  return null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const e = parsed.data;
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`;
  const problems: string[] = [];
  if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)) {
    problems.push(
      '  OIDC_CLIENT_ID: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed with OIDC_ISSUER',
    );
  }
  if (e.SMTP_USER && !e.SMTP_HOST) problems.push('  SMTP_HOST: needed with SMTP_USER');
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY))
    problems.push(
      '  S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed with S3_BUCKET',
    );
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PUBLIC_URL))
    problems.push('  S3_BUCKET: needed with the other S3_ settings');
  if ((e.WEB_CONCURRENCY ?? 1) > 1 && !e.DATABASE_URL)
    problems.push(
      '  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database is one process’s)',
    );
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    problems.push(
      '  STRIPE_PUBLISHABLE_KEY: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together',
    );
  }
  if (
    e.STRIPE_API_URL &&
    !(
      loopbackHost.test(e.HOST) &&
      isLocalOrTestUrl(publicBaseUrl) &&
      loopbackHost.test(new URL(e.STRIPE_API_URL).hostname)
    )
  )
    problems.push(
      '  STRIPE_API_URL: only on a local test server (HOST on loopback, a local PUBLIC_BASE_URL), to an API on loopback',
    );
  if (e.TWILIO_ACCOUNT_SID && !e.TWILIO_AUTH_TOKEN)
    problems.push('  TWILIO_AUTH_TOKEN: needed with TWILIO_ACCOUNT_SID');
  if ((e.TWILIO_FROM || e.TWILIO_WHATSAPP_FROM) && !e.TWILIO_ACCOUNT_SID) {
    problems.push('  TWILIO_ACCOUNT_SID: needed with TWILIO_FROM or TWILIO_WHATSAPP_FROM');
  }
  const applePassVariables = [
    'APPLE_PASS_TYPE_ID',
    'APPLE_TEAM_ID',
    'APPLE_PASS_CERT',
    'APPLE_PASS_KEY',
    'APPLE_WWDR_CERT',
  ] as const;
  const applePassesSet = applePassVariables.filter((name) => e[name]);
  if (applePassesSet.length > 0 && applePassesSet.length < applePassVariables.length)
    for (const name of applePassVariables.filter((n) => !e[n]))
      problems.push(`  ${name}: needed with the other APPLE_ settings (Wallet passes)`);
  const pem = (name: (typeof applePassVariables)[number]) => {
    const value = e[name]!;
    if (value.includes('-----BEGIN')) return value;
    try {
      return fs.readFileSync(value, 'utf8');
    } catch {
      problems.push(`  ${name}: neither PEM text nor a readable file (${value})`);
      return '';
    }
  };
  const applePasses =
    applePassesSet.length === applePassVariables.length
      ? {
          passTypeId: e.APPLE_PASS_TYPE_ID!,
          teamId: e.APPLE_TEAM_ID!,
          signerCert: pem('APPLE_PASS_CERT'),
          signerKey: pem('APPLE_PASS_KEY'),
          signerKeyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE,
          wwdr: pem('APPLE_WWDR_CERT'),
        }
      : null;
  if (e.TEST_CLOCK && !(loopbackHost.test(e.HOST) && isLocalOrTestUrl(publicBaseUrl)))
    problems.push(
      '  TEST_CLOCK: only on a local test server (HOST on loopback, a local PUBLIC_BASE_URL)',
    );
  if (problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee .env.example.`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicBaseUrl,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedOnEmpty: e.SEED_ON_EMPTY,
    isTestClock: e.TEST_CLOCK,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    sentryDsn: e.SENTRY_DSN,
    klaviyo: e.KLAVIYO_API_KEY ? { apiKey: e.KLAVIYO_API_KEY, baseUrl: e.KLAVIYO_BASE_URL } : null,
    posthog: e.POSTHOG_API_KEY ? { apiKey: e.POSTHOG_API_KEY, host: e.POSTHOG_HOST } : null,
    adTag: e.AD_TAG_ID ? { id: e.AD_TAG_ID, host: new URL(e.AD_TAG_HOST).origin } : null,
    affiliateTracker: e.AFFILIATE_TRACKER_URL
      ? { url: e.AFFILIATE_TRACKER_URL, token: e.AFFILIATE_TRACKER_TOKEN }
      : null,
    recombee:
      e.RECOMBEE_DATABASE && e.RECOMBEE_TOKEN
        ? { databaseId: e.RECOMBEE_DATABASE, token: e.RECOMBEE_TOKEN, region: e.RECOMBEE_REGION }
        : null,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? os.availableParallelism() : 1),
    applePasses,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    listingApprovalRequired: e.LISTING_APPROVAL_REQUIRED,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    mapboxToken: e.MAPBOX_TOKEN,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : null,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
        }
      : null,
    emailFrom: e.EMAIL_FROM,
    outboxPublic: e.OUTBOX_PUBLIC ?? isOutboxOpenByDefault(e, publicBaseUrl),
    octoWebhooksAllowPrivate: e.OCTO_WEBHOOKS_ALLOW_PRIVATE ?? e.NODE_ENV === 'test',
    imageProxyHosts: e.IMAGE_PROXY_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            ...(e.STRIPE_API_URL ? { api: stripeApiOf(e.STRIPE_API_URL) } : {}),
          }
        : null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    customerCommissionPercent: e.CUSTOMER_COMMISSION_PERCENT,
    adminEmails: e.ADMIN_EMAILS,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            whatsappFrom: e.TWILIO_WHATSAPP_FROM,
          }
        : null,
    slack: {
      salesWebhookUrl: e.SLACK_SALES_WEBHOOK_URL,
      alertsWebhookUrl: e.SLACK_ALERTS_WEBHOOK_URL,
    },
    isLocalOrTestHost: e.NODE_ENV === 'test' || isLocalOrTestUrl(publicBaseUrl),
    publicReadCacheBytes: e.PUBLIC_READ_CACHE_MB * 1024 * 1024,
    searchCardCacheSize: e.SEARCH_CARD_CACHE,
  };
}
