import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { resellerKeys, resellers } from '../../db/schema';
import { recordAudit, type AuditActor } from '../console/record-audit';
import { hashResellerKey, keyPrefixOf, newResellerKey } from './reseller-keys';

/**
 * Issues a bearer key to a reseller (decision 149): answered once in clear, kept hashed. A test-mode
 * key makes bookings that never touch real inventory. `key` is for the demo seed's known key only.
 */
export async function issueResellerKey(
  deps: { db: Db; clock: Clock },
  input: { resellerId: string; testMode: boolean; key?: string },
  actor: AuditActor,
): Promise<{ id: string; key: string; keyPrefix: string; testMode: boolean; createdAt: Date }> {
  const key = input.key ?? newResellerKey();
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const [reseller] = await db
      .select({ id: resellers.id })
      .from(resellers)
      .where(eq(resellers.id, input.resellerId));
    if (!reseller) throw new AppError('not-found', 'No such reseller');
    const id = randomUUID();
    await db.insert(resellerKeys).values({
      id,
      resellerId: reseller.id,
      keyHash: hashResellerKey(key),
      keyPrefix: keyPrefixOf(key),
      testMode: input.testMode,
      createdAt: now,
    });
    await recordAudit(db, deps.clock, actor, {
      action: 'issue-reseller-key',
      targetType: 'reseller',
      targetId: reseller.id,
      after: { keyId: id, keyPrefix: keyPrefixOf(key), testMode: input.testMode },
    });
    return { id, key, keyPrefix: keyPrefixOf(key), testMode: input.testMode, createdAt: now };
  });
}
