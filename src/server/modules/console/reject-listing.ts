import type { ConsoleListing } from '../../../contracts/console';
import { createSlug } from '../../../domain/listing-urls';
import type { AppDeps } from '../../app-deps';
import { queueEmail } from '../email/queue-email';
import { moveListing } from './move-listing';
import type { AuditActor } from './record-audit';

/**
 * Refuses a listing waiting for approval, with a reason: it goes back to draft, the operator is
 * emailed the reason and the editor shows it until the listing is sent again.
 */
export function rejectListing(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<ConsoleListing> {
  return moveListing(deps, actor, {
    id,
    from: ['pendingApproval'],
    to: 'draft',
    action: 'reject-listing',
    reason,
    set: { rejectionReason: reason },
    then: async (db, listing, operator) => {
      await queueEmail(
        { ...deps, db },
        {
          to: operator.email,
          user: operator,
          template: 'listing-rejected',
          values: { title: listing.title, reason },
          path: `/l/${createSlug(listing.title)}/${listing.id}/draft/description`,
        },
      );
    },
  });
}
