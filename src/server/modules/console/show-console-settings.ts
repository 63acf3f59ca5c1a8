import { asc, eq } from 'drizzle-orm';
import type { ConsoleSettings } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { operatorCommissions, users } from '../../db/schema';
import { defaultSettings, loadMarketplaceSettings } from '../settings/load-marketplace-settings';

/** The settings as the engine reads them now, their defaults, and every operator's own commission. */
export async function showConsoleSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<ConsoleSettings> {
  const [settings, overrides] = await Promise.all([
    loadMarketplaceSettings(deps.db, deps.config),
    deps.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        percent: operatorCommissions.providerCommissionPercent,
        updatedAt: operatorCommissions.updatedAt,
      })
      .from(operatorCommissions)
      .innerJoin(users, eq(users.id, operatorCommissions.operatorId))
      .orderBy(asc(users.email)),
  ]);
  return {
    settings,
    defaults: defaultSettings(deps.config),
    operatorCommissions: overrides.map((row) => ({
      operator: { id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email },
      providerCommissionPercent: row.percent,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
