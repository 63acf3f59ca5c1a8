import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { resellerKeys, resellers } from '../../db/schema';
import { hashResellerKey } from './reseller-keys';

export type ResellerCaller = {
  resellerId: string;
  name: string;
  userId: string;
  testMode: boolean;
};

/**
 * The reseller a bearer key belongs to (decision 149): missing, 401 unauthorized; unknown or revoked,
 * 403 forbidden (the OCTO route group words them UNAUTHORIZED and FORBIDDEN).
 */
export async function authenticateReseller(
  deps: { db: Db },
  authorization: string | undefined,
): Promise<ResellerCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match)
    throw new AppError('unauthorized', 'An API key is required: Authorization: Bearer <key>');
  const [row] = await deps.db
    .select({
      resellerId: resellers.id,
      name: resellers.name,
      userId: resellers.userId,
      testMode: resellerKeys.testMode,
    })
    .from(resellerKeys)
    .innerJoin(resellers, eq(resellers.id, resellerKeys.resellerId))
    .where(
      and(eq(resellerKeys.keyHash, hashResellerKey(match[1]!)), isNull(resellerKeys.revokedAt)),
    );
  if (!row) throw new AppError('forbidden', 'This API key is not valid');
  return row;
}
