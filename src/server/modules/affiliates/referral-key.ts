import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const secretName = 'referral-mark';
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db, clock: Clock): Promise<Buffer> {
  // The first server to need it makes it; every server on the database then reads the same one.
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('base64'), createdAt: clock.now() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, secretName));
  return Buffer.from(row!.value, 'base64');
}

/**
 * The key that signs referral marks and hashes visitors' addresses (decision 098): one per database,
 * shared by every server process on it, read once per process.
 */
export function referralKey(deps: { db: Db; clock: Clock }): Promise<Buffer> {
  let key = keys.get(deps.db);
  if (!key) {
    key = loadKey(deps.db, deps.clock);
    // A database away at the first read is asked again next time.
    key.catch(() => keys.delete(deps.db));
    keys.set(deps.db, key);
  }
  return key;
}

/** A keyed hash of what is signed or kept instead of the thing itself (an IP address), base64url. */
export const keyedHash = (key: Buffer, purpose: string, value: string, length = 22): string =>
  createHmac('sha256', key).update(`${purpose}:${value}`).digest('base64url').slice(0, length);
