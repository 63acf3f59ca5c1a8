import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Manifest, ManifestEntry } from '../../../contracts/departures';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { encodeTicketCode, ticketMessage, type TicketFields } from '../../../domain/ticket';
import type { StoredManifest, StoredScan } from './checkin-store';
import { entryStates } from './use-departure-checkin';
import { checkTicketCode } from './verify-ticket';

// The device's side of check-in (decision 153): the ticket's signature checked offline with the
// published key (WebCrypto Ed25519, as in the browser), and each party's state from the downloaded
// manifest with the device's scans not yet synced.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const published = publicKey.export({ format: 'jwk' }).x!;
const start = new Date('2026-06-12T09:00:00Z');
const fields: TicketFields = {
  reference: bookingReferenceOf(4242),
  start,
  quantities: { adults: 2, children: 1, infants: 0 },
};
const signedBy = (key = privateKey) =>
  encodeTicketCode(
    fields,
    sign(null, Buffer.from(ticketMessage(fields)), key).toString('base64url'),
  );

describe('checking a ticket offline', () => {
  it.each([
    ['a genuine ticket', (): string => signedBy(), 'valid'],
    [
      'a forged one',
      (): string => signedBy(generateKeyPairSync('ed25519').privateKey),
      'bad-signature',
    ],
    ['an altered one', (): string => signedBy().replace(':2.1.0:', ':5.1.0:'), 'bad-signature'],
    ['a link', (): string => 'https://example.com/ticket', 'unreadable'],
  ] as const)('reads %s', async (_name, code, kind) => {
    const { check, reference } = await checkTicketCode(code(), published);
    expect(check.kind).toBe(kind);
    if (kind !== 'unreadable') expect(reference).toBe(fields.reference);
  });
});

describe('a party’s state on the device', () => {
  const entry = (reference: string, overrides: Partial<ManifestEntry> = {}): ManifestEntry => ({
    id: `00000000-0000-4000-8000-00000000000${reference.length % 10}`,
    reference,
    leadTraveller: { name: 'Maria Vieira', phone: null },
    quantities: { adults: 2, children: 1, infants: 0 },
    seats: 3,
    answers: {
      questions: [],
      leadTraveller: null,
      answers: {},
      persons: 3,
      editableUntil: null,
      isEditable: false,
    },
    checkedInAt: null,
    checkedInPersons: 0,
    noShowAt: null,
    noShowPersons: 0,
    ...overrides,
  });
  const stored = (entries: ManifestEntry[]): StoredManifest => ({
    key: 'k',
    downloadedAt: start.toISOString(),
    manifest: { entries } as unknown as Manifest,
  });
  const scan = (overrides: Partial<StoredScan>): StoredScan => ({
    id: crypto.randomUUID(),
    departure: 'k',
    kind: 'check-in',
    scannedAt: '2026-06-12T08:50:00.000Z',
    answer: null,
    ...overrides,
  });

  it('merges the scans not yet synced into the manifest’s state, the earliest time and most people', () => {
    const family = entry(fields.reference, {
      checkedInAt: '2026-06-12T08:55:00.000Z',
      checkedInPersons: 1,
    });
    const states = entryStates(stored([family]), [
      scan({ reference: fields.reference, persons: 2 }),
      // Answered by the server already: part of the manifest, not counted again.
      scan({
        code: signedBy(),
        scannedAt: '2026-06-12T08:40:00.000Z',
        answer: {} as StoredScan['answer'],
      }),
    ]);
    expect(states.get(family.id)).toEqual({
      checkedInAt: new Date('2026-06-12T08:50:00.000Z'),
      checkedInPersons: 2,
      noShowAt: null,
      persons: 3,
      noShowPersons: 0,
    });
  });

  it('counts the rest of a party marked as a no-show, and a scanned code by its reference', () => {
    const family = entry(fields.reference);
    const states = entryStates(stored([family]), [
      scan({ code: signedBy(), persons: 1 }),
      scan({ reference: fields.reference, kind: 'no-show', scannedAt: '2026-06-12T09:10:00.000Z' }),
    ]);
    expect(states.get(family.id)).toMatchObject({ checkedInPersons: 1, noShowPersons: 2 });
  });
});
