import { randomBytes } from 'node:crypto';
import { splitBusinessName } from '../../../domain/accounts';
import { monthOf } from '../../../domain/affiliate-months';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliates } from '../../db/schema';

/** 12 URL-safe characters (72 random bits): the `ref` of the affiliate's links. */
export const newReferralToken = (): string => randomBytes(9).toString('base64url');

/**
 * Opens the affiliate account of a new affiliate user (spec 001 §4 sequence, run in-house): its
 * referral token, the account's name from the business name (trimmed and split), and the Standard
 * tier for this month. Inside the sign-up's transaction.
 */
export async function createAffiliate(
  db: Db,
  clock: Clock,
  user: { id: string; businessName: string },
): Promise<typeof affiliates.$inferSelect> {
  const now = clock.now();
  const name = splitBusinessName(user.businessName);
  const [row] = await db
    .insert(affiliates)
    .values({
      userId: user.id,
      token: newReferralToken(),
      ...name,
      tier: 'standard',
      tierMonth: monthOf(now),
      createdAt: now,
    })
    .returning();
  return row!;
}
