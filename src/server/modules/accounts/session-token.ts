import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only the SHA-256 of a token is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
