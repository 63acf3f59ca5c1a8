import { z } from 'zod';
import { listingTimeZones } from '../domain/listing';

/** The key a guide's device checks tickets with, offline (issue 45, decision 121). */
export const ticketKeyResponseSchema = z.object({
  data: z.object({
    algorithm: z.literal('Ed25519'),
    /** The raw 32-byte public key, base64url. */
    publicKey: z.string(),
    /** The same key as an SPKI PEM, for tools that read PEM. */
    publicKeyPem: z.string(),
    /** What the QR code carries: `LVT1:<reference>:<start yyyymmddThhmmZ>:<adults>.<children>.<infants>:<signature>`, the signature over all before its colon. */
    format: z.literal('LVT1'),
  }),
});
export type TicketKeyResponse = z.infer<typeof ticketKeyResponseSchema>;

export const ticketSchema = z.object({
  transactionId: z.uuid(),
  reference: z.string(),
  listingTitle: z.string(),
  start: z.string(),
  end: z.string(),
  timezone: z.enum(listingTimeZones),
  quantities: z.object({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  /** The QR code's text: the signed ticket (domain/ticket.ts). */
  code: z.string(),
  state: z.enum(['not-checked-in', 'checked-in']),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResponseSchema = z.object({ data: ticketSchema });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;
