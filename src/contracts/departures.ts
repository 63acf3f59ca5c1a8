import { z } from 'zod';
import { bookingStates } from '../domain/booking-process';
import { listingTimeZones } from '../domain/listing';
import { bookingAnswersViewSchema } from './booking-questions';
import { instantSchema } from './common';

// The operator's departures and their manifests (issue 46 item 1; decision 147).

/** A local calendar day, 'YYYY-MM-DD'. */
export const localDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const departuresQuerySchema = z.object({
  /** The day, in each listing's time zone; today in Madeira when absent. */
  date: localDaySchema.optional(),
});

/** A departure: one listing's start time. */
export const departureParams = z.object({ listingId: z.uuid(), start: instantSchema });

const bookingStatusSchema = z.enum(['pending', 'accepted', 'declined', 'cancelled']);

const departureBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  state: z.enum(bookingStates),
  status: bookingStatusSchema,
  seats: z.number().int(),
  persons: z.number().int(),
});

export const departureSchema = z.object({
  listing: z.object({ id: z.uuid(), title: z.string(), timezone: z.enum(listingTimeZones) }),
  start: z.string(),
  end: z.string(),
  /** The departure's seats; null once it has no row in the seat inventory (a past departure). */
  capacity: z.number().int().nullable(),
  /** Seats of confirmed bookings. */
  sold: z.number().int(),
  /** Seats of requests not yet answered or payments not yet made. */
  held: z.number().int(),
  /** capacity − sold − held (never below 0); null without a capacity. */
  free: z.number().int().nullable(),
  bookings: z.array(departureBookingSchema),
});
export type Departure = z.infer<typeof departureSchema>;

export const departuresResponseSchema = z.object({
  data: z.object({
    date: localDaySchema,
    departures: z.array(departureSchema),
    /** The next day after `date` with a live booking, to step to. */
    nextDateWithBookings: localDaySchema.nullable(),
  }),
});
export type DeparturesResponse = z.infer<typeof departuresResponseSchema>;

export const manifestEntrySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  leadTraveller: z.object({ name: z.string(), phone: z.string().nullable() }),
  quantities: z.object({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  seats: z.number().int(),
  answers: bookingAnswersViewSchema,
  checkedInAt: z.string().nullable(),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const manifestSchema = departureSchema.omit({ bookings: true }).extend({
  /** The listing's pickup, when it offers one. */
  pickup: z.string().nullable(),
  /** The confirmed bookings: who comes. */
  entries: z.array(manifestEntrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export const manifestResponseSchema = z.object({ data: manifestSchema });
export type ManifestResponse = z.infer<typeof manifestResponseSchema>;
