import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
      webDistDir: path.resolve('./dist/web'),
      listingApprovalRequired: false,
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      mapboxToken: undefined,
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
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/levada-data',
      DATABASE_URL: 'postgresql://app:app@127.0.0.1:5432/app',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'yes',
      WEB_DIST_DIR: '/tmp/levada-web',
      LISTING_APPROVAL_REQUIRED: '1',
      MAP_STYLE_URL: 'https://tiles.example/style.json',
      MAPBOX_TOKEN: 'pk.test-token',
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
      webDistDir: '/tmp/levada-web',
      listingApprovalRequired: true,
      mapStyleUrl: 'https://tiles.example/style.json',
      mapboxToken: 'pk.test-token',
    });
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
