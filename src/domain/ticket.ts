// The ticket's QR code (issue 45 item 3, decision 121): the booking reference, the departure and the
// party, with an Ed25519 signature over exactly those, so that a guide's device holding the server's
// public key (GET /api/ticket-key) checks a ticket offline. This is the format; the server signs.
import { referenceNumberOf } from './booking-reference';

export type TicketFields = {
  reference: string;
  /** The departure's start (UTC instant). */
  start: Date;
  quantities: { adults: number; children: number; infants: number };
};

const version = 'LVT1';

/** 2026-06-10T08:30:00.000Z → 20260610T0830Z (departures start on the minute). */
const compactTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\d{2}\.\d{3}Z$/, 'Z');

const parseCompactTime = (text: string): Date | null => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

const count = (value: number) => Number.isInteger(value) && value >= 0 && value <= 999;

/** The text whose UTF-8 bytes are signed: version, reference, departure and quantities. */
export function ticketMessage(fields: TicketFields): string {
  const { adults, children, infants } = fields.quantities;
  return [
    version,
    fields.reference,
    compactTime(fields.start),
    `${adults}.${children}.${infants}`,
  ].join(':');
}

/** What the QR code carries: the signed text, then the signature (base64url, 64 bytes). */
export const encodeTicketCode = (fields: TicketFields, signature: string): string =>
  `${ticketMessage(fields)}:${signature}`;

/** A scanned code read back, or null when it is not a ticket of ours (the signature is not checked here). */
export function decodeTicketCode(
  code: string,
): { fields: TicketFields; message: string; signature: string } | null {
  const parts = code.trim().split(':');
  if (parts.length !== 5 || parts[0] !== version) return null;
  const [, reference, time, party, signature] = parts as [string, string, string, string, string];
  if (referenceNumberOf(reference) === null || !reference.startsWith('LV-')) return null;
  const start = parseCompactTime(time);
  const numbers = party.split('.').map(Number);
  if (!start || numbers.length !== 3 || !numbers.every(count)) return null;
  if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return null;
  const [adults, children, infants] = numbers as [number, number, number];
  const fields = { reference, start, quantities: { adults, children, infants } };
  const message = ticketMessage(fields);
  return message === parts.slice(0, 4).join(':') ? { fields, message, signature } : null;
}
