// The listing process (spec 000 §3, §4): draft → published (or pendingApproval when the marketplace
// approves listings) → closed → published again. Transitions are data; use cases call
// nextListingState and never set a state by hand.
import { AppError, type ErrorDetail } from './errors';
import type { ListingState, ListingTimeZone } from './listing';

export const listingTransitions = {
  publish: { from: ['draft'], to: 'published' },
  close: { from: ['published'], to: 'closed' },
  open: { from: ['closed'], to: 'published' },
  // The marketplace's console (issue 43) takes pending listings live, or sends them back with a reason.
  approve: { from: ['pendingApproval'], to: 'published' },
  reject: { from: ['pendingApproval'], to: 'draft' },
} as const satisfies Record<string, { from: readonly ListingState[]; to: ListingState }>;
export type ListingTransition = keyof typeof listingTransitions;

/** Whether a listing in `state` may go through `transition` (what actions an operator is offered). */
export const canTransitionListing = (state: ListingState, transition: ListingTransition): boolean =>
  (listingTransitions[transition].from as readonly ListingState[]).includes(state);

/** The state a transition leads to; publishing waits for approval when the marketplace requires it. */
export function nextListingState(
  state: ListingState,
  transition: ListingTransition,
  options: { approvalRequired: boolean },
): ListingState {
  const rule = listingTransitions[transition];
  if (!canTransitionListing(state, transition)) {
    throw new AppError('listing-invalid-transition', `A ${state} listing cannot ${transition}`, [
      { code: 'invalid-transition', transition, state },
    ]);
  }
  if (transition === 'publish' && options.approvalRequired) return 'pendingApproval';
  return rule.to;
}

// Text bounds of the editor (the spec leaves them open; docs/decisions/021-listing-editor.md).
export const listingTextBounds = {
  title: { max: 100 },
  shortDescription: { min: 10, max: 140 },
  description: { max: 5000 },
  certificate: { max: 60 },
  address: { max: 200 },
  building: { max: 200 },
  pickupDescription: { max: 500 },
  rules: { max: 2000 },
  includedItem: { max: 100 },
  ageGroup: { max: 20 },
  /** One line of a list: included, not included, highlights, what to bring, not suitable for. */
  listItem: { max: 120 },
  accessibility: { max: 1000 },
} as const;
export const maxIncludedItems = 20;
/** Items of each of the other lists the listing page shows (issue 14 item 6). */
export const maxListItems = 12;
export const maxListingImages = 20;

export const publishRequirements = [
  'title-required',
  'description-required',
  'short-description-required',
  'location-required',
  'price-required',
  'availability-required',
  'images-required',
] as const;
export type PublishRequirement = (typeof publishRequirements)[number];

export type PublishCandidate = {
  title: string;
  description: string;
  shortDescription: string;
  address: string | undefined;
  hasGeolocation: boolean;
  adultPrice: number | null | undefined;
  /** Seats of the plan's entries, or null without a plan. */
  planSeats: number[] | null;
  imageCount: number;
};

/** What a listing still lacks to go live (spec 000 §5 messages), in the wizard's tab order. */
export function missingForPublish(listing: PublishCandidate): PublishRequirement[] {
  const missing: PublishRequirement[] = [];
  const blank = (text: string | undefined) => !text || text.trim() === '';
  if (blank(listing.title)) missing.push('title-required');
  if (blank(listing.description)) missing.push('description-required');
  if (blank(listing.shortDescription)) missing.push('short-description-required');
  if (blank(listing.address) || !listing.hasGeolocation) missing.push('location-required');
  if (
    typeof listing.adultPrice !== 'number' ||
    !Number.isSafeInteger(listing.adultPrice) ||
    listing.adultPrice < 0
  ) {
    missing.push('price-required');
  }
  if (!listing.planSeats || !listing.planSeats.some((seats) => seats > 0))
    missing.push('availability-required');
  if (listing.imageCount < 1) missing.push('images-required');
  return missing;
}

export function assertPublishable(listing: PublishCandidate): void {
  const missing = missingForPublish(listing);
  if (missing.length > 0) {
    const details: ErrorDetail[] = missing.map((code) => ({
      path: code.replace(/-required$/, ''),
      code,
      message: code,
    }));
    throw new AppError(
      'validation-invalid-value',
      `The listing cannot be published yet: ${missing.join(', ')}`,
      details,
    );
  }
}

// Madeira and Porto Santo (and the Desertas and Selvagens) lie inside this box; everything else we
// list is on the mainland (the Azores, on their own time, are not served).
const madeiraBox = { south: 29.9, north: 33.3, west: -17.5, east: -15.7 };
const mainlandBox = { south: 36.8, north: 42.2, west: -9.6, east: -6.1 };
const inBox = (point: { lat: number; lng: number }, box: typeof madeiraBox) =>
  point.lat >= box.south &&
  point.lat <= box.north &&
  point.lng >= box.west &&
  point.lng <= box.east;

/** Levada serves mainland Portugal and Madeira: a listing must start there. */
export const isServedLocation = (point: { lat: number; lng: number }): boolean =>
  inBox(point, madeiraBox) || inBox(point, mainlandBox);

/** The listing's time zone from where it starts (spec: Atlantic/Madeira or Europe/Lisbon by location). */
export function timeZoneAt(point: { lat: number; lng: number }): ListingTimeZone {
  return inBox(point, madeiraBox) ? 'Atlantic/Madeira' : 'Europe/Lisbon';
}
