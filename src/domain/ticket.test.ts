import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingReferenceOf } from './booking-reference';
import { decodeTicketCode, encodeTicketCode, ticketMessage, type TicketFields } from './ticket';

// The server signs with node:crypto's Ed25519 (ticket-keys.ts); a guide's device verifies the same way.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const signed = (fields: TicketFields) =>
  encodeTicketCode(
    fields,
    sign(null, Buffer.from(ticketMessage(fields)), privateKey).toString('base64url'),
  );
const verifies = (code: string) => {
  const decoded = decodeTicketCode(code);
  return (
    decoded !== null &&
    verify(
      null,
      Buffer.from(decoded.message),
      publicKey,
      Buffer.from(decoded.signature, 'base64url'),
    )
  );
};

const fields: TicketFields = {
  reference: bookingReferenceOf(1234),
  start: new Date('2026-06-10T08:30:00Z'),
  quantities: { adults: 2, children: 1, infants: 0 },
};

describe('the ticket code', () => {
  it('signs exactly the reference, the departure and the party', () => {
    expect(ticketMessage(fields)).toBe(`LVT1:${fields.reference}:20260610T0830Z:2.1.0`);
  });

  it('round-trips and verifies with the public key alone', () => {
    const code = signed(fields);
    expect(decodeTicketCode(code)?.fields).toEqual(fields);
    expect(verifies(code)).toBe(true);
  });

  const tamper: [string, (code: string) => string][] = [
    ['another reference', (code) => code.replace(fields.reference, bookingReferenceOf(1235))],
    ['another departure', (code) => code.replace('20260610T0830Z', '20260611T0830Z')],
    ['more people', (code) => code.replace(':2.1.0:', ':5.1.0:')],
    [
      'a changed signature',
      (code) => {
        const at = code.length - 20;
        return code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      },
    ],
  ];
  it.each(tamper)('refuses %s', (_, change) => {
    const code = signed(fields);
    const altered = change(code);
    expect(altered).not.toBe(code);
    expect(verifies(altered)).toBe(false);
  });

  it('refuses a signature of another key', () => {
    const other = generateKeyPairSync('ed25519').privateKey;
    const code = encodeTicketCode(
      fields,
      sign(null, Buffer.from(ticketMessage(fields)), other).toString('base64url'),
    );
    expect(verifies(code)).toBe(false);
  });

  it.each([
    '',
    'hello',
    'LVT2:LV-ABCDEF:20260610T0830Z:2.1.0:' + 'A'.repeat(86),
    'LVT1:LV-0O0O0O:20260610T0830Z:2.1.0:' + 'A'.repeat(86),
    `LVT1:${fields.reference}:2026-06-10:2.1.0:` + 'A'.repeat(86),
    `LVT1:${fields.reference}:20260610T0830Z:2.-1.0:` + 'A'.repeat(86),
    `LVT1:${fields.reference}:20260610T0830Z:2.1.0:short`,
  ])('does not read %j as a ticket', (code) => {
    expect(decodeTicketCode(code)).toBeNull();
  });
});
