import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SignupBody } from '../../../contracts/accounts';
import { normalizeEmail, providerNotificationDefaults, userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './password';

export type SignedUpUser = typeof users.$inferSelect;

export async function signUpUser(deps: { db: Db; clock: Clock }, body: SignupBody): Promise<SignedUpUser> {
  const email = normalizeEmail(body.email);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw new AppError('email-taken', 'The email address is already in use');

  const companyName = body.type === userTypes.customer ? undefined : sanitizeText(body.companyName!.trim());
  const protectedData: Record<string, unknown> = {
    type: body.type,
    phoneNumber: sanitizeText(body.phoneNumber.trim()),
    marketingEmailOption: body.marketingEmailOption,
    ...(body.type === userTypes.operator ? providerNotificationDefaults(body.marketingEmailOption) : {}),
  };
  const now = deps.clock.now();
  const passwordHash = await hashPassword(body.password);
  try {
    const [user] = await deps.db
      .insert(users)
      .values({
        id: randomUUID(),
        email,
        passwordHash,
        firstName: sanitizeText(body.firstName),
        lastName: sanitizeText(body.lastName),
        type: body.type,
        publicData: companyName ? { cname: companyName } : {},
        protectedData,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (String((error as { code?: string }).code) === '23505' || /users_email_lower_idx/.test(String(error))) {
      throw new AppError('email-taken', 'The email address is already in use');
    }
    throw error;
  }
}
