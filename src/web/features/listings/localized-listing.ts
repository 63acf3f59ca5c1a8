import type { ListingCard, PublicListing } from '../../../contracts/listings';
import { listingLists, type ListingList } from '../../../domain/listing';
import type { Locale } from '../../i18n/locales';

export type LocalizedText = {
  title: string;
  description: string;
  shortDescription: string;
  rules: string | undefined;
  pickupDescription: string | undefined;
  meetingPoint: string | undefined;
  included: string[];
  accessibility: string | undefined;
} & Record<ListingList, string[]>;

/** The operator's text in the reader's language when a translation exists, else the original. */
export function localizeListing(listing: PublicListing, locale: Locale): LocalizedText {
  const data = listing.publicData;
  const t = data.translations?.[locale];
  const list = (translated: string[] | undefined, original: string[] | undefined) =>
    translated && translated.length > 0 ? translated : (original ?? []);
  const pick = (translated: string | undefined, original: string | undefined) =>
    translated && translated.trim() ? translated : original;
  return {
    title: pick(t?.title, listing.title) ?? listing.title,
    description: pick(t?.description, listing.description) ?? '',
    shortDescription: pick(t?.shortDescription, listing.shortDescription) ?? '',
    rules: pick(t?.rules, data.rules),
    pickupDescription: pick(t?.pickupDescription, data.pickupDescription),
    meetingPoint: pick(t?.meetingPoint, data.location?.building),
    included: list(t?.included, data.included),
    accessibility: pick(t?.accessibility, data.accessibility),
    ...(Object.fromEntries(
      listingLists.map((name) => [name, list(t?.[name], data[name])]),
    ) as Record<ListingList, string[]>),
  };
}

/** The title in the reader's language when translated, else the original (cards need no more). */
export function localizeTitle(
  listing: Pick<ListingCard, 'title' | 'publicData'>,
  locale: Locale,
): string {
  return titleIn(listing.title, listing.publicData.translations?.[locale]?.title);
}

/** A booking's tour (transaction views carry the translated titles only) in the reader's language. */
export const localizeBookingTitle = (
  listing: { title: string; titles: Partial<Record<Locale, string>> },
  locale: Locale,
): string => titleIn(listing.title, listing.titles[locale]);

const titleIn = (original: string, translated: string | undefined) =>
  translated && translated.trim() ? translated : original;
