import type { OwnCommission } from '../../../contracts/payouts';
import type { AppDeps } from '../../app-deps';
import { loadPricingSettings } from '../settings/load-marketplace-settings';

/** The commissions the operator's next booking is priced with: the editor's preview shows them. */
export async function showOwnCommission(
  deps: Pick<AppDeps, 'db' | 'config'>,
  operatorId: string,
): Promise<OwnCommission> {
  const settings = await loadPricingSettings(deps.db, deps.config, operatorId);
  return {
    providerCommissionPercent: settings.providerCommissionPercent,
    customerCommissionPercent: settings.customerCommissionPercent,
  };
}
