// A waitlist offer's email and SMS (decision 161), a job queued with the offer: run after the commit,
// retried alone, each message stored once (the email's dedupe key, the SMS's outbox key). The link
// opens the checkout with the departure and the party filled.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookingChoiceParams } from '../../../domain/booking-choice';
import { isLanguage, type Language } from '../../../domain/languages';
import { listingPath } from '../../../domain/listing-urls';
import type { ListingTimeZone } from '../../../domain/listing';
import { localDateOf } from '../../../domain/zone-date';
import { listings, users, waitlistEntries } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { storeEmail } from '../email/queue-email';
import { emailMessage, renderEmailLayout } from '../email/render-email';
import { toE164 } from '../notifications/phone-number';
import { waitlistOfferNoticeJobKind } from './offer-freed-seats';

const payloadSchema = z.object({ entryId: z.uuid(), offeredAt: z.string() });

/** The checkout of an entry's departure with its party, as the booking panel would open it. */
export function waitlistCheckoutPath(
  listing: { id: string; title: string; timeZone: string },
  entry: {
    startAt: Date;
    endAt: Date;
    quantityAdult: number;
    quantityChild: number;
    quantityInfant: number;
  },
): string {
  const query = new URLSearchParams(
    bookingChoiceParams({
      date: localDateOf(entry.startAt, listing.timeZone as ListingTimeZone),
      start: entry.startAt.toISOString(),
      end: entry.endAt.toISOString(),
      adults: entry.quantityAdult,
      children: entry.quantityChild,
      infants: entry.quantityInfant,
    }),
  );
  return `${listingPath(listing.id, listing.title)}/checkout?${query.toString()}`;
}

const formatTime = (at: Date, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);

export const sendWaitlistOffer: JobHandler = async (payload, { deps }) => {
  const { entryId, offeredAt } = payloadSchema.parse(payload);
  const [found] = await deps.db
    .select({ entry: waitlistEntries, listing: listings, customer: users })
    .from(waitlistEntries)
    .innerJoin(listings, eq(listings.id, waitlistEntries.listingId))
    .innerJoin(users, eq(users.id, waitlistEntries.customerId))
    .where(eq(waitlistEntries.id, entryId));
  if (!found) return;
  const { entry, listing, customer } = found;
  // Only the offer this job was queued for, still open: a used or expired one says nothing.
  if (
    entry.state !== 'offered' ||
    entry.offeredAt?.toISOString() !== offeredAt ||
    !entry.offerExpiresAt ||
    entry.offerExpiresAt <= deps.clock.now()
  )
    return;
  const language: Language = isLanguage(customer.language) ? customer.language : 'en';
  const values = {
    firstName: customer.firstName,
    title: listing.title,
    when: formatTime(entry.startAt, language, listing.timeZone),
    until: formatTime(entry.offerExpiresAt, language, listing.timeZone),
    seats: String(entry.seats),
  };
  const m = (key: string) => emailMessage(language, `waitlist-offer.${key}`, values);
  const link = new URL(waitlistCheckoutPath(listing, entry), deps.config.publicBaseUrl).toString();
  const key = `${waitlistOfferNoticeJobKind}:${entryId}:${offeredAt}`;
  await storeEmail(deps, {
    to: customer.email,
    userId: customer.id,
    language,
    template: 'waitlist-offer',
    ...renderEmailLayout({
      language,
      subject: m('subject'),
      heading: m('heading'),
      greeting: m('greeting'),
      paragraphs: [m('body')],
      button: { label: m('button'), link },
      note: m('note'),
      linkFallback: true,
    }),
    dedupeKey: `${key}:email`,
  });
  const phone = toE164(customer.protectedData.phoneNumber as string | undefined);
  if (phone)
    await deps.sms.send({
      to: phone,
      body: `${m('sms')} ${link}`,
      meta: { key: `${key}:sms`, template: 'waitlist-offer', language, userId: customer.id },
    });
};
