import { randomUUID } from 'node:crypto';
import { listingPublicDataSchema } from '../../../contracts/listings';
import { durationKeyOf } from '../../../domain/listing-duration';
import type { CreateListingBody, OwnListing } from '../../../contracts/own-listings';
import { sanitizeText } from '../../../domain/sanitize';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { requireOperator, type Operator } from './own-listing-access';
import { toOwnListings } from './to-own-listing';

/** The first step of the wizard (spec 000 §2 NewListingPage): a draft only its author sees. */
export async function createListingDraft(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: Operator,
  body: CreateListingBody,
): Promise<OwnListing> {
  requireOperator(user);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(listings)
    .values({
      id: randomUUID(),
      authorId: user.id,
      state: 'draft',
      title: sanitizeText(body.title),
      description: sanitizeText(body.description ?? ''),
      shortDescription: sanitizeText(body.shortDescription ?? ''),
      priceAmount: null,
      publicData: {
        ...listingPublicDataSchema.parse({
          categories: body.categories ?? [],
          duration: body.durationMinutes
            ? durationKeyOf(body.durationMinutes)
            : (body.duration ?? undefined),
          certificate: body.certificate ? sanitizeText(body.certificate) : undefined,
        }),
        // The exact duration (issue 49), beside its bucket; only the operator's own views read it.
        ...(body.durationMinutes ? { durationMinutes: body.durationMinutes } : {}),
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [listing] = await toOwnListings(deps.db, deps.imageStorage, [row!]);
  return listing!;
}
