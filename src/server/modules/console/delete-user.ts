import { eq } from 'drizzle-orm';
import type { ConsoleUser } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { eraseAccount } from '../accounts/delete-account';
import { lockTargetUser } from './ban-user';
import { recordAudit, type AuditActor } from './record-audit';
import { loadConsoleUser } from './to-console-user';

/**
 * Deletes a user's account through the account deletion that exists (decision 074): the same rules
 * (open bookings or money refuse it, `account-deletion-blocked`) and the same erasure, with the audit
 * entry in its transaction. The administrator's reason is kept in the audit log only.
 */
export async function deleteUser(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<ConsoleUser> {
  const target = await lockTargetUser(deps.db, id);
  await eraseAccount(deps, target, {
    // Not "as you asked": the marketplace deleted it.
    emailTemplate: 'account-deleted-by-levada',
    within: async (tx) => {
      await recordAudit(tx, deps.clock, actor, {
        action: 'delete-user',
        targetType: 'user',
        targetId: id,
        before: { deleted: false, type: target.type, banned: target.banned },
        after: { deleted: true },
        reason,
      });
    },
  });
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return (await loadConsoleUser(deps.db, row!.id))!;
}
