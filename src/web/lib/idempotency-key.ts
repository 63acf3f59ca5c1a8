/**
 * A new idempotency key (decision 090): 128 random bits as 32 hex digits. getRandomValues, not
 * randomUUID, which browsers give only to secure contexts (a self-hosted instance on a LAN address
 * over plain HTTP has none).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
