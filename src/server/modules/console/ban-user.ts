import { and, eq, inArray } from 'drizzle-orm';
import type { ConsoleUser } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { listings, marketplaceAdmins, sessions, users } from '../../db/schema';
import { queueEmail } from '../email/queue-email';
import { syncListingSlots } from '../listings/sync-listing-slots';
import { recordAudit, type AuditActor } from './record-audit';
import { loadConsoleUser } from './to-console-user';

/** The user's row, locked for the rest of the transaction; an administrator cannot be acted on. */
export async function lockTargetUser(tx: Db, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row || row.deleted) throw new AppError('not-found', 'No such user');
  const [admin] = await tx
    .select({ userId: marketplaceAdmins.userId })
    .from(marketplaceAdmins)
    .where(eq(marketplaceAdmins.userId, id));
  if (admin)
    throw new AppError(
      'console-target-is-admin',
      'This is an administrator: take the role away first (npm run admin -- remove EMAIL)',
    );
  return row;
}

/**
 * Bans a user (reason required), in one transaction with its audit entry: every session of theirs
 * ends (find-session refuses banned users too), they cannot sign in (`account-banned`), their
 * published listings close and those waiting for approval go back to draft (the audit entry names
 * them, so that an unban reopens them), and they are emailed the reason. Everywhere else they show as
 * "Banned user", cannot be messaged (send-message) and cannot be booked (initiate-transaction).
 */
export async function banUser(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<ConsoleUser> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockTargetUser(tx, id);
    if (row.banned) throw new AppError('console-conflict', 'The user is banned already');
    const now = deps.clock.now();
    await tx.update(users).set({ banned: true, updatedAt: now }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    const live = await tx
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.authorId, id),
          eq(listings.deleted, false),
          inArray(listings.state, ['published', 'pendingApproval']),
        ),
      )
      .for('update');
    const closedListingIds: string[] = [];
    const withdrawnListingIds: string[] = [];
    for (const listing of live) {
      const state = listing.state === 'published' ? 'closed' : 'draft';
      (state === 'closed' ? closedListingIds : withdrawnListingIds).push(listing.id);
      const [saved] = await tx
        .update(listings)
        .set({ state, updatedAt: now })
        .where(eq(listings.id, listing.id))
        .returning();
      await syncListingSlots(tx, saved!, now);
    }
    await recordAudit(tx, deps.clock, actor, {
      action: 'ban-user',
      targetType: 'user',
      targetId: id,
      before: { banned: false },
      after: { banned: true, closedListingIds, withdrawnListingIds },
      reason,
    });
    await queueEmail(
      { ...deps, db: tx },
      { to: row.email, user: row, template: 'account-banned', values: { reason }, path: '/' },
    );
    return (await loadConsoleUser(tx, id))!;
  });
}
