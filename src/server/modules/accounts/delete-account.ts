import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  assertAccountDeletable,
  type AccountDeletionFacts,
  type DeletionBooking,
} from '../../../domain/account-deletion';
import type { BookingState } from '../../../domain/booking-process';
import type { ListingState } from '../../../domain/listing';
import { canTransitionListing } from '../../../domain/listing-states';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  affiliateLedger,
  affiliatePayouts,
  affiliates,
  images,
  listings,
  operatorTransfers,
  outboxMessages,
  sessions,
  transactions,
  userIdentities,
  users,
  userTokens,
} from '../../db/schema';
import { queueEmail } from '../email/queue-email';
import { storedKeysOf } from '../images/create-image-variants';
import { changeListingState } from '../listings/change-listing-state';
import { findPaymentCustomer } from '../payments/ensure-payment-customer';
import { payoutAccountRowOf } from '../payouts/refresh-payout-account';
import { checkCurrentPassword } from './check-current-password';
import type { ActiveSession } from './find-session';
import type { LoginThrottle } from './login-throttle';
import { isProfileImage } from './profile-images';

/** What a deleted user is called wherever their name is still read (views show "Deleted user"). */
export const deletedUserName = { firstName: 'Deleted', lastName: 'user' } as const;

/** A non-deliverable address (RFC 2606 `.invalid`), unique per user, so the real one can sign up again. */
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** States that can still change an account's obligations; the rest are history. */
const openStates: BookingState[] = ['pending-payment', 'preauthorized', 'accepted'];
/** States reached through `accept` (the card payment captured): the operator's share is due. */
const capturedStates: BookingState[] = [
  'accepted',
  'canceled',
  'delivered',
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
];

/**
 * Deletes the signed-in user's account (GDPR's right to erasure; decision 074), after the current
 * password, unless bookings or money are still open (`account-deletion-blocked`, domain rule in
 * src/domain/account-deletion.ts). In one transaction: the user is marked deleted and their personal
 * data scrubbed (names, phone, bio, company name, quick replies, the email replaced by a tombstone),
 * their published listings closed through the listing process, their sessions, tokens and identity
 * provider links removed, the outbox's messages to them deleted, and a confirmation emailed to the old
 * address in their language (erased once delivered). Bookings, messages, reviews and money records
 * stay for the other party and the accounts, shown under "Deleted user". After it: the profile
 * picture's files, and the saved cards at the payment provider.
 */
export async function deleteAccount(
  deps: AppDeps & { loginThrottle: LoginThrottle },
  session: ActiveSession,
  input: { currentPassword: string },
  ip: string,
): Promise<void> {
  await checkCurrentPassword(deps, session.user, input.currentPassword, ip);
  await eraseAccount(deps, session.user);
}

/**
 * The deletion itself, for the user's own request (above) and the console's (delete-user.ts):
 * `within` runs at the end of the deletion's transaction (the console's audit entry).
 */
export async function eraseAccount(
  deps: AppDeps,
  user: ActiveSession['user'],
  options: {
    within?: (tx: Db) => Promise<void>;
    /** The confirmation's wording: the user's own request, or the marketplace's decision. */
    emailTemplate?: 'account-deleted' | 'account-deleted-by-levada';
  } = {},
): Promise<void> {
  // The payout account's balance at the provider (not yet paid out to the bank), read before the
  // transaction: the Connect simulator keeps its state in the database too.
  const operatorBalance = await payoutBalanceOf(deps, user.id);
  const customerId = await findPaymentCustomer(deps, user.id);

  const doomedImages = await deps.db.transaction(async (tx) => {
    // One deletion at a time per user; bookings are checked once the listings are closed, so a
    // request that arrives meanwhile either is seen here or finds the listing closed.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const now = deps.clock.now();

    const published = await tx
      .select({ id: listings.id, state: listings.state })
      .from(listings)
      .where(and(eq(listings.authorId, user.id), eq(listings.deleted, false)));
    for (const listing of published) {
      if (!canTransitionListing(listing.state as ListingState, 'close')) continue;
      await changeListingState({ ...deps, db: tx }, user, listing.id, 'close');
    }

    assertAccountDeletable(await deletionFactsOf(tx, user.id, now, operatorBalance));

    await tx
      .update(users)
      .set({
        deleted: true,
        email: deletedEmailOf(user.id),
        emailVerified: false,
        pendingEmail: null,
        passwordHash: null,
        ...deletedUserName,
        bio: null,
        profileImageId: null,
        publicData: {},
        // Only the user type stays: phone, quick replies, marketing and alert choices go.
        protectedData: { type: user.type },
        privateData: {},
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(affiliates)
      .set({ ...deletedUserName })
      .where(eq(affiliates.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, user.id));
    const removed = await tx
      .delete(images)
      .where(and(eq(images.ownerId, user.id), isProfileImage))
      .returning();

    // Their copies of the emails and texts sent to them, and any still waiting to go: the other
    // party's copies stay with the bookings. The confirmation is erased once delivered (outbox-sender).
    await tx.delete(outboxMessages).where(eq(outboxMessages.userId, user.id));
    await queueEmail(
      { ...deps, db: tx },
      { to: user.email, user, template: options.emailTemplate ?? 'account-deleted', path: '/' },
    );
    await options.within?.(tx);
    return removed;
  });

  // After the commit, so that a refused deletion keeps its files and cards: best effort, as in
  // deleteProfileImages; nothing refers to them any more.
  await Promise.all(
    doomedImages.flatMap((image) =>
      storedKeysOf(image.variants).map((key) =>
        deps.imageStorage.delete(key).catch(() => undefined),
      ),
    ),
  );
  if (customerId) {
    const cards = await deps.payments.listSavedCards(customerId).catch(() => []);
    for (const card of cards) {
      await deps.payments
        .detachSavedCard(customerId, card.id, `detach:${card.id}`)
        .catch(() => undefined);
    }
  }
}

/**
 * What decides whether the account may go (src/domain/account-deletion.ts): its open bookings on
 * either side, the operator's money not yet paid out (`operatorBalance`: at the payout provider) and
 * the affiliate's commission.
 */
export async function deletionFactsOf(
  db: Db,
  userId: string,
  now: Date,
  operatorBalance: number,
): Promise<AccountDeletionFacts> {
  const bookings = await db
    .select({
      customerId: transactions.customerId,
      state: transactions.state,
      bookingEnd: transactions.bookingEnd,
    })
    .from(transactions)
    .where(
      and(
        or(eq(transactions.customerId, userId), eq(transactions.providerId, userId)),
        inArray(transactions.state, openStates),
      ),
    );
  return {
    now,
    bookings: bookings.map((b): DeletionBooking => ({
      role: b.customerId === userId ? 'customer' : 'provider',
      state: b.state,
      bookingEnd: b.bookingEnd,
    })),
    operatorMoneyOwed: (await untransferredShares(db, userId)) + operatorBalance,
    affiliate: await affiliateMoneyOf(db, userId),
  };
}

/** The payout account's balance at the provider, available and pending, in euro cents (0 without one). */
export async function payoutBalanceOf(deps: AppDeps, userId: string): Promise<number> {
  const account = await payoutAccountRowOf(deps, userId);
  if (!account) return 0;
  const balance = await deps.payouts.retrieveBalance(account.accountId);
  return [...balance.available, ...balance.pending]
    .filter((entry) => entry.currency.toUpperCase() === 'EUR')
    .reduce((total, entry) => total + entry.amount, 0);
}

/** Operator shares of captured bookings not yet transferred to their payout account, in cents. */
async function untransferredShares(db: Db, operatorId: string): Promise<number> {
  const moved = db
    .select({
      transactionId: operatorTransfers.transactionId,
      amount: sql<string>`sum(${operatorTransfers.amount})`.as('moved'),
    })
    .from(operatorTransfers)
    .where(eq(operatorTransfers.operatorId, operatorId))
    .groupBy(operatorTransfers.transactionId)
    .as('moved');
  const [row] = await db
    .select({
      owed: sql<string>`coalesce(sum(greatest(${transactions.payoutTotal} - coalesce(${moved.amount}, 0), 0)), 0)`,
    })
    .from(transactions)
    .leftJoin(moved, eq(moved.transactionId, transactions.id))
    .where(
      and(
        eq(transactions.providerId, operatorId),
        isNotNull(transactions.paymentIntentId),
        inArray(transactions.state, capturedStates),
      ),
    );
  return Number(row?.owed ?? 0);
}

/** An affiliate's ledger balance and payouts not yet paid, in cents; null for a non-affiliate. */
async function affiliateMoneyOf(db: Db, userId: string) {
  const [account] = await db
    .select({ userId: affiliates.userId })
    .from(affiliates)
    .where(eq(affiliates.userId, userId));
  if (!account) return null;
  const [balance] = await db
    .select({ amount: sql<string>`coalesce(sum(${affiliateLedger.amount}), 0)` })
    .from(affiliateLedger)
    .where(eq(affiliateLedger.affiliateId, userId));
  const [unpaid] = await db
    .select({ amount: sql<string>`coalesce(sum(${affiliatePayouts.amount}), 0)` })
    .from(affiliatePayouts)
    .where(
      and(
        eq(affiliatePayouts.affiliateId, userId),
        inArray(affiliatePayouts.status, ['pending', 'failed']),
      ),
    );
  return { balance: Number(balance?.amount ?? 0), unpaidPayouts: Number(unpaid?.amount ?? 0) };
}
