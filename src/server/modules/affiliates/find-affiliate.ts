import { and, eq } from 'drizzle-orm';
import type { Affiliate } from '../../../contracts/affiliates';
import { isAffiliateTier, referralLink, tierRateBasisPoints } from '../../../domain/affiliates';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { affiliates, users } from '../../db/schema';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** The affiliate a `ref` token names, when it may still earn (not banned, not deleted). */
export async function findActiveAffiliateByToken(
  db: Db,
  token: string,
): Promise<AffiliateRow | undefined> {
  const [row] = await db
    .select({ affiliate: affiliates })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(eq(affiliates.token, token), eq(users.banned, false), eq(users.deleted, false)));
  return row?.affiliate;
}

/** The signed-in user's affiliate account; 403 for anyone who is not an affiliate. */
export async function requireAffiliate(
  db: Db,
  user: { id: string; type: number },
): Promise<AffiliateRow> {
  const [row] =
    user.type === 3 ? await db.select().from(affiliates).where(eq(affiliates.userId, user.id)) : [];
  if (!row) throw new AppError('forbidden', 'Only affiliates have a dashboard and payouts');
  return row;
}

export function toAffiliate(row: AffiliateRow, publicBaseUrl: string): Affiliate {
  const tier = isAffiliateTier(row.tier) ? row.tier : 'standard';
  return {
    token: row.token,
    referralLink: referralLink(publicBaseUrl, row.token),
    tier,
    rateBasisPoints: tierRateBasisPoints(tier),
  };
}
