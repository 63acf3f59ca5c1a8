import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { localTimeOf } from '../../../domain/zone-date';
import { bookableDays } from '../../../domain/listing';
import { departuresOf, octoListing, octoListings, type OctoListing } from './octo-catalog';
import { toOctoProduct, type OctoContext } from './octo-views';

const day = 86_400_000;

/** Each listing's local start times over the bookable window, sorted. */
async function startTimesOf(
  deps: { db: Db; clock: Clock },
  listings: OctoListing[],
): Promise<Map<string, string[]>> {
  const now = deps.clock.now();
  const slots = await departuresOf(
    deps.db,
    listings.map((listing) => listing.id),
    { from: now, to: new Date(now.getTime() + bookableDays * day), now },
  );
  const times = new Map<string, Set<string>>();
  for (const slot of slots) {
    const listing = listings.find((l) => l.id === slot.listingId)!;
    const set = times.get(slot.listingId) ?? new Set<string>();
    set.add(localTimeOf(slot.startAt, listing.facts.timeZone));
    times.set(slot.listingId, set);
  }
  return new Map([...times].map(([id, set]) => [id, [...set].sort()]));
}

/** GET /octo/products: the listings the caller's operators let it sell (decision 150). */
export async function listProducts(
  deps: { db: Db; clock: Clock },
  resellerId: string,
  ctx: OctoContext,
): Promise<Record<string, unknown>[]> {
  const listings = await octoListings(deps.db, resellerId);
  const times = await startTimesOf(deps, listings);
  return listings.map((listing) => toOctoProduct(listing, times.get(listing.id) ?? [], ctx));
}

/** GET /octo/products/{id}; a listing not granted to the caller is INVALID_PRODUCT_ID. */
export async function showProduct(
  deps: { db: Db; clock: Clock },
  resellerId: string,
  productId: string,
  ctx: OctoContext,
): Promise<Record<string, unknown>> {
  const listing = await octoListing(deps.db, resellerId, productId);
  const times = await startTimesOf(deps, [listing]);
  return toOctoProduct(listing, times.get(listing.id) ?? [], ctx);
}
