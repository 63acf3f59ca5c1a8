// Business constants of listings (spec 000 §3, §9).
export const categoryKeys = [
  'roadexcursions',
  'boattours',
  'hiking',
  'transfers',
  'offroad',
  'canyoning',
  'btt',
  'biggamefishing',
  'gardensreserves',
  'kayaking',
  'scubasnorkeling',
  'culturemuseums',
  'sightseeing',
  'paragliding',
  'fitness',
  'surfbodyboard',
  'wellbeing',
  'wine',
  'gastronomydrinks',
  'craftsworkshops',
  'seasonaltours',
  'accessibility',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

export const durationKeys = [
  '1orless',
  '1to2',
  '3to4',
  '5to6',
  '7to8',
  '8ormore',
  'multiday',
] as const;
export type DurationKey = (typeof durationKeys)[number];

export const unitTypes = ['adult', 'person', 'group', 'day', 'night'] as const;
export type UnitType = (typeof unitTypes)[number];

/**
 * Which people a unit type prices on their own (the editor asks for those prices): per adult, children
 * and infants; per person, infants (children pay the adult price); per group, day or night, the party
 * as a whole.
 */
export function pricedCategories(unitType: UnitType | undefined): {
  child: boolean;
  infant: boolean;
} {
  const unit = unitType ?? 'adult';
  return { child: unit === 'adult', infant: unit === 'adult' || unit === 'person' };
}

/** At most this many adults, children or infants in one booking. */
export const maxQuantityPerCategory = 50;

export const listingStates = ['draft', 'pendingApproval', 'published', 'closed'] as const;
export type ListingState = (typeof listingStates)[number];

export const listingTimeZones = ['Atlantic/Madeira', 'Europe/Lisbon'] as const;
export type ListingTimeZone = (typeof listingTimeZones)[number];

export const cancellationPolicies = ['flexible-24h', 'non-refundable'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];

export const listingSortKeys = [
  'createdAt',
  '-createdAt',
  'price',
  '-price',
  'relevance',
  'rating',
] as const;
export type ListingSortKey = (typeof listingSortKeys)[number];
export const defaultListingSort: ListingSortKey = '-createdAt';

export const searchPageSize = 36;
export const manageListingsPageSize = 42;
export const bookableDays = 90;
/** Spec 000 §9: 500 time slots per query, for at most two consecutive months. */
export const maxTimeSlotsPerPage = 500;
export const minimumListingPrice = 0;
export const shortDescriptionSuffix = ' - Book online now!';

/**
 * The meta description of a listing page (spec 000 §9): its short description and the suffix, which
 * pages in another language pass in their own words.
 */
export const listingMetaDescription = (
  shortDescription: string,
  suffix: string = shortDescriptionSuffix.replace(/^ - /, ''),
): string => `${shortDescription.trim().replace(/[.!\s]+$/, '')} - ${suffix}`;

/** Free text (a profile's bio) as a meta description: one line, at most `max` characters. */
export const clipMetaDescription = (text: string, max = 160): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** Only published, not deleted listings are ever shown to the public. */
export const isPubliclyVisible = (listing: { state: ListingState; deleted: boolean }): boolean =>
  listing.state === 'published' && !listing.deleted;

/** The listing's lists besides "included" (decision 060), in the order the page shows them. */
export const listingLists = ['highlights', 'notIncluded', 'whatToBring', 'notSuitableFor'] as const;
export type ListingList = (typeof listingLists)[number];

/** The operator's answer window of a request, a listing setting (decision 120): 1 to 72 hours, 24 by default. */
export const answerWindowHours = { min: 1, max: 72, default: 24 } as const;
