import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { encodeTicketCode, ticketMessage, type TicketFields } from '../../../domain/ticket';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const secretName = 'ticket-signing-key';
type TicketKeys = { privateKey: KeyObject; publicKey: KeyObject };
const keys = new WeakMap<Db, Promise<TicketKeys>>();

async function loadKeys(db: Db, clock: Clock): Promise<TicketKeys> {
  // The first server to need it makes the pair; every server on the database then signs with it.
  const pem = generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: pem, createdAt: clock.now() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, secretName));
  const privateKey = createPrivateKey(row!.value);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/** The Ed25519 pair that signs tickets (decision 121): one per database, read once per process. */
export function ticketKeys(deps: { db: Db; clock: Clock }): Promise<TicketKeys> {
  let pair = keys.get(deps.db);
  if (!pair) {
    pair = loadKeys(deps.db, deps.clock);
    pair.catch(() => keys.delete(deps.db));
    keys.set(deps.db, pair);
  }
  return pair;
}

/** The ticket's QR text: its fields and their signature. */
export async function signTicket(
  deps: { db: Db; clock: Clock },
  fields: TicketFields,
): Promise<string> {
  const { privateKey } = await ticketKeys(deps);
  const signature = sign(null, Buffer.from(ticketMessage(fields)), privateKey);
  return encodeTicketCode(fields, signature.toString('base64url'));
}

/** The public key as published: raw (base64url) and PEM. */
export async function publishedTicketKey(deps: { db: Db; clock: Clock }) {
  const { publicKey } = await ticketKeys(deps);
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    algorithm: 'Ed25519' as const,
    publicKey: jwk.x!,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    format: 'LVT1' as const,
  };
}
