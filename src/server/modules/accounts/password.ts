import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from '../../limit-concurrency';

// argon2id, 19 MiB, t=2, p=1 (OWASP's minimum). Lengths: 8 to 128 characters.
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Each hash holds 19 MiB; cap how many run at once so a burst of logins cannot exhaust memory.
const withHashSlot = limitConcurrency(4);

export const hashPassword = (password: string): Promise<string> =>
  withHashSlot(() => hash(password, options));

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  withHashSlot(() => verify(passwordHash, password).catch(() => false));
