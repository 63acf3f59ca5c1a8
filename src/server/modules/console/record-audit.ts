import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { consoleAudit } from '../../db/schema';
import type { ActiveSession } from '../accounts/find-session';

/** Who acted: an administrator's account, or the command line and ADMIN_EMAILS for grants. */
export type AuditActor = { id: string | null; label: string };

export const actorOf = (session: ActiveSession): AuditActor => ({
  id: session.user.id,
  label: session.user.email,
});

export type AuditAction =
  | 'grant-admin'
  | 'revoke-admin'
  | 'approve-listing'
  | 'reject-listing'
  | 'close-listing'
  | 'reopen-listing'
  | 'feature-listing'
  | 'unfeature-listing'
  | 'ban-user'
  | 'unban-user'
  | 'delete-user'
  | 'log-in-as-user'
  | 'cancel-booking'
  | 'note-transaction'
  | 'retry-job'
  | 'discard-job'
  | 'change-settings'
  | 'set-operator-commission'
  | 'retry-operator-payout'
  | 'retry-affiliate-payout'
  | 'approve-referral'
  | 'refuse-referral'
  | 'create-reseller'
  | 'issue-reseller-key'
  | 'revoke-reseller-key';

/**
 * Appends one entry to the audit log (decision 100). Called with the transaction of the change it
 * records, so that the change and its entry are committed, or refused, together; the table refuses
 * updates and deletes.
 */
export async function recordAudit(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  entry: {
    action: AuditAction;
    targetType: 'listing' | 'user' | 'transaction' | 'job' | 'settings' | 'payout' | 'reseller';
    targetId: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    reason?: string | null;
  },
): Promise<void> {
  await db.insert(consoleAudit).values({
    id: randomUUID(),
    at: clock.now(),
    actorId: actor.id,
    actorLabel: actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
