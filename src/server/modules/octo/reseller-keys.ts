// A reseller's bearer key is kept as its SHA-256 only (decision 149): the key is shown once, when issued.
import { createHash, randomBytes } from 'node:crypto';

export const hashResellerKey = (key: string): string =>
  createHash('sha256').update(key).digest('hex');

/** A new key: 32 random bytes, prefixed so a leaked one is recognised ('lvo_'). */
export const newResellerKey = (): string => `lvo_${randomBytes(32).toString('base64url')}`;

/** What lists show of a key: its first characters. */
export const keyPrefixOf = (key: string): string => key.slice(0, 8);
