import { eq } from 'drizzle-orm';
import type { ConsoleListingDetail } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { toPublicListings } from '../listings/to-public-listing';
import { loadConsoleListing } from './to-console-listing';

/** A listing in the console: its facts, and the listing as travellers see (or will see) it. */
export async function showConsoleListing(
  deps: { db: Db; imageStorage: ImageStorage },
  id: string,
): Promise<ConsoleListingDetail> {
  const [row] = await deps.db.select().from(listings).where(eq(listings.id, id));
  const listing = await loadConsoleListing(deps.db, id);
  if (!row || row.deleted || !listing) throw new AppError('not-found', 'No such listing');
  const [preview] = await toPublicListings(deps.db, deps.imageStorage, [row]);
  return { listing, preview: preview! };
}
