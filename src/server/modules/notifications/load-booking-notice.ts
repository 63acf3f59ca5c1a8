import { eq, inArray } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../domain/languages';
import { money } from '../../../domain/money';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { listingPath } from '../../../domain/listing-urls';
import type { AppDeps } from '../../app-deps';
import {
  listings,
  octoBookings,
  transactions,
  users,
  type OctoContact,
  type StoredLineItem,
} from '../../db/schema';
import { translatedTitles } from '../listings/to-public-listing';
import type { BookingNotice, NoticeParty } from './booking-notice';
import { toE164 } from './phone-number';
import type { TransitionedEvent } from './transitioned-event';

const isCancellation = (transition: string) => transition.startsWith('cancel');

/** What a party paid or earns: the lines included for them, before (or only of) the refund's reversals. */
const sumOf = (lines: StoredLineItem[], role: 'customer' | 'provider', reversal: boolean) =>
  lines
    .filter((line) => line.includeFor.includes(role) && line.reversal === reversal)
    .reduce((sum, line) => sum + line.lineTotal.amount, 0);

const toParty = (row: typeof users.$inferSelect): NoticeParty => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  language: row.language as Language,
});

/**
 * The traveller of a reseller's booking (decision 149): the contact the reseller gave in the booking,
 * who gets the traveller's emails at the address given there, or none (null) without one; never the
 * reseller's account, whose address is a placeholder. The language is the contact's first locale we
 * write in, else the listing's operator's.
 */
export function resellerTravellerOf(
  account: Pick<NoticeParty, 'id'>,
  contact: OctoContact | null,
  fallbackLanguage: Language,
): NoticeParty {
  const [first, ...rest] = (contact?.fullName ?? '').trim().split(/\s+/);
  const language = (contact?.locales ?? [])
    .map((locale) => locale.toLowerCase().split('-')[0]!)
    .find(isLanguage);
  const email = contact?.emailAddress?.trim();
  return {
    id: account.id,
    firstName: contact?.firstName?.trim() || first || '',
    lastName: contact?.lastName?.trim() || rest.join(' '),
    email: email || null,
    language: language ?? fallbackLanguage,
  };
}

/**
 * Reads a transaction as its notifications need it (the transaction-transitioned handler's loader).
 * Amounts come from the stored line items, so a refund is what the engine reversed (0 when nothing
 * was). The operator's phone and SMS/WhatsApp flags are their protected data (spec 001 §1).
 */
export async function loadBookingNotice(
  deps: Pick<AppDeps, 'db'>,
  event: TransitionedEvent,
): Promise<BookingNotice | null> {
  const [row] = await deps.db
    .select({ transaction: transactions, listing: listings })
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .where(eq(transactions.id, event.transactionId));
  if (!row) return null;
  const { transaction, listing } = row;
  const parties = await deps.db
    .select()
    .from(users)
    .where(inArray(users.id, [transaction.customerId, transaction.providerId]));
  const customer = parties.find((user) => user.id === transaction.customerId);
  const provider = parties.find((user) => user.id === transaction.providerId);
  if (!customer || !provider || !transaction.bookingStart || !transaction.bookingEnd) return null;

  const lines = transaction.lineItems;
  const { currency } = transaction;
  const protectedData = provider.protectedData;
  const location = listing.publicData.location as
    { address?: string; building?: string } | undefined;
  // Where travellers meet: the operator's meeting point (pier, car park…) before the address.
  const meetingPlace = [location?.building, location?.address]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    transactionId: transaction.id,
    reference: bookingReferenceOf(transaction.referenceNumber),
    isInstant: transaction.isInstant,
    transition: event.transition,
    by: event.by,
    at: event.at,
    listing: {
      id: listing.id,
      title: listing.title,
      titles: translatedTitles(listing.publicData),
      timeZone: listing.timeZone,
      address: meetingPlace || null,
      path: listingPath(listing.id, listing.title),
      geolocation:
        listing.lat !== null && listing.lng !== null
          ? { lat: listing.lat, lng: listing.lng }
          : null,
    },
    booking: {
      start: transaction.bookingStart,
      end: transaction.bookingEnd,
      isFullDay: listing.availabilityPlan?.type === 'availability-plan/day',
      quantities: {
        adult: transaction.quantityAdult,
        child: transaction.quantityChild,
        infant: transaction.quantityInfant,
      },
    },
    previousBooking: event.previousBooking ?? null,
    customer: transaction.resellerId
      ? resellerTravellerOf(
          customer,
          (
            await deps.db
              .select({ contact: octoBookings.contact })
              .from(octoBookings)
              .where(eq(octoBookings.transactionId, transaction.id))
          )[0]?.contact ?? null,
          provider.language as Language,
        )
      : toParty(customer),
    provider: {
      ...toParty(provider),
      phoneNumber: toE164(
        (protectedData.providerPhoneNumber ?? protectedData.phoneNumber) as string | undefined,
      ),
      isSmsOn: protectedData.newBookingSmsNotification === true,
      isWhatsappOn: protectedData.newBookingWhatsappNotification === true,
    },
    payinTotal: money(sumOf(lines, 'customer', false), currency),
    payoutTotal: money(sumOf(lines, 'provider', false), currency),
    refund: isCancellation(event.transition)
      ? money(-sumOf(lines, 'customer', true), currency)
      : null,
    // A request the marketplace declined carries its reason too (a departure under its minimum, decision 157).
    cancelReason:
      isCancellation(event.transition) ||
      (event.transition === 'decline' && event.by === 'operator')
        ? transaction.cancelReason
        : null,
  };
}
