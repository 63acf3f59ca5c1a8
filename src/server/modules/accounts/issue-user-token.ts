import { tokenLifetimesMs, type UserTokenKind } from '../../../domain/accounts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { hashToken, newToken } from './session-token';

/** A single-use link token for one email address; only its SHA-256 is stored. */
export async function issueUserToken(
  deps: { db: Db; clock: Clock },
  input: { userId: string; kind: UserTokenKind; email: string },
): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.insert(userTokens).values({
    id: hashToken(token),
    userId: input.userId,
    kind: input.kind,
    email: input.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + tokenLifetimesMs[input.kind]),
  });
  return token;
}
