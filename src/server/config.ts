import path from 'node:path';
import { z } from 'zod';

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
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SEED_ON_EMPTY: bool.default(true),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  LISTING_APPROVAL_REQUIRED: bool.default(false),
  MAP_STYLE_URL: z.string().default('https://tiles.openfreemap.org/styles/liberty'),
  MAPBOX_TOKEN: z.string().optional(),
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
  trustProxy: boolean;
  webDistDir: string;
  listingApprovalRequired: boolean;
  mapStyleUrl: string;
  /** Mapbox forward geocoding for place search; the embedded gazetteer when unset. */
  mapboxToken: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedOnEmpty: e.SEED_ON_EMPTY,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    listingApprovalRequired: e.LISTING_APPROVAL_REQUIRED,
    mapStyleUrl: e.MAP_STYLE_URL,
    mapboxToken: e.MAPBOX_TOKEN,
  };
}
