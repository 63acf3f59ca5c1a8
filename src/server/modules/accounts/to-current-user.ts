import { and, eq, ne } from 'drizzle-orm';
import type { CurrentUser } from '../../../contracts/accounts';
import { abbreviatedNameOf, displayNameOf, toUserType } from '../../../domain/accounts';
import { defaultLanguage, isLanguage } from '../../../domain/languages';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { images, listings, payoutAccounts, transactions, users } from '../../db/schema';
import { toImage } from '../listings/to-public-listing';

/** The signed-in user's own view: never the password hash, never another user's data. */
export async function toCurrentUser(
  deps: { db: Db; imageStorage: ImageStorage },
  user: typeof users.$inferSelect,
): Promise<CurrentUser> {
  const [image] = user.profileImageId
    ? await deps.db.select().from(images).where(eq(images.id, user.profileImageId))
    : [];
  // "Has listings" when the first own listing is not a draft (spec 000 §4).
  const [firstListing] = await deps.db
    .select({ state: listings.state })
    .from(listings)
    .where(and(eq(listings.authorId, user.id), ne(listings.deleted, true)))
    .orderBy(listings.createdAt)
    .limit(1);
  const [firstOrder] = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.customerId, user.id))
    .limit(1);
  const [payoutAccount] = await deps.db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, user.id));
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    type: toUserType(user.type),
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayNameOf(user.firstName, user.lastName),
    abbreviatedName: abbreviatedNameOf(user.firstName, user.lastName),
    bio: user.bio,
    language: isLanguage(user.language) ? user.language : defaultLanguage,
    hasPassword: user.passwordHash !== null,
    publicData: user.publicData,
    protectedData: user.protectedData,
    profileImage: image ? toImage(image, deps.imageStorage) : null,
    hasListings: !!firstListing && firstListing.state !== 'draft',
    hasOrders: !!firstOrder,
    isStripeConnected: !!payoutAccount,
  };
}
