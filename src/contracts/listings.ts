import { z } from 'zod';
import {
  cancellationPolicies,
  categoryKeys,
  durationKeys,
  listingStates,
  listingTimeZones,
  unitTypes,
} from '../domain/listing';
import { planTypes, weekDays, type AvailabilityPlan } from '../domain/availability-plan';
import { moneySchema } from './common';
import { bookingQuestionSchema } from './booking-questions';

const minor = z.number().int().nonnegative();

export const imageVariantSchema = z.object({
  name: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
  // The same picture as AVIF and WebP, for the sizes pages show (decision 054).
  avifUrl: z.string().optional(),
  webpUrl: z.string().optional(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const imageSchema = z.object({
  id: z.uuid(),
  variants: z.array(imageVariantSchema),
  /** A tiny WebP as a data: URL, shown blurred while the picture loads. */
  placeholder: z.string().optional(),
});
/** A listing photo: an image with the operator's words for what it shows (issue 49), if any. */
export const listingImageSchema = imageSchema.extend({ alt: z.string().optional() });
/** Any image; a listing photo may carry its alternative text. */
export type Image = z.infer<typeof listingImageSchema>;

const translatedTextSchema = z.object({
  title: z.string().optional(),
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  rules: z.string().optional(),
  pickupDescription: z.string().optional(),
  /** The meeting point's note (location.building in the original). */
  meetingPoint: z.string().optional(),
  included: z.array(z.string()).optional(),
  highlights: z.array(z.string()).optional(),
  notIncluded: z.array(z.string()).optional(),
  whatToBring: z.array(z.string()).optional(),
  notSuitableFor: z.array(z.string()).optional(),
  accessibility: z.string().optional(),
});
export type TranslatedText = z.infer<typeof translatedTextSchema>;

export const listingPublicDataSchema = z.object({
  location: z.object({ address: z.string(), building: z.string().optional() }).optional(),
  timezone: z.enum(listingTimeZones).optional(),
  place: z.string().optional(),
  categories: z.array(z.enum(categoryKeys)).default([]),
  duration: z.enum(durationKeys).optional(),
  certificate: z.string().optional(),
  included: z.array(z.string()).optional(),
  // What makes a traveller trust the page (issue 14 item 6; decision 060): shown only when filled.
  highlights: z.array(z.string()).optional(),
  notIncluded: z.array(z.string()).optional(),
  whatToBring: z.array(z.string()).optional(),
  notSuitableFor: z.array(z.string()).optional(),
  /** Notes on access (steps, terrain, toilets, help on board); the category says wheelchair-suitable. */
  accessibility: z.string().optional(),
  languages: z.array(z.string()).optional(),
  pickupOffered: z.boolean().default(false),
  dropoffOffered: z.boolean().default(false),
  pickupDescription: z.string().optional(),
  prices: z
    .object({
      adult: minor,
      child: z.object({ amount: minor, ageGroup: z.string() }).optional(),
      infant: z.object({ amount: minor, ageGroup: z.string() }).optional(),
    })
    .optional(),
  groupPricing: z.object({ maxGroupSize: z.number().int().min(1).max(500) }).optional(),
  unitType: z.enum(unitTypes).default('adult'),
  discountPercent: z.number().int().min(0).max(100).optional(),
  cancellationPolicy: z.enum(cancellationPolicies).default('flexible-24h'),
  // Instant confirmation or on request, and the operator's answer window of a request (decision 120;
  // the editor's contract checks its bounds).
  instantBooking: z.boolean().optional(),
  answerWindowHours: z.number().optional(),
  // The minimum group size and how many hours before the start it is decided (decision 157).
  minimumGroupSize: z.number().int().optional(),
  minimumDecisionHours: z.number().int().optional(),
  /** How many hours a waitlist offer holds its seats (decision 161); 2 when absent. */
  waitlistOfferHours: z.number().int().optional(),
  /** What the checkout asks (issue 45 item 2; decision 137); the editor's contract checks them. */
  questions: z.array(bookingQuestionSchema).optional(),
  rules: z.string().optional(),
  // Translations of the operator's own text, keyed by language (the original is in the columns).
  translations: z
    .partialRecord(z.enum(['en', 'pt', 'de', 'es', 'fr']), translatedTextSchema)
    .optional(),
});
export type ListingPublicData = z.infer<typeof listingPublicDataSchema>;

export const availabilityPlanSchema = z.object({
  type: z.enum(planTypes),
  timezone: z.enum(listingTimeZones),
  entries: z.array(
    z.object({
      dayOfWeek: z.enum(weekDays),
      seats: z.number().int().min(0),
      startTime: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .optional(),
      endTime: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .optional(),
    }),
  ),
}) satisfies z.ZodType<AvailabilityPlan>;
export type { AvailabilityPlan };

export const publicAuthorSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  abbreviatedName: z.string(),
  bio: z.string().nullable(),
  companyName: z.string().nullable(),
  isBanned: z.boolean(),
  isDeleted: z.boolean(),
  profileImage: imageSchema.nullable(),
});
export type PublicAuthor = z.infer<typeof publicAuthorSchema>;

export const publicListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  state: z.enum(listingStates),
  geolocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  price: moneySchema.nullable(),
  publicData: listingPublicDataSchema,
  createdAt: z.string(),
  author: publicAuthorSchema,
  images: z.array(listingImageSchema),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

// A listing as a search result card and map marker: what a card shows, the first photo's card
// variants and, of the translations, only the titles (docs/decisions/032-search-results.md).
export const listingCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  geolocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  price: moneySchema.nullable(),
  publicData: z.object({
    place: z.string().optional(),
    categories: z.array(z.enum(categoryKeys)),
    duration: z.enum(durationKeys).optional(),
    unitType: z.enum(unitTypes),
    discountPercent: z.number().int().min(0).max(100).optional(),
    pickupOffered: z.boolean(),
    translations: z
      .partialRecord(
        z.enum(['en', 'pt', 'de', 'es', 'fr']),
        z.object({ title: z.string().optional() }),
      )
      .optional(),
  }),
  createdAt: z.string(),
  images: z.array(listingImageSchema),
  /** The published reviews' average (one decimal) and count; null before the first one. */
  rating: z.object({ average: z.number(), count: z.number().int().min(1) }).nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** What the listing page says about its operator besides the name (issue 14 item 6; decision 060). */
export const operatorStatsSchema = z.object({
  /** When the operator joined (ISO instant). */
  memberSince: z.string(),
  /** Their published listings. */
  tourCount: z.number().int().nonnegative(),
  /** Percent of booking requests they answered before the request expired; null before any. */
  responseRate: z.number().int().min(0).max(100).nullable(),
  /** "Usually answers within N hours": the median of their answer delays; null with too few (decision 120). */
  answerHours: z.number().nullable().optional(),
});
export type OperatorStats = z.infer<typeof operatorStatsSchema>;

/** The listing page's listing: the public listing and its operator's record. */
export const listingDetailsSchema = publicListingSchema.extend({
  operatorStats: operatorStatsSchema,
});
export type ListingDetails = z.infer<typeof listingDetailsSchema>;

export const listingShowResponseSchema = z.object({ data: listingDetailsSchema });
export type ListingShowResponse = z.infer<typeof listingShowResponseSchema>;
