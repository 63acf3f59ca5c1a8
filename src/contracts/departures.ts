import { z } from 'zod';
import { bookingStates } from '../domain/booking-process';
import { scanKinds, scanRefusals } from '../domain/check-in';
import { listingTimeZones } from '../domain/listing';
import { bookingAnswersViewSchema } from './booking-questions';
import { instantSchema, lineSchema } from './common';
import { departureWaitlistEntrySchema } from './waitlist';

// The operator's departures and their manifests (issue 46 item 1; decision 147).

/** A local calendar day, 'YYYY-MM-DD'. */
export const localDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const departuresQuerySchema = z.object({
  /** The day, in each listing's time zone; today in Madeira when absent. */
  date: localDaySchema.optional(),
});

/** A departure: one listing's start time. */
export const departureParams = z.object({ listingId: z.uuid(), start: instantSchema });

/** The operator confirmed a departure under its minimum group size to go ahead (decision 157). */
export const departureConfirmedResponseSchema = z.object({
  data: z.object({ outcome: z.literal('confirmed'), decidedAt: z.string() }),
});

const bookingStatusSchema = z.enum(['pending', 'accepted', 'declined', 'cancelled']);

const departureBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  state: z.enum(bookingStates),
  status: bookingStatusSchema,
  seats: z.number().int(),
  persons: z.number().int(),
  /** Of the party, how many were checked in, and how many were marked as not showing up. */
  checkedInPersons: z.number().int(),
  noShowPersons: z.number().int(),
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
  /**
   * The listing's minimum group size (decision 157): how many, when it is decided, what was decided,
   * and whether the viewer (the listing's operator, not a guide) may still confirm it anyway.
   */
  minimumGroup: z
    .object({
      size: z.number().int(),
      decisionAt: z.string(),
      outcome: z.enum(['confirmed', 'goes-ahead', 'cancelled']).nullable(),
      canConfirm: z.boolean(),
    })
    .nullable(),
  /** The parties waiting for seats, in line order (decision 160). */
  waitlist: z.array(departureWaitlistEntrySchema),
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
  /** The earliest scan that checked the party in (decision 153). */
  checkedInAt: z.string().nullable(),
  /** How many of the party were checked in (the most any scan counted). */
  checkedInPersons: z.number().int(),
  /** When the rest of the party was marked as not showing up, and how many that is (decision 154). */
  noShowAt: z.string().nullable(),
  noShowPersons: z.number().int(),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const manifestSchema = departureSchema
  .omit({ bookings: true, minimumGroup: true, waitlist: true })
  .extend({
    /** The listing's pickup, when it offers one. */
    pickup: z.string().nullable(),
    /** The confirmed bookings: who comes. */
    entries: z.array(manifestEntrySchema),
    /** The operator's name, for a guide who runs several operators' departures. */
    operatorName: z.string(),
  });
export type Manifest = z.infer<typeof manifestSchema>;
export const manifestResponseSchema = z.object({ data: manifestSchema });
export type ManifestResponse = z.infer<typeof manifestResponseSchema>;

// Check-in (issue 46 item 3; decision 153): a device's scans, sent when it is online. Each scan has
// the device's own id for it, so a batch sent twice (a lost answer, a retry) counts once.
export const checkInScanSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(scanKinds),
    /** The ticket's QR text, when it was scanned. */
    code: lineSchema.max(300).optional(),
    /** The booking reference, typed or picked from the manifest, when there was no QR code. */
    reference: lineSchema.max(20).optional(),
    /** How many of the party came (a check-in of part of it); the whole party when absent. */
    persons: z.number().int().min(1).max(999).optional(),
    /** When the scan was made, by the device's clock. */
    scannedAt: instantSchema,
  })
  .refine((scan) => (scan.code === undefined) !== (scan.reference === undefined), {
    message: 'A scan has either a ticket code or a reference',
    path: ['code'],
  });
export type CheckInScan = z.infer<typeof checkInScanSchema>;

export const checkInSyncBodySchema = z.object({
  /** The device's id (random, kept on the device): whose scans these are. */
  deviceId: lineSchema.min(1).max(100),
  scans: z.array(checkInScanSchema).min(1).max(500),
});
export type CheckInSyncBody = z.infer<typeof checkInSyncBodySchema>;

export const checkInResultSchema = z.object({
  id: z.uuid(),
  /** For an accepted scan: whether it checked the party in first, or an earlier scan did. */
  result: z.enum(['checked-in', 'already-checked-in', 'no-show']).nullable(),
  /** For a refused scan: why (kept on the server all the same). */
  refusal: z.enum(scanRefusals).nullable(),
  transactionId: z.uuid().nullable(),
  reference: z.string().nullable(),
  /** The booking's check-in as every device now shows it (for an accepted scan). */
  checkedInAt: z.string().nullable(),
  checkedInPersons: z.number().int(),
  noShowAt: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
export const checkInSyncResponseSchema = z.object({
  data: z.object({ results: z.array(checkInResultSchema) }),
});
export type CheckInSyncResponse = z.infer<typeof checkInSyncResponseSchema>;
