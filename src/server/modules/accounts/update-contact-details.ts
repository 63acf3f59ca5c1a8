import { eq, sql } from 'drizzle-orm';
import type { ContactDetailsBody } from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from './find-session';

/**
 * Phone number, marketing opt-in and (operators only) the new-booking SMS and WhatsApp flags, in
 * protected data. Only the given fields change: the merge happens in the database, so two saves
 * of different fields at once both stick.
 */
export async function updateContactDetails(
  deps: { db: Db; clock: Clock },
  user: SessionUser,
  body: ContactDetailsBody,
): Promise<SessionUser> {
  const isOperatorOnly =
    body.newBookingSmsNotification !== undefined ||
    body.newBookingWhatsappNotification !== undefined;
  if (isOperatorOnly && user.type !== userTypes.operator) {
    throw new AppError('forbidden', 'Only tour operators have booking alerts');
  }
  const changes: Record<string, unknown> = {};
  if (body.phoneNumber !== undefined) changes.phoneNumber = sanitizeText(body.phoneNumber);
  if (body.marketingEmailOption !== undefined)
    changes.marketingEmailOption = body.marketingEmailOption;
  if (body.newBookingSmsNotification !== undefined)
    changes.newBookingSmsNotification = body.newBookingSmsNotification;
  if (body.newBookingWhatsappNotification !== undefined) {
    changes.newBookingWhatsappNotification = body.newBookingWhatsappNotification;
  }
  const [updated] = await deps.db
    .update(users)
    .set({
      protectedData: sql`${users.protectedData} || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
