import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { resellerKeys } from '../../db/schema';
import { recordAudit, type AuditActor } from '../console/record-audit';

/** Revokes a key for good: its next call is refused (403 FORBIDDEN). Revoking it again changes nothing. */
export async function revokeResellerKey(
  deps: { db: Db; clock: Clock },
  input: { resellerId: string; keyId: string },
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (db) => {
    const [key] = await db
      .select({ id: resellerKeys.id, revokedAt: resellerKeys.revokedAt })
      .from(resellerKeys)
      .where(and(eq(resellerKeys.id, input.keyId), eq(resellerKeys.resellerId, input.resellerId)));
    if (!key) throw new AppError('not-found', 'No such key');
    const revoked = await db
      .update(resellerKeys)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(resellerKeys.id, key.id), isNull(resellerKeys.revokedAt)))
      .returning({ id: resellerKeys.id });
    if (revoked.length === 0) return;
    await recordAudit(db, deps.clock, actor, {
      action: 'revoke-reseller-key',
      targetType: 'reseller',
      targetId: input.resellerId,
      before: { keyId: key.id, revoked: false },
      after: { keyId: key.id, revoked: true },
    });
  });
}
