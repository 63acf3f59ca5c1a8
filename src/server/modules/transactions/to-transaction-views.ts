import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicAuthor } from '../../../contracts/listings';
import type { Transaction, TransactionRole } from '../../../contracts/transactions';
import {
  bookingProcessAlias,
  bookingStatusOf,
  nextTimerOf,
  type Actor,
  type TransitionName,
  type TransitionRecord,
} from '../../../domain/booking-process';
import type {
  CancellationPolicy,
  ListingState,
  ListingTimeZone,
  UnitType,
} from '../../../domain/listing';
import {
  fullRefundUntil,
  isMovedByOperator,
  refundAmount,
  type CancelTransition,
} from '../../../domain/refund-policy';
import type { LineItem } from '../../../domain/pricing';
import { moneyBackOf } from '../../../domain/money-back';
import { allowedTransitions } from '../../../domain/transition-guards';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  images,
  listings,
  octoBookings,
  resellers,
  users,
  type OctoContact,
} from '../../db/schema';
import { toImage, toPublicAuthor, translatedTitles } from '../listings/to-public-listing';
import {
  transitionHistoriesOf,
  type RecordedTransition,
  type TransactionRow,
} from './transition-transaction';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { directionsUrl } from '../../../domain/trip';
import type { Language } from '../../../domain/languages';
import { toE164 } from '../notifications/phone-number';
import { bookingAnswersViewOf } from './booking-answers';
import { proposalsOf } from '../date-proposals/date-proposal-rows';
import { toDateProposal } from '../date-proposals/to-date-proposal';

type TripListing = {
  lat: number | null;
  lng: number | null;
  publicData: typeof listings.$inferSelect.publicData;
};
export type Reachable = {
  firstName: string;
  lastName: string;
  email: string;
  protectedData: Record<string, unknown>;
};
const phoneOf = (user: Reachable, key: string) =>
  toE164((user.protectedData[key] ?? user.protectedData.phoneNumber) as string | undefined);

/** The traveller's facts of a confirmed booking, the operator's text in the reader's language when translated. */
function tripOf(listing: TripListing, operator: Reachable, language: Language | null) {
  const data = listing.publicData;
  const translated = language ? data.translations?.[language] : undefined;
  const geolocation =
    listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null;
  const address = data.location?.address ?? null;
  return {
    address,
    meetingPoint: translated?.meetingPoint ?? data.location?.building ?? null,
    geolocation,
    directionsUrl: directionsUrl({ geolocation, address }),
    operatorPhone: phoneOf(operator, 'providerPhoneNumber'),
    operatorEmail: operator.email,
    whatToBring: translated?.whatToBring ?? data.whatToBring ?? [],
    included: translated?.included ?? data.included ?? [],
  };
}

/** The account's name and phone: the lead traveller unless the checkout was told another. */
export const accountLeadOf = (customer: Reachable) => ({
  name: `${customer.firstName} ${customer.lastName}`.trim(),
  phone: phoneOf(customer, 'phoneNumber'),
});

/** Whom the operator calls: the lead traveller named at checkout (decision 137), else the account. */
export const leadTravellerOf = (customer: Reachable, row: TransactionRow) => {
  const given = row.bookingAnswers?.leadTraveller;
  return given
    ? { name: given.fullName, phone: toE164(given.phone) ?? given.phone }
    : accountLeadOf(customer);
};

type ViewDeps = { db: Db; clock: Clock; imageStorage: ImageStorage };

const money = (amount: number, currency: string) => ({ amount, currency });
const isCustomerCancel = (name: TransitionName) =>
  name === 'cancel-by-customer' || name === 'cancel-by-customer-no-refund';

/**
 * The transactions as their viewer sees them (spec 000 §3): line items of the viewer's side, the
 * history, the booking, the parties, what the viewer may do now, the next timer and what a
 * cancellation would refund. Loads everything for a page of rows in three queries.
 */
export async function toTransactionViews(
  deps: ViewDeps,
  rows: TransactionRow[],
  viewerId: string,
  /**
   * The whole history of transactions made by this very request (their first transitions, just
   * committed): it is not read again, and such a transaction has no date proposals yet.
   */
  madeNow?: { history: RecordedTransition[] },
): Promise<Transaction[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const listingIds = [...new Set(rows.map((row) => row.listingId))];
  const userIds = [...new Set(rows.flatMap((row) => [row.customerId, row.providerId]))];
  const profileImage = alias(images, 'profile_image');
  const [records, listingRows, userRows, proposals, resellerRows] = await Promise.all([
    madeNow ? madeNow.history : transitionHistoriesOf(deps.db, ids),
    deps.db
      .select({
        id: listings.id,
        title: listings.title,
        state: listings.state,
        deleted: listings.deleted,
        timeZone: listings.timeZone,
        publicData: listings.publicData,
        lat: listings.lat,
        lng: listings.lng,
        // The first photo, in the same statement.
        image: sql<Pick<typeof images.$inferSelect, 'id' | 'variants'> | null>`(
          select json_build_object('id', ${images.id}, 'variants', ${images.variants})
          from ${images} where ${images.listingId} = ${listings.id}
          order by ${images.position}, ${images.createdAt} limit 1)`,
      })
      .from(listings)
      .where(inArray(listings.id, listingIds)),
    deps.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        protectedData: users.protectedData,
        language: users.language,
        bio: users.bio,
        publicData: users.publicData,
        banned: users.banned,
        deleted: users.deleted,
        image: { id: profileImage.id, variants: profileImage.variants },
      })
      .from(users)
      .leftJoin(profileImage, eq(profileImage.id, users.profileImageId))
      .where(inArray(users.id, userIds)),
    madeNow ? [] : proposalsOf(deps.db, ids),
    // The reseller of a booking made through OCTO, its reference and traveller (decision 149).
    rows.some((row) => row.resellerId)
      ? deps.db
          .select({
            transactionId: octoBookings.transactionId,
            name: resellers.name,
            reference: octoBookings.resellerReference,
            contact: octoBookings.contact,
          })
          .from(octoBookings)
          .innerJoin(resellers, eq(resellers.id, octoBookings.resellerId))
          .where(inArray(octoBookings.transactionId, ids))
      : Promise.resolve([]),
  ]);
  const resellerOf = new Map(resellerRows.map((row) => [row.transactionId, row]));
  const listingById = new Map(listingRows.map((listing) => [listing.id, listing]));
  const userById = new Map(userRows.map((user) => [user.id, user]));
  const viewerLanguage = (userById.get(viewerId)?.language ?? null) as Language | null;
  const authorById = new Map<string, PublicAuthor>(
    userRows.map((user) => [
      user.id,
      toPublicAuthor(user, user.image?.id ? toImage(user.image, deps.imageStorage) : null),
    ]),
  );
  const now = deps.clock.now();

  return rows.map((row): Transaction => {
    const role: TransactionRole = row.customerId === viewerId ? 'customer' : 'provider';
    const state = row.state;
    const history = records.filter(
      (record) => record.transactionId === row.id,
    ) as (TransitionRecord & { by: Actor })[];
    const listing = listingById.get(row.listingId)!;
    const timeZone = listing.timeZone as ListingTimeZone;
    const policy: CancellationPolicy = listing.publicData.cancellationPolicy ?? 'flexible-24h';
    const isMoved = isMovedByOperator(history);
    const available = allowedTransitions({ state, bookingStart: row.bookingStart }, role, {
      now,
      history,
      policy,
    }).map((def) => def.name);
    const cancel = available.find(
      (name): name is CancelTransition => name === 'cancel' || isCustomerCancel(name),
    );
    const lineItems = (row.lineItems as LineItem[]).filter((item) =>
      item.includeFor.includes(role),
    );
    const next = nextTimerOf(state, history, row);
    const status = bookingStatusOf(state);
    return {
      id: row.id,
      processAlias: bookingProcessAlias,
      createdAt: row.createdAt.toISOString(),
      lastTransitionedAt: row.lastTransitionedAt.toISOString(),
      lastTransition: row.lastTransition,
      state,
      payinTotal: row.payinTotal === null ? null : money(row.payinTotal, row.currency),
      payoutTotal:
        role === 'provider' && row.payoutTotal !== null
          ? money(row.payoutTotal, row.currency)
          : null,
      lineItems: lineItems.map((item) => ({ ...item })),
      transitions: history.map((record) => ({
        createdAt: record.createdAt.toISOString(),
        by: record.by,
        transition: record.transition,
      })),
      booking:
        status && row.bookingStart && row.bookingEnd
          ? {
              start: row.bookingStart.toISOString(),
              end: row.bookingEnd.toISOString(),
              startDate: row.bookingStartDate ?? '',
              timezone: timeZone,
              seats: row.seats,
              state: status,
              quantities: {
                adults: row.quantityAdult,
                children: row.quantityChild,
                infants: row.quantityInfant,
              },
            }
          : null,
      listing: {
        id: listing.id,
        title: listing.title,
        titles: translatedTitles(listing.publicData),
        state: listing.state as ListingState,
        isDeleted: listing.deleted,
        timezone: timeZone,
        unitType: (listing.publicData.unitType ?? 'adult') as UnitType,
        image: listing.image ? toImage(listing.image, deps.imageStorage) : null,
      },
      customer: authorById.get(row.customerId)!,
      provider: authorById.get(row.providerId)!,
      viewerRole: role,
      availableTransitions: available,
      nextTimer: next ? { transition: next.transition, at: next.at.toISOString() } : null,
      refundPreview:
        cancel && row.bookingStart
          ? {
              transition: cancel,
              refund: money(refundAmount(cancel, row.payinTotal ?? 0), row.currency),
              isFullRefund: refundAmount(cancel, row.payinTotal ?? 0) === (row.payinTotal ?? 0),
              fullRefundUntil: (isMoved
                ? row.bookingStart
                : fullRefundUntil(row.bookingStart)
              ).toISOString(),
              ...(isMoved ? { isMovedByOperator: true } : {}),
              ...(cancel === 'cancel-by-customer-no-refund' && policy === 'non-refundable'
                ? { isNonRefundable: true }
                : {}),
            }
          : null,
      paymentIntentId: role === 'customer' ? row.paymentIntentId : null,
      moneyBack: role === 'customer' ? moneyBackView(row) : null,
      cancelReason: row.cancelReason,
      reference: bookingReferenceOf(row.referenceNumber),
      reseller: resellerViewOf(resellerOf.get(row.id)),
      // The day of the tour, once it is confirmed: where to go and whom to call (issue 45).
      trip:
        role === 'customer' && status === 'accepted'
          ? tripOf(listing, userById.get(row.providerId)!, viewerLanguage)
          : null,
      leadTraveller:
        role === 'provider' && status === 'accepted'
          ? leadTravellerOf(userById.get(row.customerId)!, row)
          : null,
      ticketState:
        status === 'accepted' ? (row.checkedInAt ? 'checked-in' : 'not-checked-in') : null,
      checkedInAt: status === 'accepted' ? (row.checkedInAt?.toISOString() ?? null) : null,
      dateProposals: proposals
        .filter((proposal) => proposal.transactionId === row.id)
        .map((proposal) => toDateProposal(proposal, now)),
      bookingAnswers: bookingAnswersViewOf(
        row,
        role,
        accountLeadOf(userById.get(row.customerId)!),
        now,
      ),
    };
  });
}

/** What goes back to the customer's card after a cancellation or a decline (decision 168). */
function moneyBackView(row: TransactionRow): Transaction['moneyBack'] {
  const back = moneyBackOf({
    lastTransition: row.lastTransition,
    paymentIntentId: row.paymentIntentId,
    payinTotal: row.payinTotal,
    lineItems: row.lineItems as LineItem[],
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  });
  return back
    ? {
        kind: back.kind,
        amount: money(back.amount, row.currency),
        card: back.card,
        at: row.lastTransitionedAt.toISOString(),
      }
    : null;
}

/** A reseller's booking as both parties read it: who sold it, their reference, their traveller. */
function resellerViewOf(
  row: { name: string; reference: string | null; contact: OctoContact } | undefined,
): Transaction['reseller'] {
  if (!row) return null;
  const traveller =
    row.contact.fullName ??
    ([row.contact.firstName, row.contact.lastName].filter(Boolean).join(' ') || null);
  return { name: row.name, reference: row.reference, traveller };
}
