import { eq } from 'drizzle-orm';
import type { ConsoleListing } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { recordAudit, type AuditActor } from './record-audit';
import { loadConsoleListing } from './to-console-listing';

/** Marks a listing featured, or not (the landing page's use of the mark is the search issue's). */
export async function featureListing(
  deps: { db: Db; clock: Clock },
  actor: AuditActor,
  id: string,
  featured: boolean,
): Promise<ConsoleListing> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ featured: listings.featured, deleted: listings.deleted })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    if (!row || row.deleted) throw new AppError('not-found', 'No such listing');
    if (row.featured !== featured) {
      await tx.update(listings).set({ featured }).where(eq(listings.id, id));
      await recordAudit(tx, deps.clock, actor, {
        action: featured ? 'feature-listing' : 'unfeature-listing',
        targetType: 'listing',
        targetId: id,
        before: { featured: row.featured },
        after: { featured },
      });
    }
    return (await loadConsoleListing(tx, id))!;
  });
}
