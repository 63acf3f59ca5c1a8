import { eq } from 'drizzle-orm';
import type { ConsoleJob } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { jobs } from '../../db/schema';
import { lockJob } from './lock-job';
import { recordAudit, type AuditActor } from './record-audit';
import { consoleJobState, toConsoleJob } from './to-console-job';

/**
 * Takes a queued, failed or dead job out of the queue for good (decision 112): it becomes
 * `discarded`, never claimed again, kept (with its key, so it is not queued anew) and retryable
 * from the console. A running or finished job is `console-conflict`.
 */
export async function discardJob(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: string,
  reason: string | undefined,
): Promise<ConsoleJob> {
  return deps.db.transaction(async (tx) => {
    const row = await lockJob(tx, id, ['queued', 'failed', 'dead']);
    const now = deps.clock.now();
    const [after] = await tx
      .update(jobs)
      .set({ state: 'discarded', finishedAt: now, updatedAt: now })
      .where(eq(jobs.id, id))
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'discard-job',
      targetType: 'job',
      targetId: id,
      before: { kind: row.kind, state: consoleJobState(row), attempts: row.attempts },
      after: { state: 'discarded' },
      reason,
    });
    return toConsoleJob(after!);
  });
}
