import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorGuides } from '../../db/schema';

/**
 * The operators whose departures a user runs (decision 152): their own, and those of every operator
 * who made them a guide. A guide reads those departures' manifests and checks their travellers in;
 * nothing else of the operator's (sales, money, listings) is theirs to see.
 */
export async function listDepartureOperators(db: Db, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ operatorId: operatorGuides.operatorId })
    .from(operatorGuides)
    .where(eq(operatorGuides.guideId, viewerId));
  return [viewerId, ...rows.map((row) => row.operatorId)];
}

/** Whether a user runs an operator's departures: the operator, or one of their guides. */
export async function runsDeparturesOf(
  db: Db,
  viewerId: string,
  operatorId: string,
): Promise<boolean> {
  if (viewerId === operatorId) return true;
  return (await listDepartureOperators(db, viewerId)).includes(operatorId);
}
