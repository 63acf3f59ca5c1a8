import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ConsoleUser } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { consoleAudit, listings, users } from '../../db/schema';
import { syncListingSlots } from '../listings/sync-listing-slots';
import { assertCompleteWhenLive } from '../listings/to-own-listing';
import { lockTargetUser } from './ban-user';
import { recordAudit, type AuditActor } from './record-audit';
import { loadConsoleUser } from './to-console-user';

/**
 * Lifts a ban and undoes what can be undone: the user can sign in again, and the listings the ban
 * closed are published again if they are still closed and complete. Sessions that ended stay ended;
 * listings the ban sent back to draft wait for their operator to send them again.
 */
export async function unbanUser(
  deps: { db: Db; clock: Clock },
  actor: AuditActor,
  id: string,
  reason?: string,
): Promise<ConsoleUser> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockTargetUser(tx, id);
    if (!row.banned) throw new AppError('console-conflict', 'The user is not banned');
    const now = deps.clock.now();
    await tx.update(users).set({ banned: false, updatedAt: now }).where(eq(users.id, id));
    const [ban] = await tx
      .select({ after: consoleAudit.after })
      .from(consoleAudit)
      .where(and(eq(consoleAudit.targetId, id), eq(consoleAudit.action, 'ban-user')))
      .orderBy(desc(consoleAudit.seq))
      .limit(1);
    const closedIds = Array.isArray(ban?.after?.closedListingIds)
      ? (ban.after.closedListingIds as string[])
      : [];
    const reopenedListingIds: string[] = [];
    if (closedIds.length > 0) {
      const closed = await tx
        .select()
        .from(listings)
        .where(
          and(
            inArray(listings.id, closedIds),
            eq(listings.authorId, id),
            eq(listings.state, 'closed'),
            eq(listings.deleted, false),
          ),
        )
        .for('update');
      for (const listing of closed) {
        try {
          await assertCompleteWhenLive(tx, { ...listing, state: 'published' });
        } catch (error) {
          if (error instanceof AppError) continue; // incomplete now: its operator reopens it
          throw error;
        }
        const [saved] = await tx
          .update(listings)
          .set({ state: 'published', updatedAt: now })
          .where(eq(listings.id, listing.id))
          .returning();
        await syncListingSlots(tx, saved!, now);
        reopenedListingIds.push(listing.id);
      }
    }
    await recordAudit(tx, deps.clock, actor, {
      action: 'unban-user',
      targetType: 'user',
      targetId: id,
      before: { banned: true },
      after: { banned: false, reopenedListingIds },
      reason: reason ?? null,
    });
    return (await loadConsoleUser(tx, id))!;
  });
}
