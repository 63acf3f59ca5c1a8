import type { ConsoleListing } from '../../../contracts/console';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { moveListing } from './move-listing';
import type { AuditActor } from './record-audit';

/** Closes a published listing (search and booking no longer show it; booked travellers still come). */
export function closeListing(
  deps: { db: Db; clock: Clock },
  actor: AuditActor,
  id: string,
  reason?: string,
): Promise<ConsoleListing> {
  return moveListing(deps, actor, {
    id,
    from: ['published'],
    to: 'closed',
    action: 'close-listing',
    reason,
  });
}
