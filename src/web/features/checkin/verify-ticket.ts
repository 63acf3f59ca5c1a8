import { decodeTicketCode } from '../../../domain/ticket';
import type { CodeCheck } from '../../../domain/check-in';

// A ticket's signature checked on the device, offline, with the key the server publishes
// (GET /api/ticket-key, kept with the downloaded manifest): Ed25519 in the browser's WebCrypto.

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/**
 * What a scanned code is: not a ticket, a ticket whose signature fails (forged or altered), or a
 * genuine ticket with its reference and departure. `unverified` when the browser has no Ed25519:
 * the server checks it at sync.
 */
export async function checkTicketCode(
  code: string,
  publicKey: string,
): Promise<{ check: CodeCheck; reference: string | null; unverified?: boolean }> {
  const decoded = decodeTicketCode(code);
  if (!decoded) return { check: { kind: 'unreadable' }, reference: null };
  const reference = decoded.fields.reference;
  let valid: boolean;
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey), 'Ed25519', false, [
      'verify',
    ]);
    valid = await crypto.subtle.verify(
      'Ed25519',
      key,
      fromBase64Url(decoded.signature),
      new TextEncoder().encode(decoded.message),
    );
  } catch {
    return { check: { kind: 'valid', start: decoded.fields.start }, reference, unverified: true };
  }
  return valid
    ? { check: { kind: 'valid', start: decoded.fields.start }, reference }
    : { check: { kind: 'bad-signature' }, reference };
}
