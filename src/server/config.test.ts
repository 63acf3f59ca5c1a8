import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLocalOrTestUrl, loadConfig, outboxNotice } from './config';

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('keeps sent messages 90 days by default, and the privacy page says the period set, in every language (decision 079)', async () => {
    expect(loadConfig({}).outboxRetentionDays).toBe(90);
    // The page gets the period from GET /api/config (static-pages.test.tsx renders it).
    const plural = { en: 'days', pt: 'dias', de: 'Tage', es: 'días', fr: 'jours' };
    for (const [language, word] of Object.entries(plural)) {
      const { default: catalogue } = (await import(
        `../web/i18n/messages/${language}/static.json`
      )) as { default: Record<string, string> };
      const message = catalogue['privacy.retention.emails']!;
      expect(message).toContain('{days, plural, one {# ');
      expect(message).toContain(`other {# ${word}}`);
      expect(message).not.toMatch(/\d/);
    }
  });

  it('reads ADMIN_EMAILS as a list of addresses and refuses anything else at boot', () => {
    expect(
      loadConfig({ ADMIN_EMAILS: ' Staff@Levada.example, ops@levada.example ,' }).adminEmails,
    ).toEqual(['staff@levada.example', 'ops@levada.example']);
    expect(configErrorOf({ ADMIN_EMAILS: 'staff@levada.example, not-an-email' }).message).toContain(
      'ADMIN_EMAILS',
    );
  });

  it('runs with nothing set', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      host: '127.0.0.1',
      port: 8080,
      publicBaseUrl: 'http://localhost:8080',
      logLevel: 'info',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seedOnEmpty: true,
      trustProxy: false,
      metricsToken: undefined,
      sentryDsn: undefined,
      klaviyo: null,
      posthog: null,
      recombee: null,
      adTag: null,
      affiliateTracker: null,
      webConcurrency: 1,
      applePasses: null,
      webDistDir: path.resolve('./dist/web'),
      listingApprovalRequired: false,
      mapStyleUrl: null,
      mapboxToken: undefined,
      s3: null,
      smtp: null,
      emailFrom: 'Levada <no-reply@levada.localhost>',
      outboxPublic: true,
      octoWebhooksAllowPrivate: false,
      imageProxyHosts: [],
      outboxRetentionDays: 90,
      oidc: null,
      stripe: null,
      stripeWebhookSecret: undefined,
      customerCommissionPercent: 0,
      adminEmails: [],
      twilio: null,
      slack: { salesWebhookUrl: undefined, alertsWebhookUrl: undefined },
      isLocalOrTestHost: true,
      publicReadCacheBytes: 64 * 1024 * 1024,
      searchCardCacheSize: 10_000,
      isTestClock: false,
    });
  });

  it('treats empty strings as unset', () => {
    expect(
      loadConfig({ PORT: '', LOG_LEVEL: '', DATABASE_URL: '', SEED_ON_EMPTY: '' }),
    ).toMatchObject({
      port: 8080,
      logLevel: 'info',
      databaseUrl: undefined,
      seedOnEmpty: true,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '18432',
      PUBLIC_BASE_URL: 'https://levada.example',
      IMAGE_PROXY_HOSTS: ' cdn.levada.example, Photos.Example.org ,',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/levada-data',
      DATABASE_URL: 'postgresql://app:app@127.0.0.1:5432/app',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'yes',
      METRICS_TOKEN: 'a-token-of-sixteen-or-more',
      SENTRY_DSN: 'https://public@sentry.example/42',
      KLAVIYO_API_KEY: 'pk_live_private_key',
      POSTHOG_API_KEY: 'phc_project_key',
      POSTHOG_HOST: 'https://us.i.posthog.com',
      RECOMBEE_DATABASE: 'levada-prod',
      AD_TAG_ID: 'AW-123456789',
      RECOMBEE_TOKEN: 'recombee-private-token-0001',
      WEB_CONCURRENCY: '3',
      APPLE_PASS_TYPE_ID: 'pass.example.levada',
      APPLE_TEAM_ID: 'ABCDE12345',
      APPLE_PASS_CERT: '-----BEGIN CERTIFICATE-----\nsigner\n-----END CERTIFICATE-----',
      APPLE_PASS_KEY: '-----BEGIN PRIVATE KEY-----\nkey\n-----END PRIVATE KEY-----',
      APPLE_PASS_KEY_PASSPHRASE: 'secret',
      APPLE_WWDR_CERT: '-----BEGIN CERTIFICATE-----\nwwdr\n-----END CERTIFICATE-----',
      WEB_DIST_DIR: '/tmp/levada-web',
      LISTING_APPROVAL_REQUIRED: '1',
      MAP_STYLE_URL: 'https://tiles.example/style.json',
      MAPBOX_TOKEN: 'pk.example',
      S3_BUCKET: 'levada-images',
      S3_ENDPOINT: 'https://s3.example',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 's3-secret',
      S3_PUBLIC_URL: 'https://images.example',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'levada',
      SMTP_PASSWORD: 'smtp-secret',
      EMAIL_FROM: 'Levada <hello@levada.example>',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'levada',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      OIDC_PROVIDER_NAME: 'Example ID',
      STRIPE_SECRET_KEY: 'sk_test_levada',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_levada',
      STRIPE_WEBHOOK_SECRET: 'whsec_levada',
      CUSTOMER_COMMISSION_PERCENT: '5',
      ADMIN_EMAILS: 'ops@levada.example',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'twilio-secret',
      TWILIO_FROM: '+351300000000',
      TWILIO_WHATSAPP_FROM: '+14155238886',
      SLACK_SALES_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/sales',
      SLACK_ALERTS_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/alerts',
      PUBLIC_READ_CACHE_MB: '16',
      SEARCH_CARD_CACHE: '500',
      OUTBOX_RETENTION_DAYS: '30',
    });
    expect(config).toEqual({
      env: 'production',
      host: '0.0.0.0',
      port: 18432,
      publicBaseUrl: 'https://levada.example',
      logLevel: 'warn',
      dataDir: '/tmp/levada-data',
      databaseUrl: 'postgresql://app:app@127.0.0.1:5432/app',
      seedOnEmpty: false,
      trustProxy: true,
      metricsToken: 'a-token-of-sixteen-or-more',
      sentryDsn: 'https://public@sentry.example/42',
      klaviyo: { apiKey: 'pk_live_private_key', baseUrl: 'https://a.klaviyo.com' },
      posthog: { apiKey: 'phc_project_key', host: 'https://us.i.posthog.com' },
      adTag: { id: 'AW-123456789', host: 'https://www.googletagmanager.com' },
      affiliateTracker: null,
      recombee: {
        databaseId: 'levada-prod',
        token: 'recombee-private-token-0001',
        region: 'eu-west',
      },
      webConcurrency: 3,
      applePasses: {
        passTypeId: 'pass.example.levada',
        teamId: 'ABCDE12345',
        signerCert: '-----BEGIN CERTIFICATE-----\nsigner\n-----END CERTIFICATE-----',
        signerKey: '-----BEGIN PRIVATE KEY-----\nkey\n-----END PRIVATE KEY-----',
        signerKeyPassphrase: 'secret',
        wwdr: '-----BEGIN CERTIFICATE-----\nwwdr\n-----END CERTIFICATE-----',
      },
      webDistDir: '/tmp/levada-web',
      listingApprovalRequired: true,
      mapStyleUrl: 'https://tiles.example/style.json',
      mapboxToken: 'pk.example',
      s3: {
        bucket: 'levada-images',
        endpoint: 'https://s3.example',
        region: 'eu-west-1',
        accessKeyId: 'key-id',
        secretAccessKey: 's3-secret',
        publicUrl: 'https://images.example',
      },
      smtp: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        user: 'levada',
        password: 'smtp-secret',
      },
      emailFrom: 'Levada <hello@levada.example>',
      // With real email delivery the outbox closes unless asked otherwise.
      outboxPublic: false,
      octoWebhooksAllowPrivate: false,
      imageProxyHosts: ['cdn.levada.example', 'photos.example.org'],
      outboxRetentionDays: 30,
      oidc: {
        issuer: 'https://id.example.com',
        clientId: 'levada',
        clientSecret: 'oidc-secret',
        providerName: 'Example ID',
      },
      stripe: { secretKey: 'sk_test_levada', publishableKey: 'pk_test_levada' },
      stripeWebhookSecret: 'whsec_levada',
      customerCommissionPercent: 5,
      adminEmails: ['ops@levada.example'],
      twilio: {
        accountSid: 'AC123',
        authToken: 'twilio-secret',
        from: '+351300000000',
        whatsappFrom: '+14155238886',
      },
      slack: {
        salesWebhookUrl: 'https://hooks.slack.com/services/T/B/sales',
        alertsWebhookUrl: 'https://hooks.slack.com/services/T/B/alerts',
      },
      // .example is a reserved test name (RFC 2606): no chat alerts from it.
      isLocalOrTestHost: true,
      publicReadCacheBytes: 16 * 1024 * 1024,
      searchCardCacheSize: 500,
      isTestClock: false,
    });
  });

  it('allows the test clock only on a local server', () => {
    expect(loadConfig({ TEST_CLOCK: 'true', HOST: '127.0.0.1' }).isTestClock).toBe(true);
    expect(() =>
      loadConfig({ TEST_CLOCK: 'true', HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://levada.pt' }),
    ).toThrow(/TEST_CLOCK: only on a local test server/);
  });

  it('points Stripe at a test API only on a local test server and only on loopback', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };
    expect(
      loadConfig({ ...keys, HOST: '127.0.0.1', STRIPE_API_URL: 'http://127.0.0.1:4567' }).stripe,
    ).toMatchObject({ api: { host: '127.0.0.1', port: 4567, protocol: 'http' } });
    expect(loadConfig(keys).stripe).not.toHaveProperty('api');
    expect(() =>
      loadConfig({
        ...keys,
        HOST: '0.0.0.0',
        PUBLIC_BASE_URL: 'https://levada.pt',
        STRIPE_API_URL: 'http://127.0.0.1:4567',
      }),
    ).toThrow(/STRIPE_API_URL: only on a local test server/);
    expect(() =>
      loadConfig({ ...keys, HOST: '127.0.0.1', STRIPE_API_URL: 'https://stripe.attacker.example' }),
    ).toThrow(/STRIPE_API_URL: only on a local test server/);
  });

  it('keeps the outbox closed by default on a server others can reach, and says what happens to emails', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).outboxPublic).toBe(false);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://levada.pt' }).outboxPublic).toBe(false);
    expect(
      loadConfig({ HOST: '::1', PUBLIC_BASE_URL: 'http://levada.test:8080' }).outboxPublic,
    ).toBe(true);
    expect(outboxNotice(loadConfig({ HOST: '0.0.0.0' }))?.message).toMatch(/shown to no one/);
    expect(outboxNotice(loadConfig({}))).toMatchObject({
      level: 'warn',
      message: expect.stringMatching(/^THE OUTBOX IS OPEN/),
    });
    expect(outboxNotice(loadConfig({ SMTP_HOST: 'smtp.example.com' }))).toBeNull();
  });

  it('allows OCTO webhooks to private addresses in tests or when asked only (decision 158)', () => {
    expect(loadConfig({}).octoWebhooksAllowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).octoWebhooksAllowPrivate).toBe(true);
    expect(loadConfig({ OCTO_WEBHOOKS_ALLOW_PRIVATE: 'true' }).octoWebhooksAllowPrivate).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'test', OCTO_WEBHOOKS_ALLOW_PRIVATE: 'false' })
        .octoWebhooksAllowPrivate,
    ).toBe(false);
  });

  it('opens the outbox when asked, even with SMTP', () => {
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', OUTBOX_PUBLIC: 'true' }).outboxPublic).toBe(
      true,
    );
    expect(loadConfig({ OUTBOX_PUBLIC: 'false' }).outboxPublic).toBe(false);
  });

  it('refuses an outbox retention shorter than a day or that is not whole days', () => {
    expect(configErrorOf({ OUTBOX_RETENTION_DAYS: '0' }).message).toContain(
      '  OUTBOX_RETENTION_DAYS: ',
    );
    expect(configErrorOf({ OUTBOX_RETENTION_DAYS: '1.5' }).message).toContain(
      '  OUTBOX_RETENTION_DAYS: ',
    );
  });

  it('needs the OIDC client id and secret with an issuer', () => {
    const error = configErrorOf({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'levada',
    });
    expect(error.message).toContain('  OIDC_CLIENT_ID: ');
    expect(error.message).not.toContain('oidc-secret');
  });

  it('needs every Apple Wallet setting or none, and reads the certificates from files too', () => {
    const error = configErrorOf({
      APPLE_PASS_TYPE_ID: 'pass.example.levada',
      APPLE_PASS_CERT: '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----',
    });
    const named = error.message
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim().split(':')[0]);
    expect(named.sort()).toEqual(['APPLE_PASS_KEY', 'APPLE_TEAM_ID', 'APPLE_WWDR_CERT']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-passes-'));
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const config = loadConfig({
      APPLE_PASS_TYPE_ID: 'pass.example.levada',
      APPLE_TEAM_ID: 'ABCDE12345',
      APPLE_PASS_CERT: file('cert.pem', 'CERT'),
      APPLE_PASS_KEY: file('key.pem', 'KEY'),
      APPLE_WWDR_CERT: file('wwdr.pem', 'WWDR'),
    });
    expect(config.applePasses).toMatchObject({
      signerCert: 'CERT',
      signerKey: 'KEY',
      wwdr: 'WWDR',
    });
    expect(
      configErrorOf({
        APPLE_PASS_TYPE_ID: 'pass.example.levada',
        APPLE_TEAM_ID: 'ABCDE12345',
        APPLE_PASS_CERT: path.join(dir, 'missing.pem'),
        APPLE_PASS_KEY: path.join(dir, 'key.pem'),
        APPLE_WWDR_CERT: path.join(dir, 'wwdr.pem'),
      }).message,
    ).toContain('  APPLE_PASS_CERT: neither PEM text nor a readable file');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('needs both Stripe keys or neither, and never echoes a secret', () => {
    const error = configErrorOf({ STRIPE_SECRET_KEY: 'sk_test_secret-value' });
    expect(error.message).toContain('  STRIPE_PUBLISHABLE_KEY: ');
    expect(error.message).not.toContain('secret-value');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads the boolean %j as %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/app'],
    ['DATABASE_URL', 'localhost:5432'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['SEED_ON_EMPTY', 'maybe'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['SMTP_PORT', 'smtp'],
    ['OIDC_ISSUER', 'id.example.com'],
    ['STRIPE_SECRET_KEY', 'pk_test_wrong-kind'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['CUSTOMER_COMMISSION_PERCENT', '101'],
  ])('refuses %s=%j with a ConfigError naming the variable', (name, value) => {
    const error = configErrorOf({ [name]: value });
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`  ${name}: `);
    expect(error.message).toContain('See .env.example.');
  });

  it('lists every invalid variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    const lines = error.message.split('\n').filter((line) => line.startsWith('  '));
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(error.message).toContain('must be a postgres:// URL');
  });

  it('never echoes a database password in the error', () => {
    const error = configErrorOf({ DATABASE_URL: 'mysql://root:s3cret-pass@db/app' });
    expect(error.message).not.toContain('s3cret-pass');
  });
});

describe('notification settings', () => {
  it('needs the Twilio token and account with a sender number', () => {
    expect(configErrorOf({ TWILIO_ACCOUNT_SID: 'AC1' }).message).toContain('  TWILIO_AUTH_TOKEN: ');
    expect(configErrorOf({ TWILIO_FROM: '+351300000000' }).message).toContain(
      '  TWILIO_ACCOUNT_SID: ',
    );
    expect(configErrorOf({ SLACK_SALES_WEBHOOK_URL: 'hooks.slack.com/x' }).message).toContain(
      '  SLACK_SALES_WEBHOOK_URL: ',
    );
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+351300000000',
      }).twilio,
    ).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      from: '+351300000000',
      whatsappFrom: undefined,
    });
    expect(loadConfig({}).twilio).toBeNull();
  });

  it.each([
    ['http://localhost:8080', true],
    ['http://127.0.0.1:18604', true],
    ['http://[::1]:8080', true],
    ['http://levada.localhost', true],
    ['https://levada.local', true],
    ['https://levada.test', true],
    ['https://test.levada.pt', true],
    ['https://staging.levada.pt', true],
    ['https://test-levada.pt', true],
    ['https://levada.pt', false],
    ['https://www.levada.pt', false],
    ['https://contest.levada.pt', false],
  ])('%s is a local or test host: %s', (url, expected) => {
    expect(isLocalOrTestUrl(url)).toBe(expected);
  });

  it('treats the site as local or test from PUBLIC_BASE_URL, and always under NODE_ENV=test', () => {
    expect(loadConfig({}).isLocalOrTestHost).toBe(true);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://levada.pt' }).isLocalOrTestHost).toBe(false);
    expect(
      loadConfig({ PUBLIC_BASE_URL: 'https://levada.pt', NODE_ENV: 'test' }).isLocalOrTestHost,
    ).toBe(true);
  });
});
