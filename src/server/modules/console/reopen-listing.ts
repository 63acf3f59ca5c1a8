import type { ConsoleListing } from '../../../contracts/console';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { moveListing } from './move-listing';
import type { AuditActor } from './record-audit';

/** Opens a closed listing again (it must still be complete to go live). */
export function reopenListing(
  deps: { db: Db; clock: Clock },
  actor: AuditActor,
  id: string,
  reason?: string,
): Promise<ConsoleListing> {
  return moveListing(deps, actor, {
    id,
    from: ['closed'],
    to: 'published',
    action: 'reopen-listing',
    reason,
  });
}
