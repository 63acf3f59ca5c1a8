import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { IdpSignupBody, SignupBody } from '../../../contracts/accounts';
import { normalizeEmail, providerNotificationDefaults, userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createAffiliate } from '../affiliates/create-affiliate';
import type { EmailDeps } from '../email/queue-email';
import { isUniqueViolation } from './is-unique-violation';
import { hashPassword } from './password';
import { refuseWeakPassword } from './refuse-weak-password';
import { sendVerificationEmail } from './send-verification-email';

export type SignedUpUser = typeof users.$inferSelect;

/**
 * Creates an account of one of the three types (spec 001 §1, §4) and sends the link that verifies
 * its address. A sign-up through the identity provider has no password and may arrive with an
 * address the provider has already verified. An affiliate gets its affiliate account (referral token,
 * Standard tier) in the same transaction.
 */
export async function signUpUser(
  deps: EmailDeps,
  body: SignupBody | (IdpSignupBody & { password?: undefined }),
  options: { emailVerified?: boolean; link?: (tx: Db, userId: string) => Promise<void> } = {},
): Promise<SignedUpUser> {
  const email = normalizeEmail(body.email);
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw new AppError('email-taken', 'The email address is already in use');

  const companyName =
    body.type === userTypes.customer ? undefined : sanitizeText(body.companyName!.trim());
  const protectedData: Record<string, unknown> = {
    type: body.type,
    phoneNumber: sanitizeText(body.phoneNumber.trim()),
    marketingEmailOption: body.marketingEmailOption,
    ...(body.type === userTypes.operator
      ? providerNotificationDefaults(body.marketingEmailOption)
      : {}),
  };
  if (body.password) await refuseWeakPassword(body.password, { ...body, companyName }, 'password');
  const now = deps.clock.now();
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
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
          emailVerified: options.emailVerified ?? false,
          language: body.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await options.link?.(tx, user!.id);
      if (body.type === userTypes.affiliate) {
        await createAffiliate(tx, deps.clock, {
          id: user!.id,
          businessName: companyName ?? '',
        });
      }
      if (!user!.emailVerified) await sendVerificationEmail({ ...deps, db: tx }, user!.id);
      return user!;
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error))
      throw new AppError('email-taken', 'The email address is already in use');
    throw error;
  }
}
