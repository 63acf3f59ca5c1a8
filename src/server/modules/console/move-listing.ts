import { eq } from 'drizzle-orm';
import type { ConsoleListing } from '../../../contracts/console';
import type { ListingState } from '../../../domain/listing';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';
import { syncListingSlots } from '../listings/sync-listing-slots';
import { assertCompleteWhenLive } from '../listings/to-own-listing';
import { recordAudit, type AuditAction, type AuditActor } from './record-audit';
import { loadConsoleListing } from './to-console-listing';

export type ListingRow = typeof listings.$inferSelect;
export type OperatorRow = typeof users.$inferSelect;

/**
 * A console action on a listing's state, in one transaction holding the listing's row lock: the
 * listing must still be in `from` (else `console-conflict`: another administrator, or the operator,
 * changed it meanwhile; the one who came second learns it and nothing changes), goes to `to`, its seat
 * inventory follows, and the audit entry and whatever `then` adds (the operator's email) commit with it.
 */
export async function moveListing(
  deps: { db: Db; clock: Clock },
  actor: AuditActor,
  input: {
    id: string;
    from: readonly ListingState[];
    to: ListingState;
    action: AuditAction;
    reason?: string | null;
    set?: Partial<Pick<ListingRow, 'rejectionReason'>>;
    then?: (tx: Db, listing: ListingRow, operator: OperatorRow) => Promise<void>;
  },
): Promise<ConsoleListing> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(listings).where(eq(listings.id, input.id)).for('update');
    if (!row || row.deleted) throw new AppError('not-found', 'No such listing');
    if (!input.from.includes(row.state as ListingState)) {
      throw new AppError(
        'console-conflict',
        `The listing is ${row.state} now: someone changed it meanwhile`,
        [{ code: 'state', state: row.state }],
      );
    }
    const now = deps.clock.now();
    await assertCompleteWhenLive(tx, { ...row, state: input.to });
    const [saved] = await tx
      .update(listings)
      .set({ state: input.to, updatedAt: now, ...input.set })
      .where(eq(listings.id, row.id))
      .returning();
    await syncListingSlots(tx, saved!, now);
    await recordAudit(tx, deps.clock, actor, {
      action: input.action,
      targetType: 'listing',
      targetId: row.id,
      before: { state: row.state },
      after: { state: input.to, ...input.set },
      reason: input.reason ?? null,
    });
    if (input.then) {
      const [operator] = await tx.select().from(users).where(eq(users.id, row.authorId));
      await input.then(tx, saved!, operator!);
    }
    return (await loadConsoleListing(tx, row.id))!;
  });
}
