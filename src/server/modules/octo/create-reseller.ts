import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { resellers, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../console/record-audit';

export type ResellerRow = typeof resellers.$inferSelect;

/**
 * A reseller of the OCTO API (decision 149) with the account its bookings are made with: the customer
 * of its transactions, without a password (nobody logs in with it). Written to the console's audit.
 */
export async function createReseller(
  deps: { db: Db; clock: Clock },
  input: { name: string; email?: string; webhookUrl?: string | null },
  actor: AuditActor,
): Promise<ResellerRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const id = randomUUID();
    const [user] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        email: input.email ?? `reseller-${id}@resellers.levada.invalid`,
        emailVerified: true,
        firstName: input.name,
        lastName: 'Reseller',
        type: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    const [reseller] = await db
      .insert(resellers)
      .values({
        id,
        name: input.name,
        userId: user!.id,
        webhookUrl: input.webhookUrl ?? null,
        webhookSecret: randomBytes(24).toString('base64url'),
        createdAt: now,
      })
      .returning();
    await recordAudit(db, deps.clock, actor, {
      action: 'create-reseller',
      targetType: 'reseller',
      targetId: id,
      before: null,
      after: { name: input.name },
    });
    return reseller!;
  });
}
