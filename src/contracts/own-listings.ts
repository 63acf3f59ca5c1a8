// The operator's side of listings: the editor (create, update, publish, close, open), photos,
// availability exceptions, and the public time slots of a listing.
import { z } from 'zod';
import { maxSeatsPerDeparture } from '../domain/availability-plan';
import {
  answerWindowHours,
  cancellationPolicies,
  categoryKeys,
  durationKeys,
  unitTypes,
} from '../domain/listing';
import { maxDurationMinutes } from '../domain/listing-duration';
import { minimumDecisionHours, minimumGroupSizeBounds } from '../domain/minimum-group';
import { waitlistOfferHours } from '../domain/waitlist';
import {
  listingTextBounds as bounds,
  maxIncludedItems,
  maxListItems,
  maxListingImages,
  publishRequirements,
} from '../domain/listing-states';
import { translationLanguages } from '../domain/languages';
import { maxTimeSlotsPerPage, timeSlotTypes } from '../domain/time-slots';
import { bookingQuestionsSchema } from './booking-questions';
import { instantSchema, lineSchema, multilineSchema, pageParam, paginationSchema } from './common';
import { availabilityPlanSchema, listingImageSchema, publicListingSchema } from './listings';

// Defined in the domain, where the web app reads it without the schemas (decision 051).
export { maxTimeSlotsPerPage };

const text = (max: number) => lineSchema.trim().max(max);
const longText = (max: number) => multilineSchema.trim().max(max);
/** One of the page's lists (highlights, not included, what to bring, not suitable for). */
const listItems = z.array(text(bounds.listItem.max).min(1)).max(maxListItems);
const amount = z.number().int().min(0).max(10_000_000);
const isoInstant = instantSchema;

export const ownListingSchema = publicListingSchema.extend({
  availabilityPlan: availabilityPlanSchema.nullable(),
  /** What the listing still lacks to be published, in the wizard's tab order. */
  missingForPublish: z.array(z.enum(publishRequirements)),
  updatedAt: z.string(),
  /** Why the marketplace sent the listing back to draft (console), until it is sent again. */
  rejectionReason: z.string().nullable(),
  /** The exact duration the operator gave (issue 49), any length; publicData.duration is its bucket. */
  durationMinutes: z.number().int().positive().nullable(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;
export const ownListingResponseSchema = z.object({ data: ownListingSchema });
export type OwnListingResponse = z.infer<typeof ownListingResponseSchema>;

export const ownListingsQuerySchema = z.object({ page: pageParam });
/** A coming departure as manage listings shows it: when, and how full. */
export const departureSummarySchema = z.object({
  start: z.string(),
  seats: z.number().int(),
  booked: z.number().int(),
});
export type DepartureSummary = z.infer<typeof departureSummarySchema>;
/** How many coming departures manage listings shows per listing. */
export const managedDeparturesShown = 3;
export const managedListingSchema = ownListingSchema.extend({
  /** The next departures with seats or bookings, soonest first. */
  nextDepartures: z.array(departureSummarySchema),
});
export type ManagedListing = z.infer<typeof managedListingSchema>;
export const ownListingsResponseSchema = z.object({
  data: z.array(managedListingSchema),
  meta: paginationSchema,
});
export type OwnListingsResponse = z.infer<typeof ownListingsResponseSchema>;

// Description tab.
const descriptionFields = {
  title: text(bounds.title.max).min(1),
  shortDescription: text(bounds.shortDescription.max).refine(
    (value) => value === '' || value.length >= bounds.shortDescription.min,
    {
      message: `At least ${bounds.shortDescription.min} characters`,
    },
  ),
  description: longText(bounds.description.max),
  categories: z.array(z.enum(categoryKeys)).max(categoryKeys.length),
  duration: z.enum(durationKeys).nullable(),
  /** Any length up to 30 days (issue 49); it sets `duration`, the search bucket. */
  durationMinutes: z.number().int().min(1).max(maxDurationMinutes).nullable(),
  certificate: text(bounds.certificate.max),
};

export const createListingBodySchema = z.object({
  title: descriptionFields.title,
  shortDescription: descriptionFields.shortDescription.optional(),
  description: descriptionFields.description.optional(),
  categories: descriptionFields.categories.optional(),
  duration: descriptionFields.duration.optional(),
  durationMinutes: descriptionFields.durationMinutes.optional(),
  certificate: descriptionFields.certificate.optional(),
});
export type CreateListingBody = z.infer<typeof createListingBodySchema>;

export const listingPricingSchema = z.object({
  /** Listing prices are in euros (spec 000 §5); anything else is refused with currency-unsupported. */
  currency: lineSchema.length(3),
  adult: amount,
  child: z.object({ amount, ageGroup: text(bounds.ageGroup.max).min(1) }).nullable(),
  infant: z.object({ amount, ageGroup: text(bounds.ageGroup.max).min(1) }).nullable(),
  unitType: z.enum(unitTypes),
  groupPricing: z
    .object({ maxGroupSize: z.number().int().min(1).max(maxSeatsPerDeparture) })
    .nullable(),
  discountPercent: z.number().int().min(0).max(100).nullable(),
});
export type ListingPricing = z.infer<typeof listingPricingSchema>;

export const listingLocationSchema = z.object({
  address: text(bounds.address.max).min(1),
  building: text(bounds.building.max),
  /** The town shown on cards (e.g. "Funchal"). */
  place: text(100),
  geolocation: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type ListingLocation = z.infer<typeof listingLocationSchema>;

/**
 * One language's translation of the operator's text (English, in the columns, is the original): every
 * field optional, with the original's limits; an empty field shows the English one.
 */
export const listingTranslationSchema = z
  .object({
    title: text(bounds.title.max),
    shortDescription: text(bounds.shortDescription.max),
    description: longText(bounds.description.max),
    included: z.array(text(bounds.includedItem.max)).max(maxIncludedItems),
    meetingPoint: text(bounds.building.max),
    pickupDescription: longText(bounds.pickupDescription.max),
    rules: longText(bounds.rules.max),
    highlights: z.array(text(bounds.listItem.max)).max(maxListItems),
    notIncluded: z.array(text(bounds.listItem.max)).max(maxListItems),
    whatToBring: z.array(text(bounds.listItem.max)).max(maxListItems),
    notSuitableFor: z.array(text(bounds.listItem.max)).max(maxListItems),
    accessibility: longText(bounds.accessibility.max),
  })
  .partial();
export type ListingTranslation = z.infer<typeof listingTranslationSchema>;

/** Every tab saves through this; only the fields sent change. */
export const updateListingBodySchema = z.object({
  title: descriptionFields.title.optional(),
  shortDescription: descriptionFields.shortDescription.optional(),
  description: descriptionFields.description.optional(),
  categories: descriptionFields.categories.optional(),
  duration: descriptionFields.duration.optional(),
  durationMinutes: descriptionFields.durationMinutes.optional(),
  certificate: descriptionFields.certificate.optional(),
  // Features tab.
  included: z.array(text(bounds.includedItem.max).min(1)).max(maxIncludedItems).optional(),
  languages: z
    .array(lineSchema.regex(/^[a-z]{2}$/))
    .max(30)
    .optional(),
  highlights: listItems.optional(),
  notIncluded: listItems.optional(),
  whatToBring: listItems.optional(),
  notSuitableFor: listItems.optional(),
  accessibility: longText(bounds.accessibility.max).optional(),
  // Location tab.
  location: listingLocationSchema.optional(),
  pickupOffered: z.boolean().optional(),
  dropoffOffered: z.boolean().optional(),
  pickupDescription: longText(bounds.pickupDescription.max).optional(),
  // Pricing tab.
  pricing: listingPricingSchema.optional(),
  // Availability tab: checked by validatePlan, which names every problem of every entry.
  availabilityPlan: z.unknown().optional(),
  // Policies tab.
  cancellationPolicy: z.enum(cancellationPolicies).optional(),
  instantBooking: z.boolean().optional(),
  answerWindowHours: z
    .number()
    .int()
    .min(answerWindowHours.min)
    .max(answerWindowHours.max)
    .optional(),
  /** The minimum group size (decision 157); null removes it. */
  minimumGroupSize: z
    .number()
    .int()
    .min(minimumGroupSizeBounds.min)
    .max(minimumGroupSizeBounds.max)
    .nullable()
    .optional(),
  minimumDecisionHours: z
    .number()
    .int()
    .min(minimumDecisionHours.min)
    .max(minimumDecisionHours.max)
    .optional(),
  /** How many hours a waitlist offer holds its seats (decision 161). */
  waitlistOfferHours: z
    .number()
    .int()
    .min(waitlistOfferHours.min)
    .max(waitlistOfferHours.max)
    .optional(),
  rules: longText(bounds.rules.max).optional(),
  /** The booking questions (decision 137): the list sent replaces the listing's. */
  questions: bookingQuestionsSchema.optional(),
  // Translations tab: the languages sent replace their stored translation (all fields empty: removed).
  translations: z.partialRecord(z.enum(translationLanguages), listingTranslationSchema).optional(),
});
export type UpdateListingBody = z.infer<typeof updateListingBodySchema>;

export const imageResponseSchema = z.object({ data: listingImageSchema });
export const imagesResponseSchema = z.object({ data: z.array(listingImageSchema) });
export const reorderImagesBodySchema = z.object({
  imageIds: z.array(z.uuid()).min(1).max(maxListingImages),
});
export const imageParams = z.object({ id: z.uuid(), imageId: z.uuid() });

export const availabilityExceptionSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  seats: z.number().int(),
});
export type AvailabilityExceptionView = z.infer<typeof availabilityExceptionSchema>;
export const availabilityExceptionsQuerySchema = z.object({
  start: isoInstant.optional(),
  end: isoInstant.optional(),
});
export const availabilityExceptionsResponseSchema = z.object({
  data: z.array(availabilityExceptionSchema),
});
export const createAvailabilityExceptionBodySchema = z.object({
  start: isoInstant,
  end: isoInstant,
  seats: z.number().int(),
});
export type CreateAvailabilityExceptionBody = z.infer<typeof createAvailabilityExceptionBodySchema>;
export const availabilityExceptionResponseSchema = z.object({ data: availabilityExceptionSchema });
/** How many exceptions one request may add (a season's closures around those already set, or the ones made before the first save). */
export const maxExceptionsPerBatch = 100;
export const createAvailabilityExceptionsBodySchema = z.object({
  exceptions: z.array(createAvailabilityExceptionBodySchema).min(1).max(maxExceptionsPerBatch),
});
export type CreateAvailabilityExceptionsBody = z.infer<
  typeof createAvailabilityExceptionsBodySchema
>;
export const availabilityExceptionsCreatedSchema = z.object({
  data: z.array(availabilityExceptionSchema),
});
export const exceptionParams = z.object({ id: z.uuid(), exceptionId: z.uuid() });

export const maxTimeSlotQueryDays = 62;
export const timeSlotsQuerySchema = z.object({
  start: isoInstant,
  end: isoInstant,
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(maxTimeSlotsPerPage).default(maxTimeSlotsPerPage),
});
export type TimeSlotsQuery = z.infer<typeof timeSlotsQuerySchema>;
export const timeSlotSchema = z.object({
  type: z.enum(timeSlotTypes),
  start: z.string(),
  end: z.string(),
  /** Free seats. */
  seats: z.number().int(),
});
export type TimeSlotView = z.infer<typeof timeSlotSchema>;
export const timeSlotsResponseSchema = z.object({
  data: z.array(timeSlotSchema),
  meta: paginationSchema,
});
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponseSchema>;
