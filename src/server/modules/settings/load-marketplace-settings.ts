import { sql } from 'drizzle-orm';
import {
  marketplaceSettingsSchema,
  maxBookableDays,
  type MarketplaceSettings,
} from '../../../contracts/console';
import { providerCommissionPercent } from '../../../domain/commission';
import { answerWindowHours, bookableDays } from '../../../domain/listing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { marketplaceSettings, operatorCommissions } from '../../db/schema';

/**
 * Each setting without a stored value (decision 113): the environment's (LISTING_APPROVAL_REQUIRED,
 * CUSTOMER_COMMISSION_PERCENT seed them) or the code's (30 %, 90 days, 24 h).
 */
export const defaultSettings = (
  config: Pick<Config, 'listingApprovalRequired' | 'customerCommissionPercent'>,
): MarketplaceSettings => ({
  providerCommissionPercent,
  customerCommissionPercent: config.customerCommissionPercent,
  listingApprovalRequired: config.listingApprovalRequired,
  bookableDays: Math.min(bookableDays, maxBookableDays),
  answerWindowHours: answerWindowHours.default,
});

/**
 * The marketplace's settings as they are now, read from the database at each use (one small query),
 * so that every server process follows a change at once, without a restart. A stored value that no
 * longer validates is ignored (its default applies).
 */
export async function loadMarketplaceSettings(
  db: Db,
  config: Pick<Config, 'listingApprovalRequired' | 'customerCommissionPercent'>,
): Promise<MarketplaceSettings> {
  return settingsFrom(config, await db.select().from(marketplaceSettings));
}

function settingsFrom(
  config: Pick<Config, 'listingApprovalRequired' | 'customerCommissionPercent'>,
  rows: { key: string; value: unknown }[],
): MarketplaceSettings {
  const settings: Record<string, unknown> = { ...defaultSettings(config) };
  const shape = marketplaceSettingsSchema.shape;
  for (const row of rows) {
    const field = shape[row.key as keyof typeof shape];
    const parsed = field?.safeParse(row.value);
    if (parsed?.success) settings[row.key] = parsed.data;
  }
  return settings as MarketplaceSettings;
}

/**
 * What prices a new booking of this operator: the settings, with the operator's own commission, read
 * in one statement (it runs in every booking's transaction).
 */
export async function loadPricingSettings(
  db: Db,
  config: Pick<Config, 'listingApprovalRequired' | 'customerCommissionPercent'>,
  operatorId: string,
): Promise<MarketplaceSettings> {
  const ownKey = ' own-commission';
  const { rows } = (await db.execute(sql`
    select ${marketplaceSettings.key} as "key", ${marketplaceSettings.value} as "value" from ${marketplaceSettings}
    union all
    select ${ownKey}, to_jsonb(${operatorCommissions.providerCommissionPercent}) from ${operatorCommissions}
    where ${operatorCommissions.operatorId} = ${operatorId}`)) as unknown as {
    rows: { key: string; value: unknown }[];
  };
  const settings = settingsFrom(
    config,
    rows.filter((row) => row.key !== ownKey),
  );
  const own = rows.find((row) => row.key === ownKey);
  return own ? { ...settings, providerCommissionPercent: Number(own.value) } : settings;
}
