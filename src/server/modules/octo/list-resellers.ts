import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resellerKeys, resellers } from '../../db/schema';

export type ResellerSummary = {
  id: string;
  name: string;
  webhookUrl: string | null;
  createdAt: Date;
  keys: {
    id: string;
    keyPrefix: string;
    testMode: boolean;
    createdAt: Date;
    revokedAt: Date | null;
  }[];
};

/** The resellers with their keys (prefixes only: a key is shown once, when issued). */
export async function listResellers(deps: { db: Db }): Promise<ResellerSummary[]> {
  const rows = await deps.db.select().from(resellers).orderBy(asc(resellers.name));
  if (rows.length === 0) return [];
  const keys = await deps.db
    .select()
    .from(resellerKeys)
    .where(
      inArray(
        resellerKeys.resellerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(resellerKeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    webhookUrl: row.webhookUrl,
    createdAt: row.createdAt,
    keys: keys
      .filter((key) => key.resellerId === row.id)
      .map((key) => ({
        id: key.id,
        keyPrefix: key.keyPrefix,
        testMode: key.testMode,
        createdAt: key.createdAt,
        revokedAt: key.revokedAt,
      })),
  }));
}
