import { sql } from 'drizzle-orm';
import type { ChangeSettingsBody, ConsoleSettings } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { marketplaceSettings } from '../../db/schema';
import { loadMarketplaceSettings } from '../settings/load-marketplace-settings';
import { recordAudit, type AuditActor } from './record-audit';
import { showConsoleSettings } from './show-console-settings';

/**
 * Changes the marketplace's settings (decision 113): each given value is stored, with one audit entry
 * naming what changed, before and after. The engine reads them at its next booking: transactions
 * already priced keep their line items. A change to the values they already have writes nothing.
 */
export async function changeSettings(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: AuditActor,
  body: ChangeSettingsBody,
): Promise<ConsoleSettings> {
  const { reason, ...values } = body;
  await deps.db.transaction(async (tx) => {
    // One change at a time: two administrators' changes are applied one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('levada-marketplace-settings'))`);
    const current = await loadMarketplaceSettings(tx, deps.config);
    const changed = (Object.keys(values) as Array<keyof typeof values>).filter(
      (key) => values[key] !== undefined && values[key] !== current[key],
    );
    if (changed.length === 0) return;
    const now = deps.clock.now();
    for (const key of changed)
      await tx
        .insert(marketplaceSettings)
        .values({ key, value: values[key], updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: marketplaceSettings.key,
          set: { value: values[key], updatedAt: now, updatedBy: actor.id },
        });
    await recordAudit(tx, deps.clock, actor, {
      action: 'change-settings',
      targetType: 'settings',
      targetId: 'marketplace',
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
      reason,
    });
  });
  return showConsoleSettings(deps);
}
