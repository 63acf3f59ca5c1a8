import { and, eq } from 'drizzle-orm';
import type { ConsoleSettings, OperatorCommissionBody } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { operatorCommissions, users } from '../../db/schema';
import { recordAudit, type AuditActor } from './record-audit';
import { showConsoleSettings } from './show-console-settings';

/**
 * Gives an operator a commission of their own, or (null) the marketplace's again (decision 113),
 * with its audit entry. Their new bookings are priced with it; those already priced keep theirs.
 * Only an operator's account (type 2, not deleted) has one; anyone else is `not-found`.
 */
export async function setOperatorCommission(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: AuditActor,
  operatorId: string,
  body: OperatorCommissionBody,
): Promise<ConsoleSettings> {
  await deps.db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, operatorId), eq(users.type, 2), eq(users.deleted, false)));
    if (!operator) throw new AppError('not-found', 'No such operator');
    const [before] = await tx
      .select()
      .from(operatorCommissions)
      .where(eq(operatorCommissions.operatorId, operatorId))
      .for('update');
    const was = before?.providerCommissionPercent ?? null;
    const next = body.providerCommissionPercent;
    if (was === next) return;
    const now = deps.clock.now();
    if (next === null)
      await tx.delete(operatorCommissions).where(eq(operatorCommissions.operatorId, operatorId));
    else
      await tx
        .insert(operatorCommissions)
        .values({ operatorId, providerCommissionPercent: next, updatedAt: now })
        .onConflictDoUpdate({
          target: operatorCommissions.operatorId,
          set: { providerCommissionPercent: next, updatedAt: now },
        });
    await recordAudit(tx, deps.clock, actor, {
      action: 'set-operator-commission',
      targetType: 'user',
      targetId: operatorId,
      before: { providerCommissionPercent: was },
      after: { providerCommissionPercent: next },
      reason: body.reason,
    });
  });
  return showConsoleSettings(deps);
}
