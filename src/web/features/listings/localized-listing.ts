import type { ListingCard, PublicListing } from '../../../contracts/listings';
import type { Locale } from '../../i18n/locales';

export type LocalizedText = {
  title: string;
  description: string;
  shortDescription: string;
  rules: string | undefined;
  pickupDescription: string | undefined;
  meetingPoint: string | undefined;
  included: string[];
};

/** The operator's text in the reader's language when a translation exists, else the original. */
export function localizeListing(listing: PublicListing, locale: Locale): LocalizedText {
  const data = listing.publicData;
  const t = data.translations?.[locale];
  const pick = (translated: string | undefined, original: string | undefined) =>
    translated && translated.trim() ? translated : original;
  return {
    title: pick(t?.title, listing.title) ?? listing.title,
    description: pick(t?.description, listing.description) ?? '',
    shortDescription: pick(t?.shortDescription, listing.shortDescription) ?? '',
    rules: pick(t?.rules, data.rules),
    pickupDescription: pick(t?.pickupDescription, data.pickupDescription),
    meetingPoint: pick(t?.meetingPoint, data.location?.building),
    included: t?.included && t.included.length > 0 ? t.included : (data.included ?? []),
  };
}

/** The title in the reader's language when translated, else the original (cards need no more). */
export function localizeTitle(
  listing: Pick<ListingCard, 'title' | 'publicData'>,
  locale: Locale,
): string {
  const translated = listing.publicData.translations?.[locale]?.title;
  return translated && translated.trim() ? translated : listing.title;
}
