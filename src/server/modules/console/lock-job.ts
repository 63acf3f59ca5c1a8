import { eq } from 'drizzle-orm';
import type { ConsoleJobState } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { consoleJobState } from './to-console-job';

/**
 * Takes a job's row lock and checks that it is in one of the states an action expects (decision
 * 112): an unknown id is `not-found`; a job a worker holds, or one that moved on meanwhile (ran,
 * retried or discarded by another administrator) is `console-conflict`, and nothing changes.
 */
export async function lockJob(
  tx: Db,
  id: string,
  expected: readonly ConsoleJobState[],
): Promise<typeof jobs.$inferSelect> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!row) throw new AppError('not-found', 'No such job');
  if (!expected.includes(consoleJobState(row)))
    throw new AppError('console-conflict', `The job is ${consoleJobState(row)}`);
  return row;
}
