import { inArray } from 'drizzle-orm';
import type { RecommendationCandidate } from '../../../domain/recommendations';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';

/**
 * What the domain's rules need of the listings a hosted recommender proposed (decision 174): it
 * knows ids only, so its answer is checked against our rows (published, not the viewer's, region).
 */
export async function loadRecommendationCandidates(
  db: Db,
  ids: string[],
): Promise<RecommendationCandidate[]> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return [];
  return db
    .select({
      id: listings.id,
      authorId: listings.authorId,
      state: listings.state,
      deleted: listings.deleted,
      lat: listings.lat,
      lng: listings.lng,
    })
    .from(listings)
    .where(inArray(listings.id, uuids));
}
