import { and, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { marketplaceAdmins, users } from '../../db/schema';
import { recordAudit, type AuditActor } from './record-audit';

/**
 * Gives the account with this email the administrator role (decision 100), with its audit entry in
 * the same transaction. An unknown or deleted account is `not-found`; granting it twice changes nothing.
 */
export async function grantAdmin(
  deps: { db: Db; clock: Clock },
  email: string,
  actor: AuditActor,
): Promise<{ userId: string; isNew: boolean }> {
  return deps.db.transaction(async (db) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, eq(users.deleted, false)));
    if (!user) throw new AppError('not-found', `No account has the email ${email}`);
    const inserted = await db
      .insert(marketplaceAdmins)
      .values({ userId: user.id, grantedAt: deps.clock.now(), grantedBy: actor.label })
      .onConflictDoNothing()
      .returning({ userId: marketplaceAdmins.userId });
    if (inserted.length === 0) return { userId: user.id, isNew: false };
    await recordAudit(db, deps.clock, actor, {
      action: 'grant-admin',
      targetType: 'user',
      targetId: user.id,
      before: { isAdmin: false },
      after: { isAdmin: true },
    });
    return { userId: user.id, isNew: true };
  });
}

/** ADMIN_EMAILS at start: each existing account named there gets the role (new accounts: `npm run admin`). */
export async function seedAdminEmails(
  deps: { db: Db; clock: Clock },
  emails: readonly string[],
): Promise<void> {
  for (const email of emails) {
    try {
      await grantAdmin(deps, email, { id: null, label: 'ADMIN_EMAILS' });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not-found')) throw error;
    }
  }
}
