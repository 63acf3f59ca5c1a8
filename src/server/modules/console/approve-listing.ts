import type { ConsoleListing } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { queueEmail } from '../email/queue-email';
import { moveListing } from './move-listing';
import type { AuditActor } from './record-audit';

/** Approves a listing waiting for approval: it goes live, and its operator is emailed. */
export function approveListing(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
): Promise<ConsoleListing> {
  return moveListing(deps, actor, {
    id,
    from: ['pendingApproval'],
    to: 'published',
    action: 'approve-listing',
    set: { rejectionReason: null },
    then: async (db, listing, operator) => {
      await queueEmail(
        { ...deps, db },
        {
          to: operator.email,
          user: operator,
          template: 'listing-approved',
          values: { title: listing.title },
          path: '/listings',
        },
      );
    },
  });
}
