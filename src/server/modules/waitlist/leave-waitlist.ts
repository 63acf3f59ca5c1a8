import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { isOpenWaitlistState } from '../../../domain/waitlist';
import type { AppDeps } from '../../app-deps';
import { waitlistEntries } from '../../db/schema';
import { enqueueJobs } from '../../jobs/job-queue';
import { endWaitlistEntry } from './waitlist-offer-jobs';

/**
 * DELETE /api/waitlist/:id: the traveller leaves the line (decision 160). An offer's held seats go
 * back and on to the next party that fits, in the same database transaction. Someone else's entry
 * does not exist for them (404); leaving twice is the same as once.
 */
export async function leaveWaitlist(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  customerId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.customerId, customerId)))
      .for('update');
    if (!entry) throw new AppError('not-found', 'Waitlist entry not found');
    if (!isOpenWaitlistState(entry.state)) return;
    await enqueueJobs(tx, deps.clock, await endWaitlistEntry(tx, deps.clock.now(), entry, 'left'));
  });
}
