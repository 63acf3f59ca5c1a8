import type { OwnListing } from '../../../contracts/own-listings';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { loadOwnListing, type Operator } from './own-listing-access';
import { toOwnListings } from './to-own-listing';

/** One of the operator's own listings, in any state, for the editor. */
export async function showOwnListing(
  deps: { db: Db; imageStorage: ImageStorage },
  user: Operator,
  id: string,
): Promise<OwnListing> {
  const row = await loadOwnListing(deps.db, user, id);
  const [listing] = await toOwnListings(deps.db, deps.imageStorage, [row]);
  return listing!;
}
