import { eq } from 'drizzle-orm';
import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { isPubliclyVisible, type ListingState } from '../../../domain/listing';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';

export type ListingRow = typeof listings.$inferSelect;
export type Operator = { id: string; type: number };

/** Listings management is for tour operators (spec 001 §6); others get 403. */
export function requireOperator(user: Operator): void {
  if (user.type !== userTypes.operator) {
    throw new AppError('forbidden', 'Only tour operators manage listings.');
  }
}

/**
 * The author's listing. Anyone else gets 404 for a listing the public cannot see (a draft stays
 * secret) and 403 for a published one (it exists, but it is not theirs to change).
 * With `lock`, the row is locked FOR UPDATE: changes to one listing run one after the other.
 */
export async function loadOwnListing(
  db: Db,
  user: Operator,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ListingRow> {
  requireOperator(user);
  const query = db.select().from(listings).where(eq(listings.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || row.deleted) throw new AppError('not-found', 'Listing not found');
  if (row.authorId !== user.id) {
    if (isPubliclyVisible({ state: row.state as ListingState, deleted: row.deleted })) {
      throw new AppError('forbidden', 'Only the author can change this listing.');
    }
    throw new AppError('not-found', 'Listing not found');
  }
  return row;
}
