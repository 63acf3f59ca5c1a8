import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { createReseller } from '../modules/octo/create-reseller';
import { issueResellerKey } from '../modules/octo/issue-reseller-key';
import { setResellerListing } from '../modules/octo/set-reseller-listing';

/** The demo reseller's OCTO key: demo only, printed at start (issue 47). */
export const demoOctoKey = 'levada-demo-octo-key';
export const demoResellerCommissionPercent = 20;

/**
 * "Demo reseller" with the key `levada-demo-octo-key`, allowed by each operator to sell their
 * listings at 20 % commission: made through the same use cases as the console and the operators'.
 */
export async function seedDemoReseller(
  deps: { db: Db; clock: Clock },
  listings: readonly { id: string; authorId: string }[],
): Promise<void> {
  const actor = { id: null, label: 'demo seed' };
  const reseller = await createReseller(deps, { name: 'Demo reseller' }, actor);
  await issueResellerKey(
    deps,
    { resellerId: reseller.id, testMode: false, key: demoOctoKey },
    actor,
  );
  for (const listing of listings)
    await setResellerListing(deps, listing.authorId, {
      listingId: listing.id,
      resellerId: reseller.id,
      commissionPercent: demoResellerCommissionPercent,
    });
}
