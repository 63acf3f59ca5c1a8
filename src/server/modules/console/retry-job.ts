import { eq } from 'drizzle-orm';
import type { ConsoleJob } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { jobs } from '../../db/schema';
import { lockJob } from './lock-job';
import { recordAudit, type AuditActor } from './record-audit';
import { consoleJobState, toConsoleJob } from './to-console-job';

/**
 * Runs a failed, dead or discarded job again now (decision 112): queued at once with one more try
 * than it has had (a dead job gets exactly one; if that fails it is dead again). A job queued
 * without an error, running or done is `console-conflict`: there is nothing to retry.
 */
export async function retryJob(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  id: string,
  reason: string | undefined,
): Promise<ConsoleJob> {
  return deps.db.transaction(async (tx) => {
    const row = await lockJob(tx, id, ['failed', 'dead', 'discarded']);
    const now = deps.clock.now();
    const [after] = await tx
      .update(jobs)
      .set({
        state: 'queued',
        runAt: now,
        maxAttempts: Math.max(row.maxAttempts, row.attempts + 1),
        lockedBy: null,
        lockedUntil: null,
        finishedAt: null,
        updatedAt: now,
      })
      .where(eq(jobs.id, id))
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'retry-job',
      targetType: 'job',
      targetId: id,
      before: { kind: row.kind, state: consoleJobState(row), attempts: row.attempts },
      after: { state: 'queued', maxAttempts: after!.maxAttempts },
      reason,
    });
    return toConsoleJob(after!);
  });
}
