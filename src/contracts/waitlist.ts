import { z } from 'zod';
import { maxQuantityPerCategory } from '../domain/listing';
import { waitlistStates } from '../domain/waitlist';
import { instantSchema } from './common';

// The waitlist of a full departure (issue 46 item 5; decisions 160 and 161).

const quantity = z.number().int().min(0).max(maxQuantityPerCategory);

/** A traveller joins a full departure's line with their party. */
export const joinWaitlistBodySchema = z
  .object({
    listingId: z.uuid(),
    start: instantSchema,
    adults: quantity,
    children: quantity.default(0),
    infants: quantity.default(0),
  })
  .refine((body) => body.adults + body.children + body.infants > 0, {
    message: 'A party of at least one person',
    path: ['adults'],
  });
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

export const waitlistQuerySchema = z.object({
  /** Only this listing's entries (the listing page); all of the traveller's when absent. */
  listingId: z.uuid().optional(),
});

/** A traveller's own entry, with their place in line. */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  listing: z.object({ id: z.uuid(), title: z.string(), timezone: z.string() }),
  start: z.string(),
  end: z.string(),
  quantities: z.object({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  seats: z.number().int(),
  state: z.enum(waitlistStates),
  /** 1 is next; null once the entry left the line (booked, left, expired). */
  place: z.number().int().nullable(),
  createdAt: z.string(),
  /** An offer: until when its seats are held, and the checkout link with the date and party. */
  offerExpiresAt: z.string().nullable(),
  checkoutPath: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryResponseSchema = z.object({ data: waitlistEntrySchema });
export const waitlistEntriesResponseSchema = z.object({ data: z.array(waitlistEntrySchema) });
export type WaitlistEntriesResponse = z.infer<typeof waitlistEntriesResponseSchema>;

/** The full departures of a listing a traveller may wait for (the listing page). */
export const fullDeparturesQuerySchema = z.object({ start: instantSchema, end: instantSchema });
export const fullDeparturesResponseSchema = z.object({
  data: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      /** Seats free now (fewer than a party needs, or none). */
      free: z.number().int(),
      /** Parties in line. */
      waiting: z.number().int(),
    }),
  ),
});
export type FullDeparturesResponse = z.infer<typeof fullDeparturesResponseSchema>;

/** A departure's line as its operator sees it (on /inbox/departures). */
export const departureWaitlistEntrySchema = z.object({
  id: z.uuid(),
  place: z.number().int(),
  name: z.string(),
  persons: z.number().int(),
  state: z.enum(['waiting', 'offered']),
  offerExpiresAt: z.string().nullable(),
});
export type DepartureWaitlistEntry = z.infer<typeof departureWaitlistEntrySchema>;
