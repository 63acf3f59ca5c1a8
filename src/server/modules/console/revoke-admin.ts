import { eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { marketplaceAdmins, users } from '../../db/schema';
import { recordAudit, type AuditActor } from './record-audit';

/** Takes the administrator role from the account with this email, with its audit entry. */
export async function revokeAdmin(
  deps: { db: Db; clock: Clock },
  email: string,
  actor: AuditActor,
): Promise<{ userId: string; wasAdmin: boolean }> {
  return deps.db.transaction(async (db) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
    if (!user) throw new AppError('not-found', `No account has the email ${email}`);
    const removed = await db
      .delete(marketplaceAdmins)
      .where(eq(marketplaceAdmins.userId, user.id))
      .returning({ userId: marketplaceAdmins.userId });
    if (removed.length === 0) return { userId: user.id, wasAdmin: false };
    await recordAudit(db, deps.clock, actor, {
      action: 'revoke-admin',
      targetType: 'user',
      targetId: user.id,
      before: { isAdmin: true },
      after: { isAdmin: false },
    });
    return { userId: user.id, wasAdmin: true };
  });
}
